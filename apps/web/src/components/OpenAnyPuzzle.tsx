import type { TypeDetection } from "@gridsmith/kit";
import { useNavigate } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import { encodeForUrl } from "../state/share.ts";
import { dropZone } from "./drop-zone.ts";
import { FileButton } from "./FileButton.tsx";

/** Finds the type of a text (a file's when `filename` is given): the site's is `catalog/find-type.ts`. */
export type FindType = (text: string, filename?: string) => Promise<TypeDetection>;

// The detection and the packages it needs load on the first paste, so the home page's first load has none.
const findInCatalog =
  (types: readonly TypeInfo[]): FindType =>
  async (text, filename) =>
    (await import("../catalog/find-type.ts")).findType(types, text, filename);

const count = (n: number) => n.toLocaleString("en");

/** "A, B or C", for people. */
function either(titles: string[]): string {
  return titles.length < 2 ? (titles[0] ?? "") : `${titles.slice(0, -1).join(", ")} or ${titles.at(-1)}`;
}

/**
 * The home page's way in for any puzzle: paste a puzz.link link or a file's text, or drop or open a file,
 * and it opens on its type's page (the address a shared link has, `/TYPE?p=...`), the type detected as the
 * CLI detects it. A text no type reads says so; one several types read asks which.
 */
export function OpenAnyPuzzle(props: { types: readonly TypeInfo[]; find?: FindType }) {
  const navigate = useNavigate();
  const [text, setText] = createSignal("");
  const [message, setMessage] = createSignal("");
  const [choices, setChoices] = createSignal<{ id: string; title: string }[]>([]);
  const [busy, setBusy] = createSignal(false);
  const drop = dropZone((file) => void openFile(file));
  // A file is read only when some type could read it whole: three bytes a character at most (as a type's
  // own page refuses a file).
  const maxBytes = () => 3 * Math.max(0, ...props.types.map((t) => t.maxTextLength));
  let pending = "";

  async function openAs(id: string, source: string) {
    navigate(`/${id}?p=${await encodeForUrl(source)}`);
  }

  async function open(source: string, filename?: string) {
    setChoices([]);
    if (source.trim() === "") {
      setMessage("Paste a puzzle first: a puzz.link link, or a puzzle file's text.");
      return;
    }
    setBusy(true);
    setMessage("Looking for the puzzle's type…");
    pending = source;
    let found: TypeDetection;
    try {
      found = await (props.find ?? findInCatalog(props.types))(source, filename);
    } catch {
      found = { kind: "none" };
    } finally {
      setBusy(false);
    }
    // Another text came in meanwhile: its answer is the one that counts.
    if (pending !== source) return;
    const what = filename ?? "This text";
    switch (found.kind) {
      case "found":
        setMessage(`Opening it as ${found.type.title}…`);
        await openAs(found.type.id, source);
        return;
      case "none":
        setMessage(
          `${what} is not a puzzle any installed type reads. Open a type below and paste it there to see why it does not read.`,
        );
        return;
      case "unreadable":
        setMessage(
          `${what} looks like ${either(found.claims.map((c) => c.type.title))}, but none of them reads it: ${found.claims
            .map((c) => `as ${c.type.title}, ${c.error}`)
            .join("; ")}.`,
        );
        return;
      case "ambiguous":
        setChoices(found.claims.map((c) => ({ id: c.type.id, title: c.type.title })));
        setMessage(`${what} reads as ${either(found.claims.map((c) => c.type.title))}. Which is it?`);
        return;
    }
  }

  async function openFile(file: File | undefined) {
    if (!file) return;
    if (file.size > maxBytes()) {
      setChoices([]);
      setMessage(
        `${file.name} has ${count(file.size)} bytes, more than any installed puzzle type reads, so it was not read.`,
      );
      return;
    }
    const source = await file.text();
    setText(source);
    await open(source, file.name);
  }

  const accept = () =>
    [...new Set(props.types.flatMap((t) => t.formats.flatMap((f) => f.extensions)))]
      .map((e) => `.${e}`)
      .join(",");

  return (
    <section
      class="panel open-any"
      classList={{ dragging: drop.dragging() }}
      aria-labelledby="open-any-title"
      {...drop.handlers}
    >
      <h2 id="open-any-title">Open any puzzle</h2>
      <label for="open-any-text">
        Paste a puzz.link link or a puzzle file's text here, or drop a file: it opens on its type's page.
      </label>
      <textarea
        id="open-any-text"
        rows={3}
        spellcheck={false}
        value={text()}
        onInput={(e) => setText(e.currentTarget.value)}
        onPaste={(e) => {
          // After the browser has put the pasted text in the box: the whole box is the puzzle.
          const area = e.currentTarget;
          setTimeout(() => {
            setText(area.value);
            void open(area.value);
          });
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void open(text());
          }
        }}
        aria-describedby="open-any-status"
      />
      <div class="row">
        <button
          type="button"
          class="primary"
          disabled={busy()}
          onClick={() => void open(text())}
          title="Ctrl+Enter"
        >
          Open
        </button>
        <FileButton accept={accept()} onFile={(file) => void openFile(file)}>
          Open a file…
        </FileButton>
      </div>
      <p id="open-any-status" class="status" role="status" aria-live="polite">
        {message()}
      </p>
      <Show when={choices().length > 0}>
        <ul class="open-any-choices" aria-label="Open it as">
          <For each={choices()}>
            {(choice) => (
              <li>
                <button type="button" onClick={() => void openAs(choice.id, text())}>
                  Open as {choice.title}
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
