import { Show, type Signal } from "solid-js";
import { dropZone } from "./drop-zone.ts";
import { FileButton } from "./FileButton.tsx";

/** Files larger than this are read as the batch runs, not put in the text box (which would crawl). */
export const inlineFileChars = 1_000_000;

export interface BatchSourceProps {
  /** The text box's content, kept by the route so picking another type keeps it. */
  draft: Signal<string>;
  /** A large file opened, read as the batch runs; null: the text box is the source. */
  file: Signal<File | null>;
  /** The file name of the text, for format detection by extension. */
  filename: Signal<string | undefined>;
  /** File extensions the type's formats use. */
  extensions: string[];
  /** The type's examples as batch lines. */
  examples(): string;
  onSubmit(): void;
  disabled: boolean;
}

/** Where the list comes in: pasted or typed lines, a file opened or dropped, or the type's examples. */
export function BatchSource(props: BatchSourceProps) {
  const [text, setText] = props.draft;
  const [file, setFile] = props.file;
  const [, setFilename] = props.filename;
  const drop = dropZone((file) => void open(file));

  async function open(picked: File | undefined) {
    if (!picked || props.disabled) return;
    if (picked.size > inlineFileChars) {
      setFile(picked);
    } else {
      setFile(null);
      setText(await picked.text());
    }
    setFilename(picked.name);
  }

  const accept = () =>
    [...new Set([...props.extensions, "txt", "ndjson", "jsonl"])].map((e) => `.${e}`).join(",");

  return (
    <section
      class="panel batch-source"
      classList={{ dragging: drop.dragging() }}
      aria-labelledby="batch-source-title"
      {...drop.handlers}
    >
      <h2 id="batch-source-title">Puzzles</h2>
      <p id="batch-text-help" class="help">
        One puzzle per line, in a one-line format (an 81-character sudoku line, a Tatham nonogram line), or
        NDJSON lines such as <code>{'{"text": "..."}'}</code> for any format. Blank lines and lines starting
        with # are skipped. Ctrl+Enter solves them all.
      </p>
      <Show
        when={file()}
        fallback={
          <>
            <label for="batch-text">Puzzles, one per line</label>
            <textarea
              id="batch-text"
              rows={10}
              spellcheck={false}
              wrap="off"
              value={text()}
              aria-describedby="batch-text-help"
              onInput={(e) => {
                setText(e.currentTarget.value);
                setFilename(undefined);
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  props.onSubmit();
                }
              }}
            />
          </>
        }
      >
        {(big) => (
          <p class="batch-file">
            <strong>{big().name}</strong> ({(big().size / 1e6).toFixed(1)} MB) is read line by line as the
            batch runs.{" "}
            <button type="button" disabled={props.disabled} onClick={() => setFile(null)}>
              Use the text box instead
            </button>
          </p>
        )}
      </Show>
      <div class="row">
        <FileButton accept={accept()} disabled={props.disabled} onFile={(file) => void open(file)}>
          Open a file…
        </FileButton>
        <button
          type="button"
          disabled={props.disabled}
          onClick={() => {
            setFile(null);
            setFilename(undefined);
            setText(props.examples());
          }}
        >
          Use the examples
        </button>
      </div>
    </section>
  );
}
