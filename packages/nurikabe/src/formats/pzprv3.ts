import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_CLUE, type Puzzle, type Solution } from "../puzzle.js";

/** A pzprv3 file's board: the puzzle, and the shading where the file has an answer (1 a wall, else 0). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "walls">;

/** A cell's token, read as [its clue, 1 where it is a wall]; null for another token. */
function nurikabeCell(t: string): [number, number] | null {
  if (/^\d{1,4}$/.test(t)) return Number(t) >= 1 && Number(t) <= MAX_CLUE ? [Number(t), 0] : null;
  return ["-", "#", "+", "."].includes(t) ? [t === "-" ? 0 : -1, t === "#" ? 1 : 0] : null;
}

/** What a cell's token may be, for the message naming a wrong one (a number: the island's sizes). */
const nurikabeTokens = (t: string) =>
  `a nurikabe cell${/^\d+$/.test(t) ? ` (an island's size is 1 to ${MAX_CLUE})` : ""}`;

/**
 * Reads puzz.link's nurikabe file (pzprjs's nurikabe layout, learnt from its FileIO, MIT; written afresh):
 * one cell section, a number an island's size, `-` a "?" number, `#` a wall (shaded) cell, `+` a dot (a cell
 * marked island, not data) and `.` an empty cell.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const read = file.cells("board", nurikabeCell, nurikabeTokens);
  const clues = read.map(([clue]) => clue);
  const walls = read.map(([, wall]) => wall);
  return { puzzle: { width, height, clues }, walls };
}

/** A pzprv3 file of `puzzle`, with `solution`'s walls in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: Solution): string {
  const tokens = puzzle.clues.map((c, i) =>
    c > 0 ? String(c) : c === 0 ? "-" : solution?.[i] === 1 ? "#" : ".",
  );
  const rows = Array.from({ length: puzzle.height }, (_, r) =>
    tokens.slice(r * puzzle.width, (r + 1) * puzzle.width),
  );
  return pzl.writePzprv3(GENRES[0]!, puzzle.height, puzzle.width, [rows]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, or the
 * puzzle with a solution's walls in place.
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
