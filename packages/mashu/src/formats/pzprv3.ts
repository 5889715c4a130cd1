import type { Format } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the loop's lines (1) where the file has an answer. */
export type Pzprv3Board = pzl.CentreLineBoard<Puzzle>;

/** A pearl's token: `.` none (0), `1` white, `2` black; null for another token. */
const pearl = (t: string) => (t === "." ? 0 : t === "1" || t === "2" ? Number(t) : null);

/**
 * Reads puzz.link's Masyu file (pzprjs's mashu layout): a cell section (`.` no pearl, `1` white, `2` black),
 * then the lines, when present (kit's `readCentreLineSections`: kit's `centreEdges` order, `-1` a cross, not
 * data). A pearl of unknown colour (`-`) is refused.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const pearls = file.cells("pearls", pearl, "a Masyu pearl (. 1 2)");
  const puzzle: Puzzle = { width, height, pearls };
  return { puzzle, lines: pzl.readCentreLineAnswer(file, height, width) };
}

/** A pzprv3 file of `puzzle`, with `solution`'s loop in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width: w, height: h } = puzzle;
  const pearls = Array.from({ length: h }, (_, r) =>
    puzzle.pearls.slice(r * w, (r + 1) * w).map((v) => (v === 0 ? "." : String(v))),
  );
  return pzl.writePzprv3(GENRES[0], h, w, [pearls, pzl.centreLineSections(h, w, solution)]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
