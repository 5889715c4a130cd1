import { centreEdges, checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, lineCount, MAX_SIDE, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the loop's lines (1) where the file has an answer. */
export interface Pzprv3Board {
  puzzle: Puzzle;
  lines: Solution;
}

/**
 * Reads puzz.link's Masyu file (pzprjs's mashu layout): a cell section (`.` no pearl, `1` white, `2` black),
 * then the lines, when present: ROWS lines of COLS - 1 (each between a cell and the one to its right), ROWS -
 * 1 lines of COLS (between a cell and the one below), each `1` a line, `-1` a cross (no line; not data), `0`
 * nothing. That is kit's `centreEdges` order. A pearl of unknown colour (`-`) is refused.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, GENRES, MAX_SIDE);
  const { rows: height, cols: width } = file;
  const pearls = file
    .section(height, width, "pearls")
    .flat()
    .map((t, i) => {
      if (t === "." || t === "1" || t === "2") return t === "." ? 0 : Number(t);
      throw new ParseError(
        `'${t}' at row ${Math.floor(i / width) + 1}, column ${(i % width) + 1} is not a Masyu pearl (. 1 2)`,
        5 + Math.floor(i / width),
      );
    });
  const puzzle: Puzzle = { width, height, pearls };
  const lines: number[] = [];
  if (file.atEnd()) lines.push(...new Array<number>(lineCount(puzzle)).fill(0));
  else
    for (const [rows, cols, what] of [
      [height, width - 1, "lines across"],
      [height - 1, width, "lines down"],
    ] as const)
      for (const row of file.section(rows, cols, what))
        for (const t of row) {
          if (!["0", "1", "-1"].includes(t)) throw new ParseError(`'${t}' in the ${what} is not 0, 1 or -1`);
          lines.push(t === "1" ? 1 : 0);
        }
  return { puzzle, lines };
}

/** A pzprv3 file of `puzzle`, with `solution`'s loop in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width: w, height: h } = puzzle;
  const pearls = Array.from({ length: h }, (_, r) =>
    puzzle.pearls.slice(r * w, (r + 1) * w).map((v) => (v === 0 ? "." : String(v))),
  );
  const line = (e: number) => (solution?.[e] === 1 ? "1" : "0");
  const across = Array.from({ length: h }, (_, r) =>
    Array.from({ length: w - 1 }, (_, c) => line(centreEdges.right(w, r, c))),
  );
  const down = Array.from({ length: h - 1 }, (_, r) =>
    Array.from({ length: w }, (_, c) => line(centreEdges.down(h, w, r, c))),
  );
  return pzl.writePzprv3(GENRES[0], h, w, [pearls, across, down]);
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
