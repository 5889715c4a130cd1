import { type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { largest, limits, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the digits written in its cells (0 where none). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "digits">;

/**
 * Reads puzz.link's Kropki file (pzprjs's minarism/kropki layout): the borders, ROWS lines of COLS - 1 (each
 * cell and its right neighbour) then ROWS - 1 lines of COLS (each cell and the one below), `0` none, `1`
 * white, `2` black; then ROWS lines of COLS cells, `.` or a digit, either possibly followed by the player's
 * corner notes in brackets (`.[1,,3,]`), or a player's mark (`+`, `-`, `=`, `%`), which are not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const dots: number[] = [];
  const borders = [
    ...file.section(height, width - 1, "dots between a cell and the next"),
    ...file.section(height - 1, width, "dots between a cell and the one below"),
  ];
  for (const row of borders)
    for (const t of row) {
      if (t !== "0" && t !== "1" && t !== "2") throw new ParseError(`'${t}' is not a dot (0, 1 or 2)`);
      dots.push(Number(t));
    }
  const top = largest({ width, height });
  const digits = file.section(height, width, "cells").flatMap((row) =>
    row.map((raw) => {
      const t = raw.replace(/\[[^\]]*\]$/, "");
      if (/^[.+\-=%]$/.test(t)) return 0;
      const v = Number(t);
      if (/^\d{1,2}$/.test(t) && v >= 1 && v <= top) return v;
      throw new ParseError(`'${raw}' is not a cell (a digit 1 to ${top}, or .)`);
    }),
  );
  return { puzzle: { width, height, dots }, digits };
}

/** A pzprv3 file of `puzzle`, with `solution`'s digits in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height, dots } = puzzle;
  const across = (width - 1) * height;
  const right = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width - 1 }, (_, c) => String(dots[r * (width - 1) + c])),
  );
  const down = Array.from({ length: height - 1 }, (_, r) =>
    Array.from({ length: width }, (_, c) => String(dots[across + r * width + c])),
  );
  const cells = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width }, (_, c) => {
      const v = solution?.[r * width + c] ?? 0;
      return v > 0 ? String(v) : ".";
    }),
  );
  return pzl.writePzprv3(GENRES[0], height, width, [right, down, cells]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
