import type { Problem, Step } from "@gridsmith/kit";
import {
  BACKGROUND,
  type ColourFields,
  clueBlocks,
  colourRunsOf,
  isColourPuzzle,
  sameBlocks,
} from "./colour.ts";

/**
 * The nonogram package's puzzle as the site reads it: the clue of every row and every column; a colour
 * puzzle also has its palette and the colour of every block.
 */
export interface NonogramPuzzle extends ColourFields {
  rows: number[][];
  columns: number[][];
  title?: string;
}

/** The package's solution: one string per row, `#` filled, `.` empty; in colour, each cell's colour code. */
export type NonogramSolution = string[];

/**
 * A player's attempt, in the package's own attempt shape so check and hint read it as is: one string per
 * row, `#` filled, `x` crossed out (known empty), `?` not decided. In a colour puzzle a cell holds its
 * colour's code, `.` when crossed out (the background) or `?`.
 */
export type NonogramAttempt = string[];

/** A cell: `#`, `x` or `?` in black and white; a colour code, `.` or `?` in colour. */
export type CellState = string;

/** What crossing a cell out writes: `x` in black and white, the background's `.` in colour. */
export const crossOf = (p: NonogramPuzzle): CellState => (isColourPuzzle(p) ? BACKGROUND : "x");

export const width = (p: NonogramPuzzle) => p.columns.length;
export const height = (p: NonogramPuzzle) => p.rows.length;

export function newAttempt(p: NonogramPuzzle): NonogramAttempt {
  return Array.from({ length: height(p) }, () => "?".repeat(width(p)));
}

/** A saved attempt if it has this puzzle's shape, else null. */
export function restore(p: NonogramPuzzle, saved: unknown): NonogramAttempt | null {
  if (!Array.isArray(saved) || saved.length !== height(p)) return null;
  const codes = isColourPuzzle(p) ? new Set([...p.palette.map((c) => c.code), "?"]) : new Set("#x?");
  const ok = saved.every(
    (row) => typeof row === "string" && row.length === width(p) && [...row].every((ch) => codes.has(ch)),
  );
  return ok ? [...(saved as string[])] : null;
}

export function stateAt(a: NonogramAttempt, row: number, col: number): CellState {
  return a[row]?.[col] ?? "?";
}

/** The attempt with some cells set; the same attempt when nothing changes. */
export function paint(
  a: NonogramAttempt,
  cells: readonly { row: number; col: number }[],
  state: CellState,
): NonogramAttempt {
  let next: NonogramAttempt | null = null;
  for (const { row, col } of cells) {
    if (stateAt(next ?? a, row, col) === state) continue;
    next ??= [...a];
    const line = next[row]!;
    next[row] = line.slice(0, col) + state + line.slice(col + 1);
  }
  return next ?? a;
}

/** The runs of filled cells of a line of states. */
export function runsOf(line: readonly CellState[] | string): number[] {
  const runs: number[] = [];
  let run = 0;
  for (const ch of line) {
    if (ch === "#") run++;
    else if (run > 0) {
      runs.push(run);
      run = 0;
    }
  }
  if (run > 0) runs.push(run);
  return runs;
}

const sameRuns = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether a row's filled cells make exactly its clue (its clue is then struck out). */
export function rowSatisfied(p: NonogramPuzzle, a: NonogramAttempt, row: number): boolean {
  if (isColourPuzzle(p))
    return sameBlocks(
      colourRunsOf(a[row] ?? "", p.palette),
      clueBlocks(p.rows[row] ?? [], p.rowColours[row]),
    );
  return sameRuns(runsOf(a[row] ?? ""), p.rows[row] ?? []);
}

export function columnSatisfied(p: NonogramPuzzle, a: NonogramAttempt, col: number): boolean {
  const line = a.map((r) => r[col] ?? "?");
  if (isColourPuzzle(p))
    return sameBlocks(colourRunsOf(line, p.palette), clueBlocks(p.columns[col] ?? [], p.columnColours[col]));
  return sameRuns(runsOf(line), p.columns[col] ?? []);
}

/** The attempt as the package reads it; a colour attempt is already in the package's shape. */
export function toSolution(p: NonogramPuzzle, a: NonogramAttempt): string[] {
  return isColourPuzzle(p) ? [...a] : a.map((row) => row.replace(/x/g, "."));
}

/** A solution as an attempt: its filled (coloured) cells, the rest left blank so the picture reads clearly. */
export function withSolution(p: NonogramPuzzle, s: NonogramSolution): NonogramAttempt {
  if (isColourPuzzle(p)) return s.map((row) => row.replaceAll(BACKGROUND, "?"));
  return s.map((row) => row.replace(/[^#]/g, "?"));
}

/** Complete when every line's clue is met: unmarked cells then count as empty. */
export function isComplete(p: NonogramPuzzle, a: NonogramAttempt): boolean {
  return p.rows.every((_, r) => rowSatisfied(p, a, r)) && p.columns.every((_, c) => columnSatisfied(p, a, c));
}

/**
 * The painted and crossed-out cells that differ from the solution, one problem per cell: a cell painted
 * where the solution is empty or another colour, or crossed out where it is painted. Undecided cells are
 * not mistakes.
 */
export function mistakes(p: NonogramPuzzle, a: NonogramAttempt, s: NonogramSolution): Problem[] {
  const colour = isColourPuzzle(p);
  const problems: Problem[] = [];
  a.forEach((line, row) => {
    [...line].forEach((state, col) => {
      if (state === "?") return;
      const want = s[row]?.[col] ?? BACKGROUND;
      // The solution writes the background as `.`; black and white attempts cross out with `x`.
      const have = !colour && state === "x" ? BACKGROUND : state;
      if (have === want || (!colour && have !== "#" && want !== "#")) return;
      const what = have === BACKGROUND ? "crossed out" : colour ? `painted ${state}` : "filled";
      problems.push({
        code: "differs-from-solution",
        message: `r${row + 1}c${col + 1} should not be ${what}`,
        cells: [{ row, col }],
      });
    });
  });
  return problems;
}

interface DeductionLike {
  row?: number;
  col?: number;
  cell?: { row: number; col: number };
  state?: unknown;
  value?: unknown;
  filled?: unknown;
  /** A colour step's code (`.` for the background). */
  colour?: unknown;
}

function stateOf(value: unknown): CellState | null {
  if (value === true || value === "#" || value === 1 || value === "filled") return "#";
  if (value === false || value === "." || value === "x" || value === 2 || value === "empty") return "x";
  return null;
}

/** Carries out a hint or explanation step: each deduction fills a cell or crosses it out. */
export function applyStep(p: NonogramPuzzle, a: NonogramAttempt, step: Step): NonogramAttempt {
  let next = a;
  for (const raw of step.deductions as DeductionLike[]) {
    if (typeof raw !== "object" || raw === null) continue;
    const row = raw.cell?.row ?? raw.row;
    const col = raw.cell?.col ?? raw.col;
    const state = isColourPuzzle(p)
      ? typeof raw.colour === "string" && p.palette.some((c) => c.code === raw.colour)
        ? raw.colour
        : null
      : stateOf(raw.filled ?? raw.state ?? raw.value);
    if (typeof row !== "number" || typeof col !== "number" || !state) continue;
    if (row < 0 || row >= height(p) || col < 0 || col >= width(p)) continue;
    next = paint(next, [{ row, col }], state);
  }
  return next;
}

/** The clues of a picture (rows of `#` and anything else), for the editor. */
export function cluesOf(picture: readonly string[], w: number): NonogramPuzzle {
  const rows = picture.map((r) => runsOf(r));
  const columns = Array.from({ length: w }, (_, c) => runsOf(picture.map((r) => r[c] ?? "?")));
  return { rows, columns };
}
