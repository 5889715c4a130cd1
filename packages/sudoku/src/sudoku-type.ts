import type { PuzzleType } from "@gridsmith/kit";
import { check } from "./check.js";
import { cliHooks } from "./cli-hooks.js";
import { examples } from "./examples.js";
import { boxedGridText, formats } from "./formats/index.js";
import { type GenerateParams, generate } from "./generate.js";
import type { Sudoku, SudokuSolution } from "./grid.js";
import { play, type SudokuAttempt } from "./play.js";
import { validate } from "./rules.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solver/solve.js";
import { explain, grade, hint, type SudokuDeduction } from "./steps.js";

/** Sudoku as a Gridsmith puzzle type: formats, validation, solver, checker, hints, grader and generator. */
export const sudoku: PuzzleType<Sudoku, SudokuSolution, GenerateParams, SudokuAttempt, SudokuDeduction> = {
  id: "sudoku",
  title: "Sudoku",
  description:
    "Fill the grid so that every row, column and box holds each digit once (4x4 to 25x25, 9x9 classic).",
  formats,
  limits,
  fromJson,
  validate,
  solve,
  check: (puzzle, attempt) => check(puzzle, attempt),
  hint: (puzzle, attempt) => hint(puzzle, attempt),
  explain,
  generate,
  grade,
  cli: cliHooks,
  play,
  solutionToText: (puzzle, solution) => boxedGridText({ size: puzzle.size, cells: solution.cells }),
  examples,
};
