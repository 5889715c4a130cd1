import type { BoardDescription } from "@gridsmith/kit";
import { digitOfKey, digitSymbol as symbol } from "@gridsmith/kit/digit-play";
import { createMemo, createSignal, For, Index, Show } from "solid-js";
import { DigitPad } from "../grid/DigitPad.tsx";
import { cellMarks } from "../grid/marks.ts";
import { createRoving } from "../grid/roving.ts";
import type { PlayViewProps } from "../play-view.tsx";
import "./sudoku.css";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * What a variant draws on a cell on top of the sudoku (killer sudoku's cages): classes for the cell, a small
 * text in its top left corner, and words added to its label.
 */
export interface CellDecoration {
  classes?: Record<string, boolean>;
  corner?: string;
  label?: string;
}

/** A sudoku board's props; `decorate` lets a variant add to each cell (by index, row by row). */
export type SudokuBoardProps = PlayViewProps & {
  decorate?: (i: number) => CellDecoration;
};

/** The box a board's regions draw, as rows x columns: the first region's height and width. */
function boxOf(board: BoardDescription): { rows: number; cols: number } {
  const n = board.cols;
  const regions = board.regions ?? [];
  const run = (step: number) => {
    let k = 1;
    while (k < n && regions[k * step] === regions[0]) k++;
    return k;
  };
  return { rows: run(n), cols: run(1) };
}

/** The key's digit, read from the physical key so Shift+1 (pencil) still means 1. */
function digitOfEvent(event: KeyboardEvent, size: number): number {
  const m = /^(?:Digit|Numpad)([0-9])$/.exec(event.code);
  if (m) return digitOfKey(m[1]!, size);
  return digitOfKey(event.key, size);
}

/**
 * A sudoku grid: arrows move, digits fill, Shift+digit (or pencil mode, Space) toggles a pencil mark,
 * Backspace or Delete empties. Selecting a cell highlights its row, column and box, and every instance of
 * its digit. A digit pad under the grid does the same by mouse or touch.
 */
export function SudokuBoard(props: SudokuBoardProps) {
  const size = () => props.board.cols;
  const box = createMemo(() => boxOf(props.board));
  const nav = createRoving(size, size);
  const [pencil, setPencil] = createSignal(false);
  const readOnly = () => !props.onMove;
  const marks = createMemo(() => cellMarks(size(), size(), props.marks));
  const selected = () => nav.pos().row * size() + nav.pos().col;
  const given = (i: number) => props.board.cells[i]?.text;
  const entered = (i: number) => props.view.values?.[i] ?? null;
  const pencilMarks = (i: number) => props.view.marks?.[i] ?? [];
  /** What a cell shows: its given, else the digit entered, as a symbol; "" when empty. */
  const shown = (i: number) => given(i) ?? (entered(i) === null ? "" : symbol(Number(entered(i))));
  const selectedSymbol = () => (props.compact ? "" : shown(selected()));
  const regionOf = (i: number) => props.board.regions?.[i] ?? 0;
  const isPeer = (i: number, j: number) =>
    i !== j &&
    (Math.floor(i / size()) === Math.floor(j / size()) ||
      i % size() === j % size() ||
      regionOf(i) === regionOf(j));

  function enter(digit: number, asPencil: boolean) {
    const cell = selected();
    if (asPencil) props.onMove?.({ kind: "mark", cell, digit });
    else props.onMove?.({ kind: "value", cell, value: entered(cell) === digit ? null : digit });
  }

  const erase = () => props.onMove?.({ kind: "value", cell: selected(), value: null });

  function onKeyDown(event: KeyboardEvent) {
    if (nav.navigate(event) || readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const digit = digitOfEvent(event, size());
    if (digit) enter(digit, pencil() !== event.shiftKey);
    else if (event.key === "Backspace" || event.key === "Delete" || event.key === "0" || event.key === ".")
      erase();
    else if (event.key === " ") setPencil(!pencil());
    else return;
    event.preventDefault();
  }

  function describe(i: number, row: number, col: number): string {
    const key = `${row},${col}`;
    const parts = [`Row ${row + 1}, column ${col + 1}`];
    if (given(i)) parts.push(`${given(i)}, given`);
    else if (shown(i)) parts.push(shown(i));
    else {
      const notes = pencilMarks(i);
      parts.push(notes.length ? `empty, pencil marks ${notes.map(symbol).join(" ")}` : "empty");
    }
    const extra = props.decorate?.(i).label;
    if (extra) parts.push(extra);
    if (marks().mistakes.has(key)) parts.push("mistake");
    if (marks().step.has(key)) parts.push("hint");
    return parts.join(", ");
  }

  return (
    <div
      class="sudoku"
      classList={{ compact: props.compact }}
      style={{ "--n": size(), "--box-rows": box().rows, "--box-cols": box().cols }}
      aria-hidden={props.compact ? "true" : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        class="sudoku-grid"
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        onKeyDown={onKeyDown}
      >
        <Index each={range(size())}>
          {(row) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
            <div role="row" class="sudoku-row">
              <Index each={range(size())}>
                {(col) => {
                  const i = () => row() * size() + col();
                  const key = () => `${row()},${col()}`;
                  const value = () => shown(i());
                  const on = (d: number) => pencilMarks(i()).includes(d + 1);
                  return (
                    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the grid handles keys for all its cells, which roving tabindex makes focusable.
                    <div
                      role="gridcell"
                      ref={nav.register(row(), col())}
                      tabindex={!props.compact && nav.isAt(row(), col()) ? 0 : -1}
                      aria-label={props.compact ? undefined : describe(i(), row(), col())}
                      aria-readonly={given(i()) ? "true" : undefined}
                      aria-selected={!props.compact && nav.isAt(row(), col())}
                      class="sudoku-cell"
                      classList={{
                        given: !!given(i()),
                        entered: !given(i()) && entered(i()) !== null,
                        "box-right": col() < size() - 1 && regionOf(i()) !== regionOf(i() + 1),
                        "box-bottom": row() < size() - 1 && regionOf(i()) !== regionOf(i() + size()),
                        selected: !props.compact && nav.isAt(row(), col()),
                        peer: !props.compact && isPeer(i(), selected()),
                        same: selectedSymbol() !== "" && value() === selectedSymbol(),
                        mistake: marks().mistakes.has(key()),
                        hint: marks().step.has(key()),
                        because: marks().because.has(key()),
                        ...props.decorate?.(i()).classes,
                      }}
                      onClick={() => !props.compact && nav.moveTo(row(), col())}
                    >
                      <Show when={props.decorate?.(i()).corner}>
                        {(corner) => (
                          // Drawn by CSS from data-note: as text it would join the digit ("52"), a visible
                          // name the cell's label (which says "cage of 2 adding to 5") could not match.
                          <span class="corner" aria-hidden="true" data-note={corner()} />
                        )}
                      </Show>
                      <Show
                        when={value()}
                        fallback={
                          <Show when={pencilMarks(i()).length > 0}>
                            <span class="pencil" aria-hidden="true">
                              <For each={range(size())}>
                                {(d) => (
                                  <span
                                    classList={{
                                      on: on(d),
                                      same: selectedSymbol() === symbol(d + 1),
                                    }}
                                  >
                                    {on(d) ? symbol(d + 1) : ""}
                                  </span>
                                )}
                              </For>
                            </span>
                          </Show>
                        }
                      >
                        <span class="digit" aria-hidden="true">
                          {value()}
                        </span>
                      </Show>
                    </div>
                  );
                }}
              </Index>
            </div>
          )}
        </Index>
      </div>
      <Show when={!props.compact && !readOnly()}>
        <DigitPad
          digits={range(size()).map((d) => d + 1)}
          symbol={symbol}
          pencil={pencil()}
          onDigit={(d) => enter(d, pencil())}
          onErase={erase}
          onPencil={() => setPencil(!pencil())}
          afterEntry={() => nav.moveTo(nav.pos().row, nav.pos().col)}
        />
        <p class="board-help">
          Arrows move · digits fill · Shift+digit or pencil mode (Space) for pencil marks · Backspace empties
        </p>
      </Show>
    </div>
  );
}
