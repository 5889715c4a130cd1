import { type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { BLACK, limits, NONE, type Puzzle, type Solution, WHITE } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and its black circles (1; 0 white or undecided) where it has an answer. */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "black">;

/**
 * Reads puzz.link's Yin-Yang file (pzprjs's yinyang layout): a section of given circles (`.` none, `1`
 * white, `2` black), then the answer's section when present: `1` and `2` the circles played, `.` none, and
 * pzprjs's marks (`+`, `-`, `=`, `%`: not data) undecided. A given circle is its own colour in the answer.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const where = (i: number) => `row ${Math.floor(i / width) + 1}, column ${(i % width) + 1}`;
  const circles = file
    .section(height, width, "circles")
    .flat()
    .map((t, i) => {
      if (t === ".") return NONE;
      if (t === "1" || t === "2") return Number(t);
      throw new ParseError(
        `'${t}' at ${where(i)} is not a circle: '.', '1' or '2'`,
        5 + Math.floor(i / width),
      );
    });
  const black = circles.map((c) => (c === BLACK ? 1 : 0));
  if (!file.atEnd())
    file
      .section(height, width, "answer")
      .flat()
      .forEach((t, i) => {
        if (!/^(?:[.12+=%-])$/.test(t))
          throw new ParseError(
            `'${t}' at ${where(i)} of the answer is not '1', '2', '.' or a mark`,
            5 + height + Math.floor(i / width),
          );
        if (circles[i] === NONE) black[i] = t === "2" ? 1 : 0;
      });
  return { puzzle: { width, height, circles }, black };
}

/**
 * A pzprv3 file of `puzzle`, with `solution`'s circles (1 black, else white) in every cell without a given
 * one when it is given: what puzz.link opens.
 */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const rows = (token: (i: number) => string) =>
    Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => token(r * width + c)));
  const given = rows((i) => (puzzle.circles[i] === NONE ? "." : String(puzzle.circles[i])));
  const answer = rows((i) =>
    solution === undefined || puzzle.circles[i] !== NONE ? "." : String(solution[i] === 1 ? BLACK : WHITE),
  );
  return pzl.writePzprv3(GENRES[0], height, width, [given, answer]);
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
