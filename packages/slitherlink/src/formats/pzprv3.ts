import { checkTextLength, type Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { edgeCount, hEdge, MAX_SIDE, type Puzzle, type Solution, vEdge } from "../puzzle.js";
import { limits } from "../shape.js";

// pzprjs's slither files are version 1: a section of cell colours (not data here) before the lines.
const VERSION = 1;

/** A pzprv3 file's board: the puzzle, and the loop where the file has an answer (1 a line, else 0). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "loop">;

/** A clue's token: `0`-`4`, `.` none or `-` a "?" (both -1: the link's "?" asks nothing); null for another. */
const clue = (t: string) => (/^[0-4]$/.test(t) ? Number(t) : t === "." || t === "-" ? -1 : null);

/**
 * Reads puzz.link's slither file (pzprjs's slither layout, learnt from its FileIO, MIT; written afresh): the
 * clues (`0`-`4`, `-` a "?" clue, read as no clue as the link's is, `.` none); in version 1 (`pzprv3.1`) the
 * cells' colours; then the vertical edges, ROWS lines of COLS+1, and the horizontal ones, ROWS+1 lines of
 * COLS: `1` a line, `-1` a cross, `0` nothing.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const clues = file.cells("clues", clue, "a clue (0-4, - or .)");
  const puzzle = { width, height, clues };
  const loop = new Array<number>(edgeCount(puzzle)).fill(0);
  if (file.atEnd()) return { puzzle, loop };
  if (file.version >= 1) file.section(height, width, "cell colours");
  const isLine = (t: string) => /^[1-9]\d*$/.test(t);
  const vertical = file.section(height, width + 1, "vertical edges");
  const horizontal = file.section(height + 1, width, "horizontal edges");
  for (let r = 0; r <= height; r++)
    for (let c = 0; c <= width; c++) {
      if (r < height && isLine(vertical[r]![c]!)) loop[vEdge(puzzle, r, c)] = 1;
      if (c < width && isLine(horizontal[r]![c]!)) loop[hEdge(puzzle, r, c)] = 1;
    }
  return { puzzle, loop };
}

/** A pzprv3 file of `puzzle`, with `solution`'s loop in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: Solution): string {
  const { width, height } = puzzle;
  const grid = (rows: number, cols: number, token: (r: number, c: number) => string) =>
    Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => token(r, c)));
  const line = (e: number) => (solution?.[e] === 1 ? "1" : "0");
  return pzl.writePzprv3(
    GENRES[0]!,
    height,
    width,
    [
      grid(height, width, (r, c) => {
        const clue = puzzle.clues[r * width + c]!;
        return clue >= 0 ? String(clue) : ".";
      }),
      grid(height, width, () => "0"),
      grid(height, width + 1, (r, c) => line(vEdge(puzzle, r, c))),
      grid(height + 1, width, (r, c) => line(hEdge(puzzle, r, c))),
    ],
    { version: VERSION },
  );
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, or the
 * puzzle with a solution's loop in place.
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
