import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { answerLength, limits, lineCount, type Puzzle, type Solution } from "../puzzle.js";

/** The names of Yajilin's pzprv3 files; the first is the one written (pzprjs's id). */
export const FILE_GENRES = ["yajirin", "yajilin"] as const;

/** A pzprv3 file's board: the puzzle, and the answer (lines, then shaded cells) where the file has one. */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "answer">;

/**
 * Reads puzz.link's Yajilin file (pzprjs's yajirin layout): the clues (`.` none, `ARROW,NUMBER` with `-` for a
 * number not given), then when present the answer's cells (`#` shaded, `+` a dot: not data, `.` nothing) and
 * the lines (kit's `readCentreLineSections`).
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  checkTextLength(text, limits);
  const file = pzl.readPzprv3(text, FILE_GENRES, limits.maxSide);
  const { rows: height, cols: width } = file;
  const n = width * height;
  const numbers = new Array<number>(n).fill(-1);
  const arrows = new Array<number>(n).fill(0);
  const where = (i: number) => `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
  file
    .section(height, width, "clues")
    .flat()
    .forEach((t, i) => {
      if (t === ".") return;
      const m = /^([0-4]),(-|\d{1,4})$/.exec(t);
      if (!m) throw new ParseError(`'${t}' at ${where(i)} is not a Yajilin clue (. or ARROW,NUMBER)`);
      arrows[i] = Number(m[1]);
      numbers[i] = m[2] === "-" ? -2 : Number(m[2]);
    });
  const puzzle: Puzzle = { width, height, numbers, arrows };
  const answer = new Array<number>(answerLength(puzzle)).fill(0);
  if (!file.atEnd()) {
    const cells = file.section(height, width, "answer").flat();
    const lines = pzl.readCentreLineSections(file, height, width);
    lines.forEach((v, l) => {
      answer[l] = v;
    });
    cells.forEach((t, i) => {
      if (t !== "#" && t !== "+" && t !== ".")
        throw new ParseError(`'${t}' at ${where(i)} of the answer is not '#', '+' or '.'`);
      answer[lineCount(puzzle) + i] = t === "#" ? 1 : 0;
    });
  }
  return { puzzle, answer };
}

/** A pzprv3 file of `puzzle`, with `solution`'s loop and shaded cells in place when given. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width: w, height: h } = puzzle;
  const lines = lineCount(puzzle);
  const grid = (cell: (i: number) => string) =>
    Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => cell(r * w + c)));
  const clues = grid((i) => {
    const n = puzzle.numbers[i]!;
    return n === -1 ? "." : `${puzzle.arrows[i]},${n === -2 ? "-" : n}`;
  });
  const cells = grid((i) => (solution?.[lines + i] === 1 ? "#" : "."));
  return pzl.writePzprv3(FILE_GENRES[0], h, w, [
    clues,
    cells,
    pzl.centreLineSections(h, w, solution?.slice(0, lines)),
  ]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(
  FILE_GENRES,
  readPzprv3Board,
  writePzprv3,
);
