import { type CellAttempt, type Problem, puzzleCellName, shapedChecks, shapedValidate } from "@gridsmith/kit";
import { repeatProblems } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import {
  clueCell,
  clueLabel,
  firstLetter,
  framedCell,
  letterOf,
  lines,
  type Puzzle,
  sightLine,
} from "./puzzle.js";

/** Puzzles no answer meets: more letters than a row or column has cells, and letters past the last one. */
function impossible(puzzle: Puzzle): Problem[] {
  const { width, height, letters } = puzzle;
  const problems: Problem[] = [];
  if (letters > Math.min(width, height))
    problems.push({
      code: "too-many-letters",
      message: `${letters} letters cannot each fit once in a ${width}x${height} grid's rows and columns`,
      cells: [],
    });
  puzzle.clues.forEach((v, k) => {
    if (v > letters)
      problems.push({
        code: "impossible-clue",
        message: `${clueLabel(puzzle, k)} is past the last letter, ${letterOf(letters)}`,
        cells: [clueCell(puzzle, k)],
      });
  });
  puzzle.givens.forEach((v, i) => {
    if (v > letters)
      problems.push({
        code: "impossible-given",
        message: `${puzzleCellName(puzzle, i)} is given ${letterOf(v)}, past the last letter, ${letterOf(letters)}`,
        cells: [framedCell(puzzle, i)],
      });
  });
  return problems;
}

/** What makes a puzzle not one: its shape (one `bad-shape` problem), then what no answer can meet. */
export const validate = shapedValidate<Puzzle>(shapeProblems, impossible);

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (each cell's letter, 1 for A; 0 or null empty): a letter out of range, a
 * given changed, a letter twice in a row or a column, and a clue whose first letter seen is another one.
 * Cells are named by their place on the framed board (see `framedCell`). Shares no code with the solver. A
 * puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const letter = (i: number) => attempt[i] ?? 0;
  const problems: Problem[] = [];
  for (let i = 0; i < puzzle.width * puzzle.height; i++) {
    const v = letter(i);
    const given = puzzle.givens[i] ?? 0;
    if (v < 0 || v > puzzle.letters)
      problems.push({
        code: "bad-letter",
        message: `${puzzleCellName(puzzle, i)} holds ${v}; letters are 1 (A) to ${puzzle.letters} (${letterOf(puzzle.letters)})`,
        cells: [framedCell(puzzle, i)],
      });
    else if (given > 0 && v > 0 && v !== given)
      problems.push({
        code: "changed-given",
        message: `${puzzleCellName(puzzle, i)} is given ${letterOf(given)}, not ${letterOf(v)}`,
        cells: [framedCell(puzzle, i)],
      });
  }
  const lineCells = lines(puzzle).map(({ cells }) => cells);
  problems.push(
    ...repeatProblems(lineCells, letter, (same, v) => ({
      code: "repeated-letter",
      message: `${same.map((i) => puzzleCellName(puzzle, i)).join(" and ")} both hold ${letterOf(v)}`,
      cells: same.map((i) => framedCell(puzzle, i)),
    })),
  );
  puzzle.clues.forEach((v, k) => {
    if (v < 1) return;
    const seen = firstLetter(sightLine(puzzle, k).map(letter));
    if (seen > 0 && seen !== v)
      problems.push({
        code: "wrong-first-letter",
        message: `${clueLabel(puzzle, k)} sees ${letterOf(seen)} first`,
        cells: [clueCell(puzzle, k)],
      });
  });
  return problems;
}

/** The problems with `solution` as a whole answer: {@link check}'s, and every letter missing from a line. */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  for (const { cells } of lines(puzzle))
    for (let v = 1; v <= puzzle.letters; v++)
      if (!cells.some((i) => solution[i] === v))
        problems.push({
          code: "missing-letter",
          message: `${puzzleCellName(puzzle, cells[0]!)} to ${puzzleCellName(puzzle, cells.at(-1)!)} lack ${letterOf(v)}`,
          cells: cells.map((i) => framedCell(puzzle, i)),
        });
  return problems;
}
