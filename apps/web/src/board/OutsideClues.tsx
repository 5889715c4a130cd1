import { Index, Show } from "solid-js";
import type { CellGridState } from "./cell-grid-state.ts";
import { range } from "./geometry.ts";
import { outsideText } from "./labels.ts";

type Axis = "rows" | "cols";

/** Whether clue `n` of row or column `k` is crossed off. */
const done = (s: CellGridState, axis: Axis, k: number, n: number) =>
  !!s.props.view.doneClues?.[axis]?.[k]?.[n];

/** Whether every clue of row or column `k` is crossed off (a line with none is never done). */
function lineDone(s: CellGridState, axis: Axis, k: number) {
  const clues = s.outside()?.[axis][k] ?? [];
  return clues.length > 0 && clues.every((_, n) => done(s, axis, k, n));
}

/** The numbers of row or column `k`'s clue (a 0 where it has none), a colour chip each on colour boards. */
function clueNumbers(s: CellGridState, axis: Axis, k: number) {
  const outside = s.outside;
  return (
    <Index each={outside()?.[axis][k]?.length ? outside()![axis][k] : [{ value: 0 }]}>
      {(clue, n) => (
        <span
          classList={{ chip: !!clue().colour, done: done(s, axis, k, n) }}
          style={clue().colour ? { "background-color": clue().colour } : undefined}
        >
          {clue().value}
        </span>
      )}
    </Index>
  );
}

/** The row of column clues above the grid (nonogram's), after an empty corner, when the board has them. */
export function OutsideColumnClues(props: { state: CellGridState }) {
  const s = props.state;
  return (
    <Show when={s.outside()}>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: headers are not focusable cells. */}
      <div role="row" class="gb-row">
        <div class="gb-corner" />
        <Index each={range(s.cols())}>
          {(col) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused.
            <div
              role="columnheader"
              class="gb-outside col-clue"
              classList={{ done: lineDone(s, "cols", col()), "rule-right": s.rules().right[col()] }}
              aria-label={`Column ${col() + 1} clue ${outsideText(s.outside()!.cols[col()] ?? [])}${lineDone(s, "cols", col()) ? ", done" : ""}`}
            >
              {clueNumbers(s, "cols", col())}
            </div>
          )}
        </Index>
      </div>
    </Show>
  );
}

/** The clue before row `row`'s cells, when the board has outside clues. */
export function OutsideRowClue(props: { state: CellGridState; row: number }) {
  const s = props.state;
  return (
    <Show when={s.outside()}>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused. */}
      <div
        role="rowheader"
        class="gb-outside row-clue"
        classList={{
          done: lineDone(s, "rows", props.row),
          "rule-bottom": s.rules().bottom[props.row * s.cols()],
        }}
        aria-label={`Row ${props.row + 1} clue ${outsideText(s.outside()!.rows[props.row] ?? [])}${lineDone(s, "rows", props.row) ? ", done" : ""}`}
      >
        {clueNumbers(s, "rows", props.row)}
      </div>
    </Show>
  );
}
