import { type Format, ParseError } from "@gridsmith/kit";
import type { ShadingBoard } from "@gridsmith/kit/puzzlink";
import * as pzl from "@gridsmith/kit/puzzlink";
import { readClue } from "../from-json.js";
import { limits, type Puzzle, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type Pzprv3Board = ShadingBoard<Puzzle>;

/**
 * Reads puzz.link's Tapa file (pzprjs's layout): one section, a token a cell: a clue's numbers joined by
 * commas (`-` a hidden one), `#` shaded, `+` a dot (marked unshaded, not data), `.` nothing.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const tokens = file.section(height, width, "cells").flat();
  const shaded = tokens.map((t) => (t === "#" ? 1 : 0));
  const clues = tokens.map((t, i) => {
    if (t === "#" || t === "+" || t === ".") return [];
    const where = `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
    const numbers = t.split(",").map((v) => (v === "-" ? UNKNOWN : /^\d$/.test(v) ? Number(v) : Number.NaN));
    try {
      return readClue(numbers, "clue");
    } catch {
      throw new ParseError(`'${t}' at ${where} is not a Tapa clue, '#', '+' or '.'`);
    }
  });
  return { puzzle: { width, height, clues }, shaded };
}

/** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height, clues } = puzzle;
  const token = (i: number) =>
    clues[i]!.length > 0
      ? clues[i]!.map((v) => (v === UNKNOWN ? "-" : String(v))).join(",")
      : solution?.[i] === 1
        ? "#"
        : ".";
  const rows = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => token(r * width + c)),
  );
  return pzl.writePzprv3(GENRES[0], height, width, [rows]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
