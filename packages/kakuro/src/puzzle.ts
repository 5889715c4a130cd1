import { describeJson } from "@gridsmith/kit";

/**
 * A black cell and the clues it carries: `down` is the sum of the entry below it, `across` the sum of the
 * entry to its right. `{}` is a black cell with no clue.
 */
export interface Block {
  down?: number;
  across?: number;
}

/** One cell of a kakuro: a number is a white cell (0 empty, 1-9 a given digit), an object a black cell. */
export type KakuroCell = number | Block;

/** A kakuro: `rows` x `cols` cells, row by row. This is also the JSON format's shape (see README). */
export interface Puzzle {
  rows: number;
  cols: number;
  cells: KakuroCell[];
}

/** A filled grid, row by row: a digit 1-9 in every white cell, 0 in every black cell. */
export type Solution = number[];

/** Generator parameters: the whole grid's size (clue row and column included) and the share of black cells. */
export interface Params {
  rows: number;
  cols: number;
  /** Share of the cells inside the clue border that are black, 0 to 0.6; default 0.25. */
  density?: number;
}

/** Largest number of rows or columns the formats accept: Janko's largest Kakuro (31x46) fits. */
export const MAX_SIDE = 64;

/** Largest clue the formats accept; validate says which clues no entry can reach. */
export const MAX_CLUE = 99;

/** True for a white cell. */
export function isWhite(cell: KakuroCell | undefined): cell is number {
  return typeof cell === "number";
}

/**
 * A value as JSON for a message, cut short when long; a few words for one JSON cannot write (nested too deep
 * for the stack, or a cycle).
 */
export function preview(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? describeJson(value);
  } catch {
    text = describeJson(value);
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}
