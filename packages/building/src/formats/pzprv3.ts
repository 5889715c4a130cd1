import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_SIDE, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the heights written in its cells (0 where none). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "heights">;

/**
 * Reads puzz.link's Skyscrapers file (pzprjs's building layout): one framed section (kit's
 * `readFramedSection`), the grid inside a frame of clues. A clue is a number, `-2` a `?`, `.` none; the
 * corners are `.`. A grid cell is `.` or a height, either possibly followed by the player's corner notes in
 * brackets (`.[1,,3,]`), which are not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const maxHeight = Math.max(width, height);
  const { clues, cells: heights } = pzl.readFramedSection(
    file,
    { width, height },
    {
      clues: { min: 0, max: MAX_SIDE },
      cell: (t) => (t === "." ? 0 : /^\d{1,3}$/.test(t) && +t >= 1 && +t <= maxHeight ? +t : null),
      cellTokens: `a height (1 to ${maxHeight}, or .)`,
    },
  );
  return { puzzle: { width, height, clues }, heights };
}

/** A pzprv3 file of `puzzle`, with `solution`'s heights in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const grid = pzl.framedSection(puzzle, puzzle.clues, (i) =>
    (solution?.[i] ?? 0) > 0 ? String(solution![i]) : ".",
  );
  return pzl.writePzprv3(GENRES[0], height, width, [grid]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
