import { createMemo, createSignal, Index, Show } from "solid-js";
import { cellMarks } from "../grid/marks.ts";
import { createPaintStroke, lineBetween } from "../grid/pointer.ts";
import { createRoving } from "../grid/roving.ts";
import type { PlayBoardProps } from "../types.ts";
import { ClueNumbers, clueText } from "./ClueNumbers.tsx";
import { BACKGROUND, isColourPuzzle } from "./colour.ts";
import { colourKey } from "./keys.ts";
import {
  type CellState,
  crossOf,
  height,
  type NonogramAttempt,
  type NonogramPuzzle,
  shadeOf,
  stateAt,
  width,
} from "./model.ts";
import { PalettePicker } from "./PalettePicker.tsx";
import "./nonogram.css";
import { range } from "../../board/geometry.ts";

const stateName: Record<string, string> = { "#": "filled", x: "crossed out", "?": "empty" };

interface Drag {
  state: CellState;
  row: number;
  col: number;
  axis: "row" | "col" | null;
}

/**
 * A nonogram: clues on the left and on top (struck out when their line is satisfied, if the person asks
 * for it: `aids.crossOffClues`; their labels always say so); thicker rules every five cells. Drag to paint a line of cells in one move (right button or the Cross tool crosses out).
 * Keyboard: arrows move, Space fills, X crosses out, Backspace clears, Tab goes to the next row.
 * A colour puzzle has a palette to pick the colour to paint with; a digit or a colour's code paints the
 * cell with that colour (and picks it), clues are drawn on chips of their colour.
 */
export function NonogramBoard(props: PlayBoardProps<NonogramPuzzle, NonogramAttempt>) {
  const w = () => width(props.puzzle);
  const h = () => height(props.puzzle);
  const nav = createRoving(h, w);
  const [tool, setTool] = createSignal<CellState>("#");
  const palette = () => (isColourPuzzle(props.puzzle) ? props.puzzle.palette : undefined);
  const cross = () => crossOf(props.puzzle);
  /** The tool in use: in colour, the picked colour while the puzzle has it, else its first colour. */
  const current = (): CellState => {
    const p = palette();
    if (!p) return tool() === "x" ? "x" : "#";
    return p.some((c) => c.code === tool()) ? tool() : p[1]!.code;
  };
  let drag: Drag | null = null;
  const readOnly = () => !props.onMove || !props.play;

  /** The attempt with cells set to a state (`shade` moves of the package's play model). */
  function paint(a: NonogramAttempt, cells: readonly { row: number; col: number }[], state: CellState) {
    const shade = shadeOf(props.puzzle, state);
    return cells.reduce(
      (next, { row, col }) =>
        !props.play || row < 0 || col < 0 || row >= h() || col >= w()
          ? next
          : props.play.applyStep(props.puzzle, next, { kind: "shade", cell: row * w() + col, shade }),
      a,
    );
  }
  const marks = createMemo(() => cellMarks(h(), w(), props.marks));
  const clueWidth = createMemo(() =>
    Math.max(1, ...props.puzzle.rows.map((c) => c.join(" ").length + (palette() ? c.length : 0))),
  );
  const clueHeight = createMemo(() => Math.max(1, ...props.puzzle.columns.map((c) => c.length)));

  function set(row: number, col: number, state: CellState) {
    const moved = paint(props.attempt, [{ row, col }], state);
    if (moved !== props.attempt) props.onMove?.(moved);
  }

  function toggle(row: number, col: number, state: CellState) {
    set(row, col, stateAt(props.attempt, row, col) === state ? "?" : state);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Tab" && !event.ctrlKey && !event.altKey) {
      const row = nav.pos().row + (event.shiftKey ? -1 : 1);
      if (row < 0 || row >= h()) return;
      nav.moveTo(row, 0);
      event.preventDefault();
      return;
    }
    if (nav.navigate(event) || readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const { row, col } = nav.pos();
    const key = event.key.toLowerCase();
    const p = palette();
    const picked = p ? colourKey(p, event.key) : null;
    if (picked !== null) {
      setTool(picked);
      set(row, col, picked);
    } else if (key === " " || key === "enter" || key === "f" || key === "#")
      toggle(row, col, p ? current() : "#");
    else if (key === "x" || key === ".") toggle(row, col, cross());
    else if (key === "backspace" || key === "delete") set(row, col, "?");
    else return;
    event.preventDefault();
  }

  const stroke = createPaintStroke<NonogramAttempt>({
    attempt: () => props.attempt,
    enabled: () => !readOnly() && !props.compact,
    start({ row, col }, event) {
      nav.moveTo(row, col);
      const paintWith = event.button === 2 ? cross() : current();
      const state: CellState = stateAt(props.attempt, row, col) === paintWith ? "?" : paintWith;
      drag = { state, row, col, axis: null };
      return paint(props.attempt, [{ row, col }], state);
    },
    extend(at, draft) {
      if (!drag) return draft;
      if (!drag.axis && (at.row !== drag.row || at.col !== drag.col))
        drag.axis = Math.abs(at.row - drag.row) > Math.abs(at.col - drag.col) ? "col" : "row";
      // A drag stays on the line it started along, so a wobbly stroke paints a straight line.
      const end = drag.axis === "row" ? { row: drag.row, col: at.col } : { row: at.row, col: drag.col };
      return paint(props.attempt, lineBetween(drag.row, drag.col, end.row, end.col), drag.state);
    },
    commit: (next) => props.onMove?.(next),
  });
  const shown = stroke.shown;
  /** Which lines make their clue (the play model's `doneClues`; a line whose clue is 0 has no filled cell). */
  const done = createMemo(() => {
    const view = props.play?.view(props.puzzle, shown());
    const line = (clue: readonly number[], strikes: boolean[] | undefined, cells: number[]) =>
      clue.length === 0 ? cells.every((c) => (view?.shades?.[c] ?? 0) <= 0) : !!strikes?.every(Boolean);
    const cellsOf = (r: number | null, c: number | null) =>
      r !== null
        ? Array.from({ length: w() }, (_, k) => r * w() + k)
        : Array.from({ length: h() }, (_, k) => k * w() + c!);
    return {
      rows: props.puzzle.rows.map(
        (clue, r) => !!view && line(clue, view.doneClues?.rows[r], cellsOf(r, null)),
      ),
      cols: props.puzzle.columns.map(
        (clue, c) => !!view && line(clue, view.doneClues?.cols[c], cellsOf(null, c)),
      ),
    };
  });

  function describe(row: number, col: number): string {
    const key = `${row},${col}`;
    const state = stateAt(shown(), row, col);
    const p = palette();
    const name = !p
      ? stateName[state]
      : state === BACKGROUND
        ? "crossed out"
        : (p.find((c) => c.code === state)?.name ?? "empty");
    const parts = [`Row ${row + 1}, column ${col + 1}`, name ?? "empty"];
    if (marks().mistakes.has(key)) parts.push("mistake");
    if (marks().step.has(key)) parts.push("hint");
    return parts.join(", ");
  }

  const colourOf = (state: CellState) =>
    state === BACKGROUND ? undefined : palette()?.find((c) => c.code === state)?.rgb;

  return (
    <div
      class="nonogram"
      classList={{ compact: props.compact, "cross-off": !!props.aids?.crossOffClues }}
      style={{ "--w": w(), "--h": h(), "--clue-w": clueWidth(), "--clue-h": clueHeight() }}
      aria-hidden={props.compact ? "true" : undefined}
    >
      <Show when={!props.compact && !readOnly() && palette()}>
        {(p) => <PalettePicker palette={p()} current={current()} onPick={setTool} />}
      </Show>
      <Show when={!props.compact && !readOnly() && !palette()}>
        <fieldset class="nono-tools">
          <legend class="visually-hidden">Tool</legend>
          <button type="button" aria-pressed={tool() === "#"} onClick={() => setTool("#")}>
            Fill
          </button>
          <button type="button" aria-pressed={tool() === "x"} onClick={() => setTool("x")}>
            Cross out
          </button>
        </fieldset>
      </Show>
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        class="nono-grid"
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        aria-rowcount={h() + 1}
        aria-colcount={w() + 1}
        onKeyDown={onKeyDown}
        {...stroke.handlers}
      >
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: headers are not focusable cells. */}
        <div role="row" class="nono-row">
          <div class="nono-corner" />
          <Index each={props.puzzle.columns}>
            {(clue, col) => (
              // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused.
              <div
                role="columnheader"
                class="nono-clue col-clue"
                classList={{
                  done: done().cols[col],
                  "rule-right": (col + 1) % 5 === 0 && col < w() - 1,
                }}
                aria-label={`Column ${col + 1} clue ${clueText(clue(), palette(), props.puzzle.columnColours?.[col])}${done().cols[col] ? ", done" : ""}`}
              >
                <ClueNumbers
                  lengths={clue()}
                  palette={palette()}
                  colours={props.puzzle.columnColours?.[col]}
                />
              </div>
            )}
          </Index>
        </div>
        <Index each={range(h())}>
          {(row) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
            <div role="row" class="nono-row">
              {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: clues are read, not focused. */}
              <div
                role="rowheader"
                class="nono-clue row-clue"
                classList={{
                  done: done().rows[row()],
                  "rule-bottom": (row() + 1) % 5 === 0 && row() < h() - 1,
                }}
                aria-label={`Row ${row() + 1} clue ${clueText(props.puzzle.rows[row()] ?? [], palette(), props.puzzle.rowColours?.[row()])}${done().rows[row()] ? ", done" : ""}`}
              >
                <ClueNumbers
                  lengths={props.puzzle.rows[row()] ?? []}
                  palette={palette()}
                  colours={props.puzzle.rowColours?.[row()]}
                />
              </div>
              <Index each={range(w())}>
                {(col) => {
                  const key = () => `${row()},${col()}`;
                  const state = () => stateAt(shown(), row(), col());
                  return (
                    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the grid handles keys and pointers for its cells, which roving tabindex makes focusable.
                    <div
                      role="gridcell"
                      ref={nav.register(row(), col())}
                      data-row={row()}
                      data-col={col()}
                      tabindex={!props.compact && nav.isAt(row(), col()) ? 0 : -1}
                      aria-label={props.compact ? undefined : describe(row(), col())}
                      class="nono-cell"
                      data-colour={colourOf(state()) ? state() : undefined}
                      style={colourOf(state()) ? { "background-color": colourOf(state()) } : undefined}
                      classList={{
                        filled: !palette() && state() === "#",
                        coloured: !!colourOf(state()),
                        crossed: state() === cross(),
                        "rule-right": (col() + 1) % 5 === 0 && col() < w() - 1,
                        "rule-bottom": (row() + 1) % 5 === 0 && row() < h() - 1,
                        "edge-top": row() === 0,
                        "edge-left": col() === 0,
                        "edge-right": col() === w() - 1,
                        "edge-bottom": row() === h() - 1,
                        mistake: marks().mistakes.has(key()),
                        hint: marks().step.has(key()),
                        because: marks().because.has(key()),
                      }}
                    />
                  );
                }}
              </Index>
            </div>
          )}
        </Index>
      </div>
      <Show when={!props.compact && !readOnly()}>
        <p class="board-help">
          <Show
            when={palette()}
            fallback="Drag to paint a line · right button crosses out · arrows move · Space fills · X crosses out · Tab next row"
          >
            Pick a colour, drag to paint a line · right button crosses out · arrows move · 1-9 or a colour's
            code paints with that colour · Space paints · X (or .) crosses out · Tab next row
          </Show>
        </p>
      </Show>
    </div>
  );
}
