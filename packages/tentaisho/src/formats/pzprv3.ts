import { borderEdges, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { edgeCount, limits, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the borders drawn (per edge, 1 a border). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "borders">;

const STAR_CHARS = [".", "1", "2"];

/**
 * Reads puzz.link's Tentaisho file (pzprjs's layout): 2 x ROWS - 1 lines of the dots, one token of
 * 2 x COLS - 1 characters each (`.` none, `1` white, `2` black); the borders drawn, ROWS lines of COLS - 1
 * (between a cell and the next) then ROWS - 1 lines of COLS (between a cell and the one below), `1` or `2` a
 * border, `0` or `-1` none; then ROWS lines of the cells' colours, not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  // pzprjs reads the dots as the run of `.`, `1` and `2` each line starts with, all lines run together.
  const run = file
    .section(2 * height - 1, 1, "dots")
    .map(([line]) => /^[.12]*/.exec(line!)![0])
    .join("");
  const places = (2 * width - 1) * (2 * height - 1);
  if (run.length < places)
    throw new ParseError(`the dots' lines hold ${run.length} places; expected ${places}`);
  const stars = [...run.slice(0, places)].map((ch) => STAR_CHARS.indexOf(ch));
  const borders = new Array<number>(edgeCount({ width, height })).fill(0);
  const border = (t: string) => {
    if (!/^(0|1|2|-1)$/.test(t)) throw new ParseError(`'${t}' is not a border (0, 1, 2 or -1)`);
    return t === "1" || t === "2" ? 1 : 0;
  };
  file.section(height, width - 1, "borders between a cell and the next").forEach((row, r) => {
    row.forEach((t, c) => {
      borders[borderEdges.vertical(height, width, r, c + 1)] = border(t);
    });
  });
  file.section(height - 1, width, "borders between a cell and the one below").forEach((row, r) => {
    row.forEach((t, c) => {
      borders[borderEdges.horizontal(width, r + 1, c)] = border(t);
    });
  });
  if (!file.atEnd()) file.section(height, width, "cell colours");
  return { puzzle: { width, height, stars }, borders };
}

/** A pzprv3 file of `puzzle`, with `solution`'s borders in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height, stars } = puzzle;
  const lines = Array.from({ length: 2 * height - 1 }, (_, r) =>
    stars
      .slice(r * (2 * width - 1), (r + 1) * (2 * width - 1))
      .map((s) => STAR_CHARS[s])
      .join(""),
  );
  const at = (e: number) => (solution?.[e] === 1 ? "1" : "0");
  const across = Array.from({ length: height }, (_, r) =>
    Array.from({ length: width - 1 }, (_, c) => at(borderEdges.vertical(height, width, r, c + 1))),
  );
  const down = Array.from({ length: height - 1 }, (_, r) =>
    Array.from({ length: width }, (_, c) => at(borderEdges.horizontal(width, r + 1, c))),
  );
  const colours = Array.from({ length: height }, () => new Array<string>(width).fill("0"));
  return pzl.writePzprv3(GENRES[0], height, width, [lines, across, down, colours]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
