import { type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_LETTERS, NO_CLUE, type Puzzle, type Solution, UNKNOWN_CLUE } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the letters written in its cells (0 where none). */
export interface Pzprv3Board {
  puzzle: Puzzle;
  letters: Solution;
}

/** The frame's places of the clues, in the order of {@link Puzzle.clues}, as [row, column] of the framed grid. */
function frame(width: number, height: number): [number, number][] {
  const across = (row: number) => Array.from({ length: width }, (_, c): [number, number] => [row, c + 1]);
  const down = (col: number) => Array.from({ length: height }, (_, r): [number, number] => [r + 1, col]);
  return [...across(0), ...across(height + 1), ...down(0), ...down(width + 1)];
}

/**
 * Reads puzz.link's Easy as ABC file (pzprjs's layout): the number of letters on a line, then ROWS + 2 lines
 * of COLS + 2 tokens, the grid inside a frame of clues. A clue is a letter's number (1 for A), `-2` a `?`,
 * `.` none. A grid cell is `.`, `qN` a given letter, `N` a letter written, or the player's marks (`+` a
 * letter here, `-` empty), any of them followed by corner notes in brackets (`.[1,,3,]`), which are not data.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const count = file.section(1, 1, "letters")[0]![0]!;
  const letters = Number(count);
  if (!/^\d{1,2}$/.test(count) || letters < 1 || letters > MAX_LETTERS)
    throw new ParseError(`'${count}' is not a number of letters (1 to ${MAX_LETTERS})`, 5);
  const grid = file.section(height + 2, width + 2, "board");
  const token = (r: number, c: number) => grid[r]![c]!.replace(/\[[^\]]*\]$/, "");
  const fail = (r: number, c: number, what: string): never => {
    throw new ParseError(`'${grid[r]![c]}' at row ${r + 1}, column ${c + 1} is not ${what}`, 6 + r);
  };
  // A letter past the puzzle's last is read, for `validate` to name.
  const letter = (t: string) => (/^\d{1,2}$/.test(t) && +t >= 1 && +t <= MAX_LETTERS ? +t : 0);
  const clues = frame(width, height).map(([r, c]) => {
    const t = token(r, c);
    if (t === ".") return NO_CLUE;
    if (t === "-2") return UNKNOWN_CLUE;
    return letter(t) || fail(r, c, `a clue (a letter 1 to ${MAX_LETTERS}, -2 or .)`);
  });
  const givens: number[] = [];
  const written: number[] = [];
  for (let r = 1; r <= height; r++)
    for (let c = 1; c <= width; c++) {
      const t = token(r, c);
      const given = t.startsWith("q");
      const v = t === "." || t === "+" || t === "-" ? 0 : letter(given ? t.slice(1) : t);
      if (v === 0 && !/^[.+-]$/.test(t)) fail(r, c, `a cell (., +, -, a letter 1 to ${MAX_LETTERS} or qN)`);
      givens.push(given ? v : 0);
      written.push(v);
    }
  return { puzzle: { width, height, letters, clues, givens }, letters: written };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s letters in place when given: what puzz.link opens. A given
 * letter is written `qN` in a puzzle and as a plain letter in an answer (the form every version of
 * puzz.link's checker reads).
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const grid = Array.from({ length: height + 2 }, () => new Array<string>(width + 2).fill("."));
  frame(width, height).forEach(([r, c], k) => {
    const v = puzzle.clues[k]!;
    if (v !== NO_CLUE) grid[r]![c] = v === UNKNOWN_CLUE ? "-2" : String(v);
  });
  for (let i = 0; i < width * height; i++) {
    const [r, c] = [Math.floor(i / width) + 1, (i % width) + 1];
    const v = solution?.[i] ?? 0;
    const given = puzzle.givens[i] ?? 0;
    if (v > 0) grid[r]![c] = String(v);
    else if (given > 0) grid[r]![c] = solution ? String(given) : `q${given}`;
  }
  return pzl.writePzprv3(GENRES[0], height, width, [[String(puzzle.letters)], grid]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
