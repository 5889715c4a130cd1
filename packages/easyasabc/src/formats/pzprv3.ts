import { type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { limits, MAX_LETTERS, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the letters written in its cells (0 where none). */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "letters">;

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
  // A letter past the puzzle's last is read, for `validate` to name.
  const letter = (t: string) => (/^\d{1,2}$/.test(t) && +t >= 1 && +t <= MAX_LETTERS ? +t : null);
  // Each grid cell's token, read as [its given letter, the letter written] (0 for none).
  const { clues, cells } = pzl.readFramedSection(
    file,
    { width, height },
    {
      clues: { min: 1, max: MAX_LETTERS },
      cell: (t): [number, number] | null => {
        if (t === "." || t === "+" || t === "-") return [0, 0];
        const v = letter(t.startsWith("q") ? t.slice(1) : t);
        return v === null ? null : [t.startsWith("q") ? v : 0, v];
      },
      cellTokens: `a cell (., +, -, a letter 1 to ${MAX_LETTERS} or qN)`,
    },
  );
  const givens = cells.map(([given]) => given);
  const written = cells.map(([, v]) => v);
  return { puzzle: { width, height, letters, clues, givens }, letters: written };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s letters in place when given: what puzz.link opens. A given
 * letter is written `qN` in a puzzle and as a plain letter in an answer (the form every version of
 * puzz.link's checker reads).
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const grid = pzl.framedSection(puzzle, puzzle.clues, (i) => {
    const v = solution?.[i] ?? 0;
    const given = puzzle.givens[i] ?? 0;
    if (v > 0) return String(v);
    return given > 0 ? (solution ? String(given) : `q${given}`) : ".";
  });
  return pzl.writePzprv3(GENRES[0], height, width, [[String(puzzle.letters)], grid]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
