import type { Format } from "@gridsmith/kit";
import { numberGridFormats, type ShadingBoard } from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { limits, MAX_NUMBER, type Puzzle, type Solution } from "../puzzle.js";

export { GENRES };

/**
 * puzz.link's Mochikoro, its link and its file (pzprjs's mochikoro encoding, Nurikabe's; learnt from pzprjs,
 * MIT): a grid of numbers, shaded around, as the kit's `numberGridFormats` reads and writes one.
 */
const formats = numberGridFormats(GENRES, limits, MAX_NUMBER);

/**
 * Reads `https://puzz.link/p?mochikoro/COLS/ROWS/BODY`: the cells in number16 (`0`-`f`, `-xx`, `+xxx`, `.`
 * hidden, `g`-`z` runs of empty cells).
 */
export const parsePuzzlink: (text: string) => Puzzle = formats.parsePuzzlink;

/** Writes the canonical `https://puzz.link/p?mochikoro/COLS/ROWS/BODY`. */
export const serializePuzzlink: (puzzle: Puzzle) => string = formats.serializePuzzlink;

/** `https://puzz.link/p?mochikoro/W/H/BODY` (also pzv.jp links and the bare form). */
export const puzzlinkFormat: Format<Puzzle> = formats.puzzlinkFormat;

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type Pzprv3Board = ShadingBoard<Puzzle>;

/**
 * Reads puzz.link's Mochikoro file (pzprjs's layout): the numbers (`.` none, `-` hidden, else the number),
 * then the answer's section when present: `#` shaded, `+` a dot (marked unshaded, not data), `.` undecided.
 */
export const readPzprv3Board: (text: string) => Pzprv3Board = formats.readPzprv3Board;

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export const writePzprv3: (puzzle: Puzzle, solution?: readonly number[]) => string = formats.writePzprv3;

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = formats.pzprv3Format;
