import type { BoardModule } from "../types.ts";
import { KillerBoard } from "./KillerBoard.tsx";
import {
  applyStep,
  fillCandidates,
  isComplete,
  type KillerAttempt,
  type KillerPuzzle,
  type KillerSolution,
  mistakes,
  newAttempt,
  progress,
  restore,
  toSolution,
  withSolution,
} from "./model.ts";

/** How the site plays killer sudoku. The generate form is the one built from the package's CLI flags. */
export const board: BoardModule<KillerPuzzle, KillerAttempt, KillerSolution> = {
  Board: KillerBoard,
  newAttempt,
  restore,
  toSolution,
  withSolution,
  applyStep,
  isComplete,
  progress,
  mistakes,
  fillCandidates,
};
