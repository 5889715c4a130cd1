import {
  cellAt,
  cellBox,
  cellName,
  type Problem,
  pieceCoverProblems,
  shapedChecks,
  shapedValidate,
  strayBorders,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type Puzzle, regionsOf, UNKNOWN } from "./puzzle.js";
import { eachRectangle, MAX_COVER } from "./rectangles.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which picks rectangles on the engine).

/**
 * Numbers no rectangle can meet (a 0, or no rectangle of its size around it clear of other numbers), then,
 * when there are none, one problem if the rectangles are too many for the solver (over `MAX_COVER` cells).
 */
function rectangleProblems(p: Puzzle): Problem[] {
  return pieceCoverProblems(
    p,
    (visit) =>
      eachRectangle(p, (clue, top, left, bottom, right) => visit(clue, (bottom - top) * (right - left))),
    {
      maxCover: MAX_COVER,
      code: "too-many-rectangles",
      message: `the numbers leave more than ${MAX_COVER} cells of rectangles to choose from`,
    },
    (i) => {
      const n = p.clues[i]!;
      if (n === -1 || n === UNKNOWN) return undefined;
      return `no rectangle of ${n} cells around ${cellName(cellAt(i, p.width))} is clear of other numbers`;
    },
  );
}

/**
 * What makes a puzzle not one: its shape (one `bad-shape` problem), then numbers no rectangle can meet, or
 * rectangles too many for the solver (a few `?` on a large grid).
 */
export const validate = shapedValidate<Puzzle>(shapeProblems, rectangleProblems);

/** The problems of one region cut off by borders, holding `numbers`; `final` when no border may follow. */
function regionProblems(p: Puzzle, cells: number[], final: boolean): Problem[] {
  const numbers = cells.filter((i) => p.clues[i] !== -1);
  const where = cells.map((i) => cellAt(i, p.width));
  const first = cellName(where[0]!);
  if (numbers.length === 0)
    return [{ code: "no-number", message: `the region at ${first} holds no number`, cells: where }];
  if (numbers.length > 1)
    return final
      ? [
          {
            code: "two-numbers",
            message: `the region at ${first} holds ${numbers.length} numbers`,
            cells: where,
          },
        ]
      : [];
  const n = p.clues[numbers[0]!]!;
  const box = cellBox(cells, p.width);
  if (box.height * box.width !== cells.length)
    return [{ code: "not-rectangle", message: `the region at ${first} is not a rectangle`, cells: where }];
  if (n !== UNKNOWN && n !== cells.length)
    return [
      {
        code: "wrong-size",
        message: `the rectangle of ${cellName(cellAt(numbers[0]!, p.width))} has ${cells.length} cells, not ${n}`,
        cells: where,
      },
    ];
  return [];
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (per edge 1 a border, anything else none): a region the borders close
 * that holds no number, or holds one number and is not a rectangle of its size (more borders cannot mend
 * either). A region with more numbers is only unfinished. A puzzle or an attempt of the wrong shape is one
 * `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const { regions } = regionsOf(puzzle, (e) => attempt[e] === 1);
  return regions.flatMap((cells) => regionProblems(puzzle, cells, false));
}

/**
 * The problems with `solution` as a whole answer: every region holds exactly one number and is a rectangle
 * of its size, and every border drawn parts two regions (none ends inside a rectangle).
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const { regions, regionOf } = regionsOf(puzzle, (e) => solution[e] === 1);
  for (const cells of regions) {
    const more = regionProblems(puzzle, cells, true);
    if (more[0]?.code === "two-numbers") problems.push(...more);
  }
  problems.push(...strayBorders(puzzle, solution, regionOf));
  return problems;
}
