import { type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { BACKSLASH, limits, NONE, type Puzzle, SLASH, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and each cell's diagonal in the file (1 `/`, -1 `\`, 0 none). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, number[], "diagonals">;

/**
 * Reads puzz.link's Slant file (pzprjs's gokigen layout): a section of the grid points' clues, ROWS + 1 lines
 * of COLS + 1 (`.` none, `-` hidden, else the clue), then a section of the cells, `1` a `\`, `2` a `/`, `.`
 * none.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const bad = (t: string, line: number, what: string) => new ParseError(`'${t}' is not ${what}`, line);
  const clues = file
    .section(height + 1, width + 1, "clues")
    .flat()
    .map((t, p) => {
      if (/^[0-4]$/.test(t)) return Number(t);
      if (t === "." || t === "-") return t === "." ? NONE : UNKNOWN;
      throw bad(t, 5 + Math.floor(p / (width + 1)), "a clue 0-4, '.' or '-'");
    });
  const diagonals = new Array<number>(width * height).fill(0);
  if (!file.atEnd())
    file
      .section(height, width, "diagonals")
      .flat()
      .forEach((t, i) => {
        if (t !== "1" && t !== "2" && t !== ".")
          throw bad(t, 6 + height + Math.floor(i / width), "a diagonal: '1' (\\), '2' (/) or '.'");
        diagonals[i] = t === "1" ? -1 : t === "2" ? 1 : 0;
      });
  return { puzzle: { width, height, clues }, diagonals };
}

/** A pzprv3 file of `puzzle`, with `solution`'s diagonals in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const grid = (w: number, h: number, token: (i: number) => string) =>
    Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => token(r * w + c)));
  const clue = (v: number) => (v === NONE ? "." : v === UNKNOWN ? "-" : String(v));
  const diagonal = (v: number | undefined) => (v === SLASH ? "2" : v === BACKSLASH ? "1" : ".");
  return pzl.writePzprv3(GENRES[0], height, width, [
    grid(width + 1, height + 1, (p) => clue(puzzle.clues[p]!)),
    grid(width, height, (i) => diagonal(solution?.[i])),
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
