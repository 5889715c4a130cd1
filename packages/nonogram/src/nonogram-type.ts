import type { PuzzleType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats } from "./formats/index.js";
import { fromJson, limits } from "./limits.js";
import {
  checkNonogram,
  explainNonogram,
  generateNonogram,
  gradeNonogram,
  hintNonogram,
  solveNonogram,
  validateNonogram,
} from "./operations.js";
import { params } from "./params.js";
import { play } from "./play.js";
import { formatSolve } from "./solve-text.js";
import type { Nonogram, NonogramAttempt, NonogramParams, NonogramSolution, PaintDeduction } from "./types.js";

/**
 * Nonograms as a Gridsmith puzzle type: formats, validation, solver, checker, hints, grader, generator, for
 * black-and-white and colour puzzles alike (each operation sends a puzzle to its kind in `operations.ts`).
 */
export const nonogram: PuzzleType<Nonogram, NonogramSolution, NonogramParams, string[], PaintDeduction> = {
  id: "nonogram",
  title: "Nonogram",
  description:
    "Paint by numbers: fill cells so that each row and column shows runs of the lengths its clue lists, in order.",
  formats,
  limits,
  fromJson,
  validate: validateNonogram,
  solve: (puzzle, options) => solveNonogram(puzzle, options),
  check: (puzzle, attempt) => checkNonogram(puzzle, attempt as NonogramAttempt),
  hint: (puzzle, attempt) => hintNonogram(puzzle, attempt as NonogramAttempt | null | undefined),
  explain: explainNonogram,
  generate: generateNonogram,
  grade: gradeNonogram,
  params,
  play,
  solutionToText: (_puzzle, solution) => `${solution.join("\n")}\n`,
  formatSolve,
  examples,
};
