import { A } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import type { TypeInfo } from "../catalog/manifest.ts";
import { listRecent, makeCurrent, type RecentEntry, removeProgress } from "../state/storage.ts";
import { formatTime } from "./ProgressPanel.tsx";
import { ProgressTransfer } from "./ProgressTransfer.tsx";

/** The puzzles played on this device, most recent first: resume one, or forget it; export and import all. */
export function RecentPuzzles(props: { types: TypeInfo[]; storage: Storage | null }) {
  const [entries, setEntries] = createSignal(listRecent(props.storage));
  const refresh = () => setEntries(listRecent(props.storage));
  const title = (id: string) => props.types.find((t) => t.id === id)?.title ?? id;

  return (
    <section class="recent" aria-labelledby="recent-title">
      <h2 id="recent-title">Your puzzles</h2>
      <Show
        when={entries().length > 0}
        fallback={
          <p class="hint-text">
            {props.storage
              ? "Puzzles you play are kept here, to pick up where you left off."
              : "This browser does not let the site save (a private window?): progress is kept only until you leave."}
          </p>
        }
      >
        <ul class="recent-list">
          <For each={entries()}>
            {(e) => (
              <li>
                <A
                  href={`/${e.typeId}`}
                  // The type's page opens its current puzzle; make it this one first.
                  onClick={() => makeCurrent(props.storage, e.typeId, e.text)}
                >
                  {title(e.typeId)}: {e.name ?? "untitled"}
                </A>
                <span class="recent-facts">
                  {describe(e)} · last played{" "}
                  <time datetime={new Date(e.savedAt).toISOString()}>{formatTime(e.savedAt)}</time>
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${title(e.typeId)}: ${e.name ?? "untitled"}`}
                  onClick={() => {
                    removeProgress(props.storage, e.typeId, e.text);
                    refresh();
                  }}
                >
                  Remove
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <ProgressTransfer storage={props.storage} hasProgress={entries().length > 0} onChange={refresh} />
    </section>
  );
}

/** "9×9 · 12 of 51 cells · 2 checkpoints", or "solved". */
export function describe(e: RecentEntry): string {
  const parts: string[] = [];
  if (e.size) parts.push(e.size);
  if (e.solved) parts.push("solved");
  else if (e.filled !== undefined && e.total !== undefined) parts.push(`${e.filled} of ${e.total} cells`);
  if (e.checkpoints > 0) parts.push(`${e.checkpoints} checkpoint${e.checkpoints === 1 ? "" : "s"}`);
  return parts.join(" · ") || "started";
}
