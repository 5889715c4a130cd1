import type { Format } from "@gridsmith/kit";
import type { ShadingBoard } from "@gridsmith/kit/puzzlink";
import type { Puzzle, Solution } from "../puzzle.js";
import { formats } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type Pzprv3Board = ShadingBoard<Puzzle>;

/**
 * Reads puzz.link's Kurodoko file (pzprjs's layout): the numbers (`.` none, `-` hidden, else the number),
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
