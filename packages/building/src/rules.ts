import { type CellAttempt, type Problem, puzzleCellName, shapedChecks, shapedValidate } from "@gridsmith/kit";
import { repeatProblems } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import {
  clueCell,
  clueLabel,
  framedCell,
  lines,
  type Puzzle,
  sightLine,
  tallest,
  visibleCount,
} from "./puzzle.js";

/** Clues no answer meets: 0 (the nearest building is always seen) and more than the cells in their line. */
function impossibleClues(puzzle: Puzzle): Problem[] {
  return puzzle.clues.flatMap((v, k) => {
    const room = sightLine(puzzle, k).length;
    if (v !== 0 && v <= room) return [];
    return [
      {
        code: "impossible-clue",
        message: `${clueLabel(puzzle, k)} cannot be met: one sees 1 to ${room} buildings there`,
        cells: [clueCell(puzzle, k)],
      },
    ];
  });
}

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then clues no answer can meet. */
export const validate = shapedValidate<Puzzle>(shapeProblems, impossibleClues);

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (each cell's height, 0 or null for none): a height out of range, a height
 * twice in a row or a column, and a full row or column whose clue sees another number of buildings. Cells are
 * named by their place on the framed board (see `framedCell`). Shares no code with the solver. A puzzle or an
 * attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const top = tallest(puzzle);
  const height = (i: number) => attempt[i] ?? 0;
  const problems: Problem[] = [];
  for (let i = 0; i < puzzle.width * puzzle.height; i++) {
    const h = height(i);
    if (h < 0 || h > top)
      problems.push({
        code: "bad-height",
        message: `${puzzleCellName(puzzle, i)} holds ${h}; heights are 1 to ${top}`,
        cells: [framedCell(puzzle, i)],
      });
  }
  problems.push(
    ...repeatProblems(lines(puzzle), height, (cells, h) => ({
      code: "repeated-height",
      message: `${cells.map((i) => puzzleCellName(puzzle, i)).join(" and ")} both hold ${h}`,
      cells: cells.map((i) => framedCell(puzzle, i)),
    })),
  );
  puzzle.clues.forEach((v, k) => {
    if (v < 0) return;
    const sight = sightLine(puzzle, k).map(height);
    if (sight.some((h) => h <= 0)) return;
    const seen = visibleCount(sight);
    if (seen !== v)
      problems.push({
        code: "wrong-view",
        message: `${clueLabel(puzzle, k)} sees ${seen} buildings, not ${v}`,
        cells: [clueCell(puzzle, k)],
      });
  });
  return problems;
}

/** The problems with `solution` as a whole answer: {@link check}'s, and every cell left empty. */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  for (let i = 0; i < puzzle.width * puzzle.height; i++)
    if (!(solution[i]! > 0))
      problems.push({
        code: "empty-cell",
        message: `${puzzleCellName(puzzle, i)} is empty`,
        cells: [framedCell(puzzle, i)],
      });
  return problems;
}
