import type { PuzzleType } from "@gridsmith/kit";
import { examples } from "./examples.js";
import { formats } from "./formats/index.js";
import { fromJson, limits } from "./limits.js";
import * as operations from "./operations.js";
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
  kind: "shading",
  description:
    "Paint by numbers: fill cells so that each row and column shows runs of the lengths its clue lists, in order.",
  formats,
  limits,
  fromJson,
  validate: operations.validateNonogram,
  solve: (puzzle, options) => operations.solveNonogram(puzzle, options),
  check: (puzzle, attempt) => operations.checkNonogram(puzzle, attempt as NonogramAttempt),
  hint: (puzzle, attempt) => operations.hintNonogram(puzzle, attempt as NonogramAttempt | null | undefined),
  explain: operations.explainNonogram,
  generate: operations.generateNonogram,
  grade: operations.gradeNonogram,
  params,
  play,
  solutionToText: (_puzzle, solution) => `${solution.join("\n")}\n`,
  formatSolve,
  examples,
};
