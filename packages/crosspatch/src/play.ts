import { cellMistake, isMove, type PlayModel } from "@gridsmith/kit";
import { chars, upper } from "./code-points.js";
import type { CrosspatchDeduction } from "./deductions.js";
import { type Geometry, geometryOf } from "./geometry.js";
import { type CrosspatchPuzzle, type CrosspatchSolution, EMPTY, NO_CELL } from "./puzzle.js";

/**
 * A player's attempt: the framework rows with letters written in (`#` still empty, a space no cell), which
 * `check` and `hint` read as `{ rows }`.
 */
export type CrosspatchAttempt = string[];

/** The letter in a position of the attempt, or null when it is empty or no cell. */
function letterAt(attempt: CrosspatchAttempt, row: number, col: number): string | null {
  const ch = chars(attempt[row] ?? "")[col];
  return ch === undefined || ch === EMPTY || ch === NO_CELL ? null : ch;
}

/** The attempt with some positions rewritten; the same attempt when nothing changes. */
function write(
  attempt: CrosspatchAttempt,
  cells: { row: number; col: number; ch: string }[],
): CrosspatchAttempt {
  const out = attempt.map(chars);
  let changed = false;
  for (const { row, col, ch } of cells) {
    if (out[row]?.[col] === undefined || out[row]![col] === ch) continue;
    out[row]![col] = ch;
    changed = true;
  }
  return changed ? out.map((r) => r.join("")) : attempt;
}

/** A word written into a slot, over the player's letters but never over a given; none when it does not fit. */
function placed(g: Geometry, slot: number, word: string): { row: number; col: number; ch: string }[] {
  const s = g.slots[slot];
  const letters = chars(upper(word));
  if (!s || letters.length !== s.length) return [];
  const cells = s.cells.map((id) => g.cells[id]!);
  if (cells.some((c, i) => c.given !== null && c.given !== letters[i])) return [];
  return cells.map((c, i) => ({ row: c.row, col: c.col, ch: letters[i]! }));
}

/** The cells of `cells` that are open (no given letter) emptied: a mistake hint's letters taken back. */
function takenBack(g: Geometry, cells: readonly { row: number; col: number }[]) {
  return cells.flatMap(({ row, col }) => {
    const id =
      Number.isInteger(row) && Number.isInteger(col) && row >= 0 && row < g.rows && col >= 0 && col < g.cols
        ? g.cellAt[row * g.cols + col]!
        : -1;
    return id < 0 || g.cells[id]!.given !== null ? [] : [{ row, col, ch: EMPTY }];
  });
}

/** The letter a `value` move writes into an empty cell: one character, uppercased; `#` for none. */
function letterOf(value: unknown): string | null {
  if (value === null) return EMPTY;
  if (typeof value !== "string" || chars(value).length !== 1 || /[\s#.]/u.test(value)) return null;
  return upper(value);
}

/** Each empty cell of the framework (no given letter), as row and column. */
const openCells = (g: Geometry) => g.cells.filter((c) => c.given === null);

/**
 * How crosspatch is played: letters typed into empty cells (`value` moves; null empties a cell), and a hint's
 * deductions write a word into its slot. The board is coarse: blocks where there is no cell, given letters as
 * text; the site's own board places whole words.
 */
export const play: PlayModel<CrosspatchPuzzle, CrosspatchSolution, CrosspatchAttempt, CrosspatchDeduction> = {
  newAttempt: (p) => [...p.grid],
  // Any saved value: a letter in every cell that holds one (or `#`), givens unchanged, nothing where there is
  // no cell; rows come back as long as the puzzle's own rows (trailing spaces dropped).
  readAttempt(p, saved) {
    if (!Array.isArray(saved) || saved.length !== p.grid.length) return null;
    const g = geometryOf(p.grid);
    const out: string[] = [];
    for (let r = 0; r < g.rows; r++) {
      const row = saved[r];
      if (typeof row !== "string" || row.length > 4 * (g.cols + 1)) return null;
      const got = chars(row);
      const own = chars(p.grid[r] ?? "");
      if (got.slice(own.length).some((ch) => ch !== NO_CELL)) return null;
      for (let c = 0; c < own.length; c++) {
        const id = g.cellAt[r * g.cols + c]!;
        const given = id < 0 ? undefined : g.cells[id]!.given;
        const ch = got[c] ?? NO_CELL;
        if (id < 0 ? ch !== NO_CELL : given !== null ? ch !== given : ch === NO_CELL) return null;
      }
      out.push(own.map((_, c) => got[c] ?? NO_CELL).join(""));
    }
    return out;
  },
  applyStep(p, attempt, step) {
    const g = geometryOf(p.grid);
    if (!isMove(step))
      return write(
        attempt,
        step.deductions.flatMap((d) => ("clear" in d ? takenBack(g, d.clear) : placed(g, d.slot, d.word))),
      );
    if (step.kind !== "value" || !Number.isInteger(step.cell) || step.cell < 0) return attempt;
    const id = step.cell < g.rows * g.cols ? g.cellAt[step.cell]! : -1;
    const ch = letterOf(step.value);
    if (id < 0 || ch === null || g.cells[id]!.given !== null) return attempt;
    return write(attempt, [{ row: g.cells[id]!.row, col: g.cells[id]!.col, ch }]);
  },
  isComplete: (p, attempt) =>
    openCells(geometryOf(p.grid)).every((c) => letterAt(attempt, c.row, c.col) !== null),
  // The letters written (not given) that differ from the solution's, one problem per cell.
  mistakes(p, attempt, solution) {
    const g = geometryOf(p.grid);
    return openCells(g).flatMap(({ row, col }) => {
      const letter = letterAt(attempt, row, col);
      const want = chars(solution.rows[row] ?? "")[col];
      if (letter === null || letter === want?.toUpperCase()) return [];
      return [cellMistake(row * g.cols + col, g.cols, (name) => `${name} is not ${letter}`)];
    });
  },
  toSolution: (_p, attempt) => ({ rows: [...attempt] }),
  fromSolution: (p, solution) => play.readAttempt(p, solution.rows) ?? play.newAttempt(p),
  // Letters written of the cells the framework leaves empty (given letters do not count).
  progress(p, attempt) {
    const open = openCells(geometryOf(p.grid));
    return {
      filled: open.filter((c) => letterAt(attempt, c.row, c.col) !== null).length,
      total: open.length,
    };
  },
  board(p) {
    const g = geometryOf(p.grid);
    return {
      rows: g.rows,
      cols: g.cols,
      cells: Array.from(g.cellAt, (id) =>
        id < 0 ? { block: true } : g.cells[id]!.given === null ? null : { text: g.cells[id]!.given! },
      ),
      input: { cells: { kind: "letter" } },
    };
  },
  view(p, attempt) {
    const g = geometryOf(p.grid);
    return {
      values: Array.from(g.cellAt, (id) =>
        id < 0 || g.cells[id]!.given !== null ? null : letterAt(attempt, g.cells[id]!.row, g.cells[id]!.col),
      ),
    };
  },
};
