import type { Step } from "@gridsmith/kit";
import { For } from "solid-js";
import type { BoardModule, BoardProps } from "../boards/types.ts";
import type { RowPuzzle } from "./row-puzzle.ts";

type RowAttempt = (number | null)[];

function RowBoard(props: BoardProps<RowPuzzle, RowAttempt>) {
  const marked = (col: number) =>
    props.marks?.problems.some((p) => p.cells?.some((c) => c.col === col)) ?? false;
  const stepped = (col: number) => props.marks?.step?.cells.some((c) => c.col === col) ?? false;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS.
    <div role="grid" aria-label={props.label}>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells. */}
      <div role="row">
        <For each={props.puzzle.cells}>
          {(given, col) => (
            <td>
              <input
                aria-label={`column ${col() + 1}`}
                data-mistake={marked(col()) ? "" : undefined}
                data-step={stepped(col()) ? "" : undefined}
                readonly={given !== 0 || !props.onMove}
                value={given || props.attempt[col()] || ""}
                onInput={(e) => {
                  const next = [...props.attempt];
                  next[col()] = Number(e.currentTarget.value) || null;
                  props.onMove?.(next);
                }}
              />
            </td>
          )}
        </For>
      </div>
    </div>
  );
}

/** A board for the test row type, built only on the public board contract. */
export const rowBoard: BoardModule<RowPuzzle, RowAttempt, number[]> = {
  Board: RowBoard,
  newAttempt: (p) => p.cells.map(() => null),
  restore: (p, saved) =>
    Array.isArray(saved) && saved.length === p.cells.length ? (saved as RowAttempt) : null,
  toSolution: (p, a) => p.cells.map((c, i) => c || a[i] || null),
  withSolution: (_p, s) => [...s],
  applyStep(_p, a, step: Step) {
    const next = [...a];
    for (const d of step.deductions as { col: number; digit: number }[]) next[d.col] = d.digit;
    return next;
  },
  isComplete: (p, a) => p.cells.every((c, i) => c !== 0 || a[i]),
};
