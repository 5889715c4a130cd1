import type { BoardModule } from "../types.ts";
import { SudokuEditor } from "./Editor.tsx";
import {
  applyStep,
  fillCandidates,
  isComplete,
  mistakes,
  newAttempt,
  progress,
  restore,
  type SudokuAttempt,
  type SudokuPuzzle,
  type SudokuSolution,
  toSolution,
  withSolution,
} from "./model.ts";
import { SudokuBoard } from "./SudokuBoard.tsx";

/** How the site plays sudoku. */
export const board: BoardModule<SudokuPuzzle, SudokuAttempt, SudokuSolution> = {
  Board: SudokuBoard,
  newAttempt,
  restore,
  toSolution,
  withSolution: (p, s) => withSolution(p, s),
  applyStep,
  isComplete,
  progress,
  mistakes,
  fillCandidates,
  Editor: SudokuEditor,
};
