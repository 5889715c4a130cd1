import { createSignal, For, Show } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import { downloadFile } from "../state/download.ts";
import { serializeWith } from "../state/parse.ts";
import type { Session } from "../state/session.ts";
import { shareUrl } from "../state/share.ts";

export interface SharePanelProps {
  session: Session;
  info: TypeInfo;
  onStatus(message: string): void;
}

/** A link to the puzzle (and, if wanted, the progress), a download in every format the package writes, print. */
export function SharePanel(props: SharePanelProps) {
  const s = props.session;
  const [withProgress, setWithProgress] = createSignal(false);
  const [link, setLink] = createSignal("");

  async function makeLink() {
    const loaded = s.loaded();
    if (!loaded) return;
    const site = `${location.origin}${import.meta.env.BASE_URL}`;
    const url = await shareUrl(site, s.type.id, loaded.text, withProgress() ? s.attempt() : undefined);
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      props.onStatus("Link copied.");
    } catch {
      props.onStatus("Link ready: copy it from the box.");
    }
  }

  // Types whose package writes puzz.link URLs (sudoku, kakuro, nonogram) offer that link as well, to open the
  // puzzle in puzz.link's player; the package says when a puzzle has no such link (a 12x12 sudoku).
  const puzzlink = () => s.type.formats.find((f) => f.id === "puzzlink" && f.serialize);
  // The link itself, for "Open in puzz.link"; none when puzz.link cannot show this puzzle.
  const puzzlinkUrl = () => {
    const loaded = s.loaded();
    return loaded ? serializeWith(puzzlink(), loaded.puzzle) : null;
  };

  async function copyPuzzlink() {
    const loaded = s.loaded();
    const url = loaded && serializeWith(puzzlink(), loaded.puzzle);
    if (!url) {
      props.onStatus("puzz.link cannot show this puzzle.");
      return;
    }
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      props.onStatus("puzz.link link copied.");
    } catch {
      props.onStatus("Link ready: copy it from the box.");
    }
  }

  function download(formatId: string) {
    const loaded = s.loaded();
    const format = s.type.formats.find((f) => f.id === formatId);
    const text = loaded && serializeWith(format, loaded.puzzle);
    if (!format || text === null || text === undefined) {
      props.onStatus("This format could not write the puzzle.");
      return;
    }
    downloadFile({
      text,
      name: `${s.type.id}.${format.extensions[0] ?? "txt"}`,
      mediaType: format.mediaType ?? "text/plain",
    });
  }

  return (
    <section class="panel share" aria-labelledby="share-title">
      <h2 id="share-title">Share and export</h2>
      <label class="check">
        <input
          type="checkbox"
          checked={withProgress()}
          onChange={(e) => setWithProgress(e.currentTarget.checked)}
        />
        Include my progress in the link
      </label>
      <div class="row">
        <button type="button" onClick={makeLink}>
          Copy a link
        </button>
        <Show when={puzzlink()}>
          <button type="button" onClick={copyPuzzlink}>
            Copy a puzz.link link
          </button>
        </Show>
        <Show when={puzzlinkUrl()}>
          {(url) => (
            <a class="link-button" href={url()} target="_blank" rel="noopener noreferrer">
              Open in puzz.link
            </a>
          )}
        </Show>
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <Show when={link()}>
        <label for="share-link" class="visually-hidden">
          Link to this puzzle
        </label>
        <input
          id="share-link"
          class="share-link"
          readonly
          value={link()}
          onFocus={(e) => e.currentTarget.select()}
        />
      </Show>
      <fieldset class="row exports">
        <legend class="visually-hidden">Download</legend>
        <For each={props.info.formats.filter((f) => f.writable && f.id !== "puzzlink")}>
          {(f) => (
            <button type="button" onClick={() => download(f.id)} title={f.name}>
              Download .{f.extensions[0] ?? f.id}
            </button>
          )}
        </For>
      </fieldset>
    </section>
  );
}
