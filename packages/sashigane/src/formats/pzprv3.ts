import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { CIRCLE, isArrow, limits, type Puzzle, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the borders drawn (1) where the file has an answer. */
export type Pzprv3Board = pzl.Pzprv3BorderBoard<Puzzle>;

// puzz.link's Sashigane file (pzprjs's sashigane layout): `.` nothing, `o` a circle, `oN` a circled N, `-` a
// `?`, `1`-`4` an arrow up, down, left, right; then the borders (kit's `borderFile`).
const file = pzl.borderFile<Puzzle>({
  genres: GENRES,
  title: "Sashigane",
  limits,
  readClue(t) {
    if (t === "-") return UNKNOWN;
    if (t === "o") return CIRCLE;
    if (/^o\d{1,3}$/.test(t) && Number(t.slice(1)) <= 255) return Number(t.slice(1));
    return /^[1-4]$/.test(t) ? -3 - Number(t) : null;
  },
  writeClue: (v) => (v === UNKNOWN ? "-" : v === CIRCLE ? "o" : isArrow(v) ? String(-3 - v) : `o${v}`),
});

/** Reads puzz.link's Sashigane file: its puzzle, and its borders where it holds an answer. */
export const readPzprv3Board: (text: string) => Pzprv3Board = file.read;

/** A pzprv3 file of `puzzle`, with `solution`'s borders in place when given: what puzz.link opens. */
export const writePzprv3: (puzzle: Puzzle, solution?: readonly number[]) => string = file.write;

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = file.format;
