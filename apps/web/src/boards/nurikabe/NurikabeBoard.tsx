import { createMemo, Index, Show } from "solid-js";
import { cellMarks } from "../grid/marks.ts";
import { createPaintStroke, lineBetween } from "../grid/pointer.ts";
import { createRoving, type Pos } from "../grid/roving.ts";
import type { PlayBoardProps } from "../types.ts";
import { DOT, isClue, type NuriAttempt, type NuriPuzzle, nextState, WALL } from "./model.ts";
import "./nurikabe.css";

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const stateName: Record<number, string> = { [WALL]: "wall", [DOT]: "island", 0: "empty" };

/**
 * A nurikabe: numbers in their cells, walls shaded, island cells dotted. A tap or click cycles a cell
 * empty -> wall -> dot; a drag paints every cell it passes with what the first one became (right button:
 * dots). Keyboard: arrows move, Space makes a wall, `.` a dot, Backspace empties.
 */
export function NurikabeBoard(props: PlayBoardProps<NuriPuzzle, NuriAttempt>) {
  const w = () => props.puzzle.width;
  const h = () => props.puzzle.height;
  const nav = createRoving(h, w);
  const readOnly = () => !props.onMove || !props.play;

  /** The attempt with cells shaded (`shade` moves of the package's play model; numbers never change). */
  function paint(a: NuriAttempt, cells: readonly Pos[], shade: number): NuriAttempt {
    return cells.reduce(
      (next, { row, col }) =>
        row < 0 || col < 0 || row >= h() || col >= w() || !props.play
          ? next
          : props.play.applyStep(props.puzzle, next, { kind: "shade", cell: row * w() + col, shade }),
      a,
    );
  }
  const marks = createMemo(() => cellMarks(h(), w(), props.marks));

  function play(next: NuriAttempt) {
    if (next !== props.attempt) props.onMove?.(next);
  }

  function toggle(pos: Pos, state: number) {
    const now = props.attempt[pos.row * w() + pos.col] ?? 0;
    play(paint(props.attempt, [pos], now === state ? 0 : state));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (nav.navigate(event) || readOnly() || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === " " || key === "enter" || key === "#") toggle(nav.pos(), WALL);
    else if (key === "." || key === "x") toggle(nav.pos(), DOT);
    else if (key === "backspace" || key === "delete") play(paint(props.attempt, [nav.pos()], 0));
    else return;
    event.preventDefault();
  }

  let last: Pos = { row: 0, col: 0 };
  let painting = 0;
  const stroke = createPaintStroke<NuriAttempt>({
    attempt: () => props.attempt,
    enabled: () => !readOnly() && !props.compact,
    start(at, event) {
      nav.moveTo(at.row, at.col);
      const i = at.row * w() + at.col;
      const now = props.attempt[i] ?? 0;
      // A stroke that starts on a number paints walls: the number itself never changes.
      painting =
        event.button === 2 ? (now === DOT ? 0 : DOT) : isClue(props.puzzle, i) ? WALL : nextState(now);
      last = at;
      return paint(props.attempt, [at], painting);
    },
    extend(at, draft) {
      // Every cell from the last one to this: a quick stroke skips none.
      const cells = lineBetween(last.row, last.col, at.row, at.col);
      last = at;
      return paint(draft, cells, painting);
    },
    commit: play,
  });
  const shown = stroke.shown;

  function describe(row: number, col: number): string {
    const i = row * w() + col;
    const key = `${row},${col}`;
    const clue = props.puzzle.clues[i] ?? -1;
    const parts = [`Row ${row + 1}, column ${col + 1}`];
    parts.push(
      clue > 0 ? `number ${clue}` : clue === 0 ? "number ?" : (stateName[shown()[i] ?? 0] ?? "empty"),
    );
    if (marks().mistakes.has(key)) parts.push("mistake");
    if (marks().step.has(key)) parts.push("hint");
    return parts.join(", ");
  }

  return (
    <div
      class="nurikabe"
      classList={{ compact: props.compact }}
      style={{ "--w": w(), "--h": h() }}
      aria-hidden={props.compact ? "true" : undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a puzzle grid is the ARIA grid widget, laid out with CSS grid. */}
      <div
        role="grid"
        class="nuri-grid"
        aria-label={props.label}
        aria-readonly={readOnly() ? "true" : undefined}
        onKeyDown={onKeyDown}
        {...stroke.handlers}
      >
        <Index each={range(h())}>
          {(row) => (
            // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: focus is on the cells.
            <div role="row" class="nuri-row">
              <Index each={range(w())}>
                {(col) => {
                  const i = () => row() * w() + col();
                  const key = () => `${row()},${col()}`;
                  const clue = () => props.puzzle.clues[i()] ?? -1;
                  return (
                    // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: the grid handles keys and pointers for its cells, which roving tabindex makes focusable.
                    <div
                      role="gridcell"
                      ref={nav.register(row(), col())}
                      data-row={row()}
                      data-col={col()}
                      tabindex={!props.compact && nav.isAt(row(), col()) ? 0 : -1}
                      aria-label={props.compact ? undefined : describe(row(), col())}
                      aria-readonly={clue() >= 0 ? "true" : undefined}
                      aria-selected={!props.compact && nav.isAt(row(), col())}
                      class="nuri-cell"
                      classList={{
                        number: clue() >= 0,
                        wall: clue() < 0 && shown()[i()] === WALL,
                        dot: clue() < 0 && shown()[i()] === DOT,
                        mistake: marks().mistakes.has(key()),
                        hint: marks().step.has(key()),
                        because: marks().because.has(key()),
                      }}
                    >
                      <Show when={clue() >= 0}>
                        <span aria-hidden="true">{clue() > 0 ? clue() : "?"}</span>
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
        <p class="board-help">
          Tap a cell: wall, dot, empty · drag to paint a run · right button dots · arrows move · Space makes a
          wall · . a dot · Backspace empties · solved once every cell is a wall or a dot
        </p>
      </Show>
    </div>
  );
}
