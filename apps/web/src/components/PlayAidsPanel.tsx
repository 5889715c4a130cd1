import { Show } from "solid-js";
import type { Aids, PlayAids } from "../state/aids.ts";
import type { Session } from "../state/session.ts";

export interface PlayAidsPanelProps {
  session: Session;
  aids: Aids;
  /** What "show mistakes as you go" says: solving, why it cannot, or how many are marked. */
  mistakesNote: string;
  onStatus(message: string): void;
}

/**
 * The play aids, each off until the person turns it on (remembered in this browser): mistakes as you go,
 * crossing off satisfied clues where the board has clues, the timer; and "Fill candidates" where the board
 * has pencil marks.
 */
export function PlayAidsPanel(props: PlayAidsPanelProps) {
  const s = props.session;
  const option = (name: keyof PlayAids, label: string) => (
    <label class="check">
      <input
        type="checkbox"
        checked={props.aids.aids()[name]}
        onChange={(e) => props.aids.set(name, e.currentTarget.checked)}
      />
      {label}
    </label>
  );

  function fillCandidates() {
    const loaded = s.loaded();
    const fill = s.board.fillCandidates;
    if (!loaded || !fill || s.preview()) return;
    const next = fill(loaded.puzzle, s.attempt());
    if (next === s.attempt()) props.onStatus("Every empty cell already has its candidates.");
    else {
      s.move(next);
      props.onStatus("Filled every empty cell's candidates (Undo takes them back).");
    }
  }

  return (
    <section class="panel aids" aria-labelledby="aids-title">
      <h2 id="aids-title">Play aids</h2>
      <Show when={s.board.mistakes}>
        {option("mistakes", "Show mistakes as you go")}
        <Show when={props.mistakesNote}>
          <p class="aid-note" role="status">
            {props.mistakesNote}
          </p>
        </Show>
      </Show>
      <Show when={s.board.aids?.includes("crossOffClues")}>
        {option("crossOffClues", "Cross off clues whose line is done")}
      </Show>
      {option("timer", "Timer")}
      <Show when={s.board.fillCandidates}>
        <div class="row">
          <button type="button" onClick={fillCandidates} disabled={!!s.preview()}>
            Fill candidates
          </button>
        </div>
      </Show>
    </section>
  );
}
