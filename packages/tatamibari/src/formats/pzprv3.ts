import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, type Puzzle, type Solution, SQUARE, TALL, UNKNOWN, WIDE } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the borders drawn (1) where the file has an answer. */
export type Pzprv3Board = pzl.Pzprv3BorderBoard<Puzzle>;

// pzprjs's tokens in files: `c` a +, `a` a |, `b` a -, `-` a ?.
const TOKENS: Record<string, number> = { c: SQUARE, a: TALL, b: WIDE, "-": UNKNOWN };

// puzz.link's Tatamibari file (pzprjs's tatamibari layout): the symbols, then the borders (kit's `borderFile`).
const file = pzl.borderFile<Puzzle>({
  genres: GENRES,
  title: "Tatamibari",
  limits,
  readClue: (t) => TOKENS[t] ?? null,
  writeClue: (v) => Object.keys(TOKENS).find((t) => TOKENS[t] === v) ?? ".",
});

/** Reads puzz.link's Tatamibari file: its puzzle, and its borders where it holds an answer. */
export const readPzprv3Board: (text: string) => Pzprv3Board = file.read;

/** A pzprv3 file of `puzzle`, with `solution`'s borders in place when given: what puzz.link opens. */
export const writePzprv3: (puzzle: Puzzle, solution?: readonly number[]) => string = file.write;

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = file.format;
