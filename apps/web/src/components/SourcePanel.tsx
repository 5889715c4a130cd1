import { createEffect, createSignal, For, on, Show } from "solid-js";
import { Dynamic } from "solid-js/web";
import type { TypeInfo } from "../catalog/manifest.ts";
import { fileTooLarge } from "../state/parse.ts";
import type { Session } from "../state/session.ts";
import { dropZone } from "./drop-zone.ts";
import { FileButton } from "./FileButton.tsx";
import { ParseErrorView } from "./ParseErrorView.tsx";

export interface SourcePanelProps {
  session: Session;
  info: TypeInfo;
  onStatus(message: string): void;
}

/** Where a puzzle comes in: an example, pasted or typed text in any format, a file (also dropped), or a grid editor. */
export function SourcePanel(props: SourcePanelProps) {
  const s = props.session;
  const [text, setText] = createSignal("");
  const [format, setFormat] = createSignal("");
  const drop = dropZone((file) => void openFile(file));
  const [editing, setEditing] = createSignal(false);
  let area: HTMLTextAreaElement | undefined;

  // The text box follows the open puzzle, so what is shown is what is being played.
  createEffect(on(s.loaded, (loaded) => loaded && setText(loaded.text)));

  function open(source: string, filename?: string) {
    setText(source);
    const ok = s.open(source, {
      ...(format() ? { format: format() } : {}),
      ...(filename ? { filename } : {}),
    });
    if (ok) props.onStatus(filename ? `Opened ${filename}.` : "Puzzle opened.");
    else queueMicrotask(selectError);
  }

  // Puts the text cursor where the parser stopped, so a keyboard user lands on the mistake.
  function selectError() {
    const error = s.parseError();
    if (!area || !error || error.line < 1) return;
    const lines = area.value.split("\n");
    let offset = 0;
    for (let i = 0; i < error.line - 1 && i < lines.length; i++) offset += lines[i]!.length + 1;
    offset += Math.max(0, error.column - 1);
    area.setSelectionRange(offset, Math.min(area.value.length, offset + 1));
  }

  // A file far past what the type reads is refused by its size, unread (reading it could take the tab).
  async function openFile(file: File | undefined) {
    if (!file) return;
    const tooLarge = fileTooLarge(s.type, file.name, file.size);
    if (tooLarge) {
      s.setParseError(tooLarge);
      props.onStatus(`${file.name} was not opened: it is too large.`);
      return;
    }
    open(await file.text(), file.name);
  }

  const accept = () =>
    props.info.formats
      .flatMap((f) => f.extensions)
      .map((e) => `.${e}`)
      .concat(".txt")
      .join(",");

  return (
    <section
      class="panel source"
      classList={{ dragging: drop.dragging() }}
      aria-labelledby="source-title"
      {...drop.handlers}
    >
      <h2 id="source-title">Puzzle</h2>
      <Show when={props.info.examples.length > 0}>
        <div class="row">
          <label for="example">Example</label>
          <select
            id="example"
            onChange={(e) => {
              const example = props.info.examples[Number(e.currentTarget.value)];
              if (example) open(example.text);
              e.currentTarget.value = "";
            }}
          >
            <option value="">Choose an example…</option>
            <For each={props.info.examples}>{(ex, i) => <option value={i()}>{ex.name}</option>}</For>
          </select>
        </div>
      </Show>
      <label for="puzzle-text">Type or paste a puzzle in any format below, or drop a file here.</label>
      <textarea
        id="puzzle-text"
        ref={area}
        rows={8}
        spellcheck={false}
        value={text()}
        onInput={(e) => setText(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            open(text());
          }
        }}
        aria-invalid={!!s.parseError()}
        aria-describedby={s.parseError() ? "parse-error" : undefined}
      />
      <ParseErrorView error={s.parseError()} />
      <div class="row">
        <label for="format">Format</label>
        <select id="format" value={format()} onChange={(e) => setFormat(e.currentTarget.value)}>
          <option value="">Detect</option>
          <For each={props.info.formats}>{(f) => <option value={f.id}>{f.name}</option>}</For>
        </select>
        <button type="button" class="primary" onClick={() => open(text())} title="Ctrl+Enter">
          Open text
        </button>
      </div>
      <div class="row">
        <FileButton accept={accept()} onFile={(file) => void openFile(file)}>
          Open a file…
        </FileButton>
        <Show when={s.board.Editor}>
          <button type="button" onClick={() => setEditing(!editing())} aria-expanded={editing()}>
            {editing() ? "Close the grid editor" : "Type a new puzzle in a grid"}
          </button>
        </Show>
      </div>
      <Show when={editing() && s.board.Editor}>
        {(Editor) => (
          <Dynamic
            component={Editor()}
            onDone={(made: unknown) => {
              if (s.openPuzzle(made)) {
                setEditing(false);
                props.onStatus("Your puzzle is open.");
              }
            }}
            onCancel={() => setEditing(false)}
          />
        )}
      </Show>
    </section>
  );
}
