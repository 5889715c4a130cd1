import { type Format, ParseError } from "@gridsmith/kit";
import * as pzl from "@gridsmith/kit/puzzlink";
import { canonicalRegions, limits, MAX_STARS, type Puzzle, type Solution } from "../puzzle.js";
import { GENRES } from "./puzzlink.js";

/** A pzprv3 file's board: the puzzle, and the stars placed (1) where the file has an answer. */
export type Pzprv3Board = pzl.Pzprv3AnswerBoard<Puzzle, Solution, "stars">;

/**
 * Reads puzz.link's Star Battle file (pzprjs's starbattle layout): the number of stars, the number of
 * regions, a section of each cell's region, then a section of `#` a star, `+` a dot (not data), `.` nothing.
 */
export function readPzprv3Board(text: string): Pzprv3Board {
  const file = pzl.readGridFile(text, GENRES, limits);
  const { rows: height, cols: width } = file;
  const [count] = file.section(1, 1, "number of stars")[0]!;
  if (!/^\d{1,2}$/.test(count!) || Number(count) < 1 || Number(count) > MAX_STARS)
    throw new ParseError(`expected the number of stars, 1 to ${MAX_STARS}, not '${count}'`, 5);
  const [rooms] = file.section(1, 1, "number of regions")[0]!;
  if (!/^\d{1,4}$/.test(rooms!)) throw new ParseError(`expected the number of regions, not '${rooms}'`, 6);
  const regions = file.cells(
    "regions",
    (t) => (/^\d{1,4}$/.test(t) && Number(t) < Number(rooms) ? Number(t) : null),
    `a region (0 to ${Number(rooms) - 1})`,
  );
  // A star is shaded in pzprjs's answer section: `#` a star, `+` a dot (not data), `.` nothing.
  const stars = pzl.readShadeSection(file, height, width);
  return {
    puzzle: { width, height, stars: Number(count), regions: canonicalRegions({ width, regions }) },
    stars,
  };
}

/** A pzprv3 file of `puzzle`, with `solution`'s stars in place when given: what puzz.link opens. */
export function writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string {
  const { width, height } = puzzle;
  const regions = canonicalRegions(puzzle);
  const rows = (token: (i: number) => string) =>
    Array.from({ length: height }, (_, r) => Array.from({ length: width }, (_, c) => token(r * width + c)));
  const file = pzl.writePzprv3(GENRES[0], height, width, [
    rows((i) => String(regions[i])),
    rows((i) => (solution?.[i] === 1 ? "#" : ".")),
  ]);
  // The two counts are lines of their own, without the space pzprjs writes after a cell's token.
  const header = file.split("\n", 4).join("\n").length + 1;
  return `${file.slice(0, header)}${puzzle.stars}\n${Math.max(...regions) + 1}\n${file.slice(header)}`;
}

/**
 * puzz.link's own file (pzprv3): reads the puzzle (an answer in it is left out), writes the puzzle, and
 * writes a solution in place (what puzz.link opens solved).
 */
export const pzprv3Format: Format<Puzzle, Solution> = pzl.pzprv3Format(GENRES, readPzprv3Board, writePzprv3);
