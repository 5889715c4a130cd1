import type { Nonogram } from "../types.js";

/** Width (number of columns) of a puzzle. */
export function widthOf(p: Nonogram): number {
  return p.columns.length;
}

/** Height (number of rows) of a puzzle. */
export function heightOf(p: Nonogram): number {
  return p.rows.length;
}

/** The clue of a run of booleans (or of `#` characters): lengths of the filled runs, in order. */
export function clueOf(line: ArrayLike<boolean>): number[] {
  const clue: number[] = [];
  let run = 0;
  for (let i = 0; i < line.length; i++) {
    if (line[i]) run++;
    else if (run > 0) {
      clue.push(run);
      run = 0;
    }
  }
  if (run > 0) clue.push(run);
  return clue;
}

/** Cells a clue needs at least: the blocks plus one gap between neighbours. */
export function minLength(clue: readonly number[]): number {
  let sum = 0;
  for (const c of clue) sum += c;
  return clue.length === 0 ? 0 : sum + clue.length - 1;
}

/** Sum of the clue's numbers. */
export function clueSum(clue: readonly number[]): number {
  let sum = 0;
  for (const c of clue) sum += c;
  return sum;
}

/**
 * The puzzle whose only constraint is this picture (rows of `#`/`.`, or booleans): the clues of its rows and
 * columns. The picture is kept as the goal.
 */
export function puzzleFromPicture(picture: readonly (string | readonly boolean[])[]): Nonogram {
  const rows = picture.map((r) => (typeof r === "string" ? [...r].map((ch) => ch === "#") : [...r]));
  const height = rows.length;
  const width = height === 0 ? 0 : rows[0]!.length;
  for (const r of rows) {
    if (r.length !== width) throw new RangeError("every row of a picture must have the same length");
  }
  const columns: number[][] = [];
  for (let x = 0; x < width; x++) columns.push(clueOf(rows.map((r) => r[x]!)));
  return {
    rows: rows.map(clueOf),
    columns,
    goal: rows.map((r) => r.map((b) => (b ? "#" : ".")).join("")),
  };
}

/** Writes a clue as text with `sep` between numbers; the empty clue is `0`. */
export function clueText(clue: readonly number[], sep = " "): string {
  return clue.length === 0 ? "0" : clue.join(sep);
}
