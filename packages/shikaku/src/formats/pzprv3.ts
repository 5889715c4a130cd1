import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { edgeBetween, edgeCount, limits, MAX_SIDE, type Puzzle, type Solution, UNKNOWN } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the borders drawn (1) where the file has an answer. */
export interface Pzprv3Board {
  puzzle: Puzzle;
  borders: Solution;
}

/** The inner edges in the order of pzprjs's two border sections: the vertical ones by row, then the horizontal. */
function sectionEdges(p: Pick<Puzzle, "width" | "height">): { vertical: number[][]; horizontal: number[][] } {
  const { width: w, height: h } = p;
  const vertical = Array.from({ length: h }, (_, r) =>
    Array.from({ length: w - 1 }, (_, c) => edgeBetween(p, r * w + c, r * w + c + 1)),
  );
  const horizontal = Array.from({ length: h - 1 }, (_, r) =>
    Array.from({ length: w }, (_, c) => edgeBetween(p, r * w + c, (r + 1) * w + c)),
  );
  return { vertical, horizontal };
}

/**
 * Reads puzz.link's Shikaku file (pzprjs's shikaku layout): a cell section (`.` no number, `-` a number not
 * given, else the number), then the borders between cells, when present: ROWS lines of COLS - 1 (the
 * vertical ones), ROWS - 1 lines of COLS (the horizontal ones), each `1` a border, `2` a border with a mark,
 * `-1` a cross (no border; not data), `0` nothing.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const clues = file
    .section(height, width, "numbers")
    .flat()
    .map((t, i) => {
      if (t === ".") return -1;
      if (t === "-") return UNKNOWN;
      if (/^\d{1,4}$/.test(t) && Number(t) <= width * height) return Number(t);
      throw new ParseError(
        `'${t}' at row ${Math.floor(i / width) + 1}, column ${(i % width) + 1} is not a Shikaku number`,
        5 + Math.floor(i / width),
      );
    });
  const puzzle: Puzzle = { width, height, clues };
  const borders = new Array<number>(edgeCount(puzzle)).fill(0);
  if (!file.atEnd()) {
    const { vertical, horizontal } = sectionEdges(puzzle);
    for (const [edges, what] of [
      [vertical, "vertical borders"],
      [horizontal, "horizontal borders"],
    ] as const) {
      const tokens = file.section(edges.length, width - (what === "vertical borders" ? 1 : 0), what);
      for (const [r, row] of tokens.entries())
        for (const [c, t] of row.entries()) {
          if (!["0", "1", "2", "-1"].includes(t))
            throw new ParseError(`'${t}' in the ${what} is not 0, 1, 2 or -1`);
          if (t === "1" || t === "2") borders[edges[r]![c]!] = 1;
        }
    }
  }
  return { puzzle, borders };
}

/** A pzprv3 file of `puzzle`, with `solution`'s borders in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const cells = Array.from({ length: height }, (_, r) =>
    puzzle.clues
      .slice(r * width, (r + 1) * width)
      .map((v) => (v === UNKNOWN ? "-" : v >= 0 ? String(v) : ".")),
  );
  const { vertical, horizontal } = sectionEdges(puzzle);
  const border = (edges: number[][]) => edges.map((row) => row.map((e) => (solution?.[e] === 1 ? "1" : "0")));
  return pzl.writePzprv3(GENRES[0], height, width, [cells, border(vertical), border(horizontal)]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(
  GENRES,
  (text) => readPzprv3Board(text).puzzle,
  (puzzle) => writePzprv3(puzzle),
  writePzprv3,
);
