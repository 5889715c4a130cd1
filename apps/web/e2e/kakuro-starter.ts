import { findPuzzleType } from "@gridsmith/catalog";
import { parsePuzzle } from "@gridsmith/kit";

// Kakuro's first example (the "4x4 starter", the one the site opens on) and its one solution, from the
// package's parser and solver, not from the test files.

const kakuro = findPuzzleType("kakuro")!;
/** A kakuro as its package reads it: a number for a white cell, a block with its clues for a black one. */
type Kakuro = { rows: number; cols: number; cells: (number | { down?: number; across?: number })[] };
/** The first example as its package reads it. */
export const starter = parsePuzzle<Kakuro>(kakuro, kakuro.examples[0]!.text);
/** Its one solution, a digit per cell (row by row). */
export const answer: number[] = kakuro.solve(starter, { limit: 2 }).solutions[0]!;
/** The indexes of its white cells. */
export const white = starter.cells.flatMap((c, i) => (typeof c === "number" ? [i] : []));
/** The row (from 1) of a cell's index. */
export const rowOf = (i: number) => Math.floor(i / starter.cols) + 1;
/** The column (from 1) of a cell's index. */
export const colOf = (i: number) => (i % starter.cols) + 1;
