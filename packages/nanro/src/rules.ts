import {
  type CellAttempt,
  cellAt,
  cellNameAt,
  checkedSolutionProblems,
  gridBlocks,
  gridGroups,
  type Problem,
} from "@gridsmith/kit";
import { numbersWithGivens, roomSizeNumberRules } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { borderPairs, type Puzzle, roomCells, UNKNOWN_GIVEN } from "./puzzle.js";

// A cell holds 1 to its room's size: kit's rules of that, then Nanro's own mistakes below.
const rules = roomSizeNumberRules<Puzzle>({ shapeProblems, attemptProblems, mistakes });

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then givens no answer can meet. */
export const validate = rules.validate;

/**
 * A player's mistakes in `attempt` (each cell's number, 0 or null for none; a given cell counts as its
 * given): a number out of its room's range, a given changed, two numbers in one room, more cells with a
 * room's number than it says, a 2x2 block all numbered, and one number on both sides of a room border.
 * Shares no code with the solver. A puzzle or an attempt of the wrong shape is one `bad-shape` or
 * `bad-attempt` problem, found first.
 */
export const check = rules.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const { width: w, givens } = puzzle;
  const name = (i: number) => cellNameAt(i, w);
  const at = (i: number) => cellAt(i, w);
  const problems: Problem[] = [];
  // A `?` given counts as what the attempt writes.
  const number = numbersWithGivens(givens, attempt);
  for (const cells of roomCells(puzzle)) {
    const kinds = new Map<number, number[]>();
    for (const i of cells) if (number[i]! > 0) kinds.set(number[i]!, [...(kinds.get(number[i]!) ?? []), i]);
    if (kinds.size > 1)
      problems.push({
        code: "mixed-numbers",
        message: `the room of ${name(cells[0]!)} holds ${[...kinds.keys()].join(" and ")}: one number a room`,
        cells: [...kinds.values()].flat().map(at),
      });
    else
      for (const [v, same] of kinds)
        if (same.length > v)
          problems.push({
            code: "too-many",
            message: `the room of ${name(cells[0]!)} holds ${same.length} ${v}s; ${v} says ${v}`,
            cells: same.map(at),
          });
  }
  for (const block of gridBlocks(puzzle))
    if (block.every((i) => number[i]! > 0))
      problems.push({
        code: "numbered-block",
        message: `the 2x2 block at ${name(block[0]!)} is all numbered`,
        cells: block.map(at),
      });
  for (const [a, b] of borderPairs(puzzle))
    if (number[a]! > 0 && number[a] === number[b])
      problems.push({
        code: "same-across-border",
        message: `${name(a)} and ${name(b)} both hold ${number[a]} across a room border`,
        cells: [at(a), at(b)],
      });
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, a `?` left empty, a room without a number
 * or with fewer cells of its number than it says, and numbered cells in more than one group.
 */
export const solutionProblems = checkedSolutionProblems(check, answerProblems);

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const { width: w, height: h } = puzzle;
  const number = numbersWithGivens(puzzle.givens, solution);
  puzzle.givens.forEach((g, i) => {
    if (g === UNKNOWN_GIVEN && !(number[i]! > 0))
      problems.push({ code: "empty-given", message: `${cellNameAt(i, w)} is empty`, cells: [cellAt(i, w)] });
  });
  for (const cells of roomCells(puzzle)) {
    const held = cells.filter((i) => number[i]! > 0);
    const v = held.length > 0 ? number[held[0]!]! : 0;
    if (held.length === 0 || (held.length < v && held.every((i) => number[i] === v)))
      problems.push({
        code: held.length === 0 ? "empty-room" : "too-few",
        message:
          held.length === 0
            ? `the room of ${cellNameAt(cells[0]!, w)} holds no number`
            : `the room of ${cellNameAt(cells[0]!, w)} holds ${held.length} ${v}s; ${v} says ${v}`,
        cells: cells.map((i) => cellAt(i, w)),
      });
  }
  // The numbered cells are one group: every group but the first is apart from it.
  const groups = gridGroups({ width: w, height: h }, (i) => number[i]! > 0);
  if (groups.length > 1)
    problems.push({
      code: "numbers-divided",
      message: "the numbered cells are not all connected",
      cells: groups
        .slice(1)
        .flat()
        .sort((a, b) => a - b)
        .map((i) => cellAt(i, w)),
    });
  return problems;
}
