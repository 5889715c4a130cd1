import { findPuzzleType } from "@gridsmith/catalog";
import type { AnyPuzzleType, Format } from "@gridsmith/kit";
// Serg's benchmark sample (puzzles with several solutions), from the sudoku package's fixtures.
import serg from "../../../../packages/sudoku/src/fixtures/serg-sample.txt?raw";

/** The real sudoku type, from the catalog. */
export const sudoku = findPuzzleType("sudoku") as AnyPuzzleType;

const lineFormat = sudoku.formats.find((f) => f.id === "line") as Format<unknown>;

/** The sudoku package's examples (seed-01, seed-02: one solution each) as 81-character lines. */
export const [seed01, seed02] = sudoku.examples.map((e) =>
  lineFormat.serialize!(sudoku.formats[0]!.parse(e.text)).trim(),
) as [string, string];

/** The first puzzle of Serg's sample: several solutions. */
export const several = serg
  .split("\n")
  .find((l) => l !== "" && !l.startsWith("#"))!
  .split(" ")[0]!;

/** seed-01 with its 41st character made an 'x': a line that does not read, at column 41. */
export const broken = `${seed01.slice(0, 40)}x${seed01.slice(41)}`;
