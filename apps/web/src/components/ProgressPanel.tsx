import { createSignal, For, Show } from "solid-js";
import type { Session } from "../state/session.ts";

/** Why the browser keeps nothing, in a word the person can act on. */
const unsaved = {
  unavailable:
    "This browser does not let the site save (a private window?): your moves are kept only until you leave.",
  full: "The browser's storage is full: your moves are kept only until you leave. Remove old puzzles on the home page.",
} as const;

/**
 * The player's progress on this puzzle: a quiet note when it cannot be saved, and named checkpoints (a board
 * kept under a name to come back to, say before a guess).
 */
export function ProgressPanel(props: { session: Session; onStatus(message: string): void }) {
  const s = props.session;
  const [label, setLabel] = createSignal("");

  function save(event: SubmitEvent) {
    event.preventDefault();
    const name = s.saveCheckpoint(label());
    setLabel("");
    props.onStatus(`Checkpoint "${name}" saved.`);
  }

  return (
    <section class="panel progress-panel" aria-labelledby="progress-title">
      <h2 id="progress-title">Checkpoints</h2>
      <Show when={s.saveStatus() !== "saved" && s.saveStatus()} keyed>
        {(why) => <p class="save-note">{unsaved[why as keyof typeof unsaved]}</p>}
      </Show>
      <form class="row" onSubmit={save}>
        <label for="checkpoint-name">Name</label>
        <input
          id="checkpoint-name"
          value={label()}
          placeholder={`Checkpoint ${s.checkpoints().length + 1}`}
          onInput={(e) => setLabel(e.currentTarget.value)}
          disabled={!!s.preview()}
        />
        <button type="submit" disabled={!!s.preview()}>
          Save checkpoint
        </button>
      </form>
      <Show
        when={s.checkpoints().length > 0}
        fallback={
          <p class="hint-text">Save the board under a name to come back to it, e.g. before a guess.</p>
        }
      >
        <ul class="checkpoints">
          <For each={s.checkpoints()}>
            {(c) => (
              <li>
                <span class="checkpoint-name">{c.name}</span>{" "}
                <time datetime={new Date(c.savedAt).toISOString()}>{formatTime(c.savedAt)}</time>
                <button
                  type="button"
                  aria-label={`Return to ${c.name}`}
                  disabled={!!s.preview()}
                  onClick={() => {
                    if (s.returnToCheckpoint(c.name))
                      props.onStatus(`Back to "${c.name}" (Undo to go back).`);
                  }}
                >
                  Return
                </button>
                <button
                  type="button"
                  aria-label={`Remove ${c.name}`}
                  onClick={() => {
                    s.removeCheckpoint(c.name);
                    props.onStatus(`Checkpoint "${c.name}" removed.`);
                  }}
                >
                  Remove
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}

/** A time people read at a glance: today's as hours and minutes, older ones with their date. */
export function formatTime(at: number, now = Date.now()): string {
  const date = new Date(at);
  const sameDay = new Date(now).toDateString() === date.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })
    : date.toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" });
}
