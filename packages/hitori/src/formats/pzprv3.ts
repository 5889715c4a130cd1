import { type Format, ParseError } from "@gridsmith/kit";
import type { ShadingBoard } from "@gridsmith/kit/puzzlink";
import * as pzl from "@gridsmith/kit/puzzlink";
import { EMPTY, limits, MAX_NUMBER, type Puzzle, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type Pzprv3Board = ShadingBoard<Puzzle>;

/**
 * Reads puzz.link's Hitori file (pzprjs's hitori layout): a section of numbers (`.` none, `-` hidden, else
 * the number), then the answer's section when present: `#` shaded, `+` a dot (marked unshaded, not data),
 * `.` undecided.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const where = (i: number) => `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
  const cells = file
    .section(height, width, "numbers")
    .flat()
    .map((t, i) => {
      if (t === ".") return EMPTY;
      if (t === "-") return UNKNOWN;
      if (!/^\d{1,4}$/.test(t) || Number(t) > MAX_NUMBER)
        throw new ParseError(
          `'${t}' at ${where(i)} is not a number 0-${MAX_NUMBER}, '.' or '-'`,
          5 + Math.floor(i / width),
        );
      return Number(t);
    });
  const shaded = new Array<number>(width * height).fill(0);
  if (!file.atEnd())
    file
      .section(height, width, "answer")
      .flat()
      .forEach((t, i) => {
        if (t !== "#" && t !== "+" && t !== ".")
          throw new ParseError(
            `'${t}' at ${where(i)} of the answer is not '#', '+' or '.'`,
            5 + height + Math.floor(i / width),
          );
        shaded[i] = t === "#" ? 1 : 0;
      });
  return { puzzle: { width, height, cells }, shaded };
}

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const rows = (token: (i: number) => string) =>
    Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => token(r * width + c)));
  const numbers = rows((i) => {
    const v = puzzle.cells[i]!;
    return v === EMPTY ? "." : v === UNKNOWN ? "-" : String(v);
  });
  const answer = rows((i) => (solution?.[i] === 1 ? "#" : "."));
  return pzl.writePzprv3(GENRES[0], height, width, [numbers, answer]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
