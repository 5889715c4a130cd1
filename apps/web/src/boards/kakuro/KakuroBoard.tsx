import { createEffect, createMemo, createSignal, For, Index, on, Show } from "solid-js";
import { DigitPad } from "../grid/DigitPad.tsx";
import { cellMarks } from "../grid/marks.ts";
import { createRoving } from "../grid/roving.ts";
import type { PlayViewProps } from "../play-view.tsx";
import { runsOf } from "./runs.ts";
import "./kakuro.css";

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/** The key's digit 1-9, read from the physical key so Shift+1 (pencil) still means 1; else 0. */
function digitOfEvent(event: KeyboardEvent): number {
  const m = /^(?:Digit|Numpad)([1-9])$/.exec(event.code) ?? /^([1-9])$/.exec(event.key);
  return m ? Number(m[1]) : 0;
}

/** What a black cell says: its clues, "down 16, across 7", or "black" when it has none. */
function clueLabel(block: { down?: number; across?: number }): string {
  const parts = [];
  if (block.down !== undefined) parts.push(`down ${block.down}`);
  if (block.across !== undefined) parts.push(`across ${block.across}`);
  return parts.length ? parts.join(", ") : "black";
}

/**
 * A kakuro grid, played as the sudoku board is: arrows move between white cells (over black ones), digits
 * fill, Shift+digit (or pencil mode, Space) toggles a pencil mark, Backspace, Delete or 0 empties. A black
 * cell shows its clues split by a diagonal: the down sum below it, the across sum above. Selecting a cell
 * highlights its two entries and every instance of its digit. A digit pad under the grid does the same
 * by mouse or touch.
 */
export function KakuroBoard(props: PlayViewProps) {
  const rows = () => props.board.rows;
  const cols = () => props.board.cols;
  const nav = createRoving(rows, cols);
  const [pencil, setPencil] = createSignal(false);
  const readOnly = () => !props.onMove;
  const marks = createMemo(() => cellMarks(rows(), cols(), props.marks));
  const runs = createMemo(() => runsOf(props.board));
  const selected = () => nav.pos().row * cols() + nav.pos().col;
  const isWhiteAt = (i: number) => !props.board.cells[i]?.block;
  /** A given's digit, else 0. */
  const givenAt = (i: number) => Number(props.board.cells[i]?.text ?? 0);
  const entered = (i: number) => Number(props.view.values?.[i] ?? 0);
  /** The digit in a cell: given or entered, 0 when empty or black. */
  const valueAt = (i: number) => (isWhiteAt(i) ? givenAt(i) || entered(i) : 0);
  const selectedDigit = () => (props.compact ? 0 : valueAt(selected()));
  const white = (row: number, col: number) => isWhiteAt(row * cols() + col);

  // The tab stop starts on (and, when another puzzle opens, returns to) a white cell: black ones take no input.
  createEffect(
    on(
      () => props.board,
      (b) => {
        const { row, col } = nav.pos();
        if (row < b.rows && col < b.cols && white(row, col)) return;
        const first = b.cells.findIndex((c) => !c?.block);
        if (first >= 0) nav.moveTo(Math.floor(first / b.cols), first % b.cols, false);
      },
    ),
  );

  /** The next white cell from (row, col) by steps of (dr, dc), or null at the grid's edge. */
  function nextWhite(row: number, col: number, dr: number, dc: number) {
    for (let r = row + dr, c = col + dc; r >= 0 && c >= 0 && r < rows() && c < cols(); r += dr, c += dc)
      if (white(r, c)) return { row: r, col: c };
    return null;
  }

  const moves: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };

  /** Arrows skip black cells; Home and End go to the row's (with Ctrl, the grid's) first or last white cell. */
  function navigate(event: KeyboardEvent): boolean {
    const { row, col } = nav.pos();
    const ctrl = event.ctrlKey || event.metaKey;
    let to: { row: number; col: number } | null = null;
    const move = moves[event.key];
    if (move) to = nextWhite(row, col, move[0], move[1]);
    else if (event.key === "Home" || event.key === "End") {
      const cells = range(rows() * cols()).filter(
        (i) => isWhiteAt(i) && (ctrl || Math.floor(i / cols()) === row),
      );
      const i = event.key === "Home" ? cells[0] : cells[cells.length - 1];
      if (i !== undefined) to = { row: Math.floor(i / cols()), col: i % cols() };
    } else return false;
    event.preventDefault();
    if (to) nav.moveTo(to.row, to.col);
    return true;
  }

  function enter(digit: number, asPencil: boolean) {
    const cell = selected();
    if (asPencil) props.onMove?.({ kind: "mark", cell, digit });
    else props.onMove?.({ kind: "value", cell, value: entered(cell) === digit ? null : digit });
  }

  const erase = () => props.onMove?.({ kind: "value", cell: selected(), value: null });

  function onKeyDown(event: KeyboardEvent) {
    if (navigate(event) || readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const digit = digitOfEvent(event);
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
    const given = givenAt(i);
    if (given) parts.push(`${given}, given`);
    else if (entered(i)) parts.push(String(entered(i)));
    else {
      const notes = props.view.marks?.[i] ?? [];
      parts.push(notes.length ? `empty, pencil marks ${notes.join(" ")}` : "empty");
    }
    const { across, down } = runs()[i] ?? {};
    if (across !== undefined) parts.push(`across ${across}`);
    if (down !== undefined) parts.push(`down ${down}`);
    if (marks().mistakes.has(key)) parts.push("mistake");
    if (marks().step.has(key)) parts.push("hint");
    return parts.join(", ");
  }

  /** Classes a cell takes from Check and from the step shown, black or white. */
  const markClasses = (key: string) => ({
    mistake: marks().mistakes.has(key),
    hint: marks().step.has(key),
    because: marks().because.has(key),
  });

  return (
    <div
      class="kakuro"
      classList={{ compact: props.compact }}
      style={{ "--rows": rows(), "--cols": cols() }}
      aria-hidden={props.compact ? "true" : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        class="kakuro-grid"
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        onKeyDown={onKeyDown}
      >
        <Index each={range(rows())}>
          {(row) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
            <div role="row" class="kakuro-row">
              <Index each={range(cols())}>
                {(col) => {
                  const i = () => row() * cols() + col();
                  const key = () => `${row()},${col()}`;
                  const cell = () => props.board.cells[i()];
                  return (
                    <Show when={cell()?.block ? cell() : null} fallback={whiteCell(i, key, row, col)}>
                      {(block) => (
                        // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a clue cell is read, not played; arrows pass over it.
                        <div
                          role="gridcell"
                          aria-label={props.compact ? undefined : clueLabel(block())}
                          aria-readonly="true"
                          class="kakuro-cell block"
                          classList={{
                            clued: block().down !== undefined || block().across !== undefined,
                            ...markClasses(key()),
                          }}
                        >
                          {/* Drawn by CSS from data-clue: as text the two sums would run together ("167"). */}
                          <Show when={block().down !== undefined}>
                            <span class="clue down" aria-hidden="true" data-clue={block().down} />
                          </Show>
                          <Show when={block().across !== undefined}>
                            <span class="clue across" aria-hidden="true" data-clue={block().across} />
                          </Show>
                        </div>
                      )}
                    </Show>
                  );
                }}
              </Index>
            </div>
          )}
        </Index>
      </div>
      <Show when={!props.compact && !readOnly()}>
        <DigitPad
          digits={DIGITS}
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

  function whiteCell(i: () => number, key: () => string, row: () => number, col: () => number) {
    const value = () => valueAt(i());
    const notes = () => props.view.marks?.[i()] ?? [];
    return (
      // biome-ignore lint/a11y/useSemanticElements lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the grid handles keys for all its cells, which roving tabindex makes focusable.
      <div
        role="gridcell"
        ref={nav.register(row(), col())}
        tabindex={!props.compact && nav.isAt(row(), col()) ? 0 : -1}
        aria-label={props.compact ? undefined : describe(i(), row(), col())}
        aria-readonly={givenAt(i()) ? "true" : undefined}
        aria-selected={!props.compact && nav.isAt(row(), col())}
        class="kakuro-cell white"
        classList={{
          given: !!givenAt(i()),
          entered: !givenAt(i()) && !!entered(i()),
          selected: !props.compact && nav.isAt(row(), col()),
          peer: !props.compact && !!runs()[selected()]?.peers.has(i()),
          same: selectedDigit() !== 0 && value() === selectedDigit(),
          ...markClasses(key()),
        }}
        onClick={() => !props.compact && nav.moveTo(row(), col())}
      >
        <Show
          when={value()}
          fallback={
            <Show when={notes().length > 0}>
              <span class="pencil" aria-hidden="true">
                <For each={DIGITS}>
                  {(d) => (
                    <span classList={{ same: selectedDigit() === d }}>{notes().includes(d) ? d : ""}</span>
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
  }
}
