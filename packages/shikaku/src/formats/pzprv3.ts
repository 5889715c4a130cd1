import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, type Puzzle, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the borders drawn (1) where the file has an answer. */
export type Pzprv3Board = pzl.Pzprv3BorderBoard<Puzzle>;

// puzz.link's Shikaku file (pzprjs's shikaku layout): `.` no number, `-` a number not given, else the
// number; then the borders (kit's `borderFile`).
const file = pzl.borderFile<Puzzle>({
  genres: GENRES,
  title: "Shikaku number",
  limits,
  readClue: (t, { width, height }) =>
    t === "-" ? UNKNOWN : /^\d{1,4}$/.test(t) && Number(t) <= width * height ? Number(t) : null,
  writeClue: (v) => (v === UNKNOWN ? "-" : String(v)),
});

/** Reads puzz.link's Shikaku file: its puzzle, and its borders where it holds an answer. */
export const readPzprv3Board: (text: string) => Pzprv3Board = file.read;

/** A pzprv3 file of `puzzle`, with `solution`'s borders in place when given: what puzz.link opens. */
export const writePzprv3: (puzzle: Puzzle, solution?: readonly number[]) => string = file.write;

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = file.format;
