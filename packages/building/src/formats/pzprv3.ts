import { type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_SIDE, NO_CLUE, type Puzzle, type Solution, UNKNOWN_CLUE } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the heights written in its cells (0 where none). */
export interface Pzprv3Board {
  puzzle: Puzzle;
  heights: Solution;
}

/** The frame positions of the clues, in the order of {@link Puzzle.clues}, on a (rows + 2) x (cols + 2) grid. */
function cluePositions(width: number, height: number): [number, number][] {
  return [
    ...Array.from({ length: width }, (_, c): [number, number] => [0, c + 1]),
    ...Array.from({ length: width }, (_, c): [number, number] => [height + 1, c + 1]),
    ...Array.from({ length: height }, (_, r): [number, number] => [r + 1, 0]),
    ...Array.from({ length: height }, (_, r): [number, number] => [r + 1, width + 1]),
  ];
}

/**
 * Reads puzz.link's Skyscrapers file (pzprjs's building layout): one section of ROWS + 2 lines of COLS + 2
 * tokens, the grid inside a frame of clues. A clue is a number, `-2` a `?`, `.` none; the corners are `.`. A
 * grid cell is `.` or a height, either possibly followed by the player's corner notes in brackets
 * (`.[1,,3,]`), which are not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const grid = file.section(height + 2, width + 2, "board");
  const at = (r: number, c: number, what: string, max: number): number => {
    const t = grid[r]![c]!.replace(/\[[^\]]*\]$/, "");
    if (t === ".") return what === "clue" ? NO_CLUE : 0;
    const v = Number(t);
    if (/^-2$|^\d{1,3}$/.test(t) && (what === "clue" || v >= 1) && v <= max) return v;
    throw new ParseError(
      `'${grid[r]![c]}' at row ${r + 1}, column ${c + 1} is not a ${what} (${what === "clue" ? "a number, -2 or ." : `1 to ${max}, or .`})`,
      5 + r,
    );
  };
  const clues = cluePositions(width, height).map(([r, c]) => at(r, c, "clue", MAX_SIDE));
  const heights: number[] = [];
  for (let r = 1; r <= height; r++)
    for (let c = 1; c <= width; c++) heights.push(at(r, c, "height", Math.max(width, height)));
  return { puzzle: { width, height, clues }, heights };
}

/** A pzprv3 file of `puzzle`, with `solution`'s heights in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const grid = Array.from({ length: height + 2 }, () => new Array<string>(width + 2).fill("."));
  cluePositions(width, height).forEach(([r, c], k) => {
    const v = puzzle.clues[k]!;
    if (v !== NO_CLUE) grid[r]![c] = v === UNKNOWN_CLUE ? "-2" : String(v);
  });
  for (let i = 0; i < width * height; i++) {
    const v = solution?.[i] ?? 0;
    if (v > 0) grid[Math.floor(i / width) + 1]![(i % width) + 1] = String(v);
  }
  return pzl.writePzprv3(GENRES[0], height, width, [grid]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
