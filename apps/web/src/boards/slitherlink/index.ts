import type { BoardModule } from "../types.ts";
import {
  applyStep,
  isComplete,
  mistakes,
  newAttempt,
  progress,
  restore,
  type SlitherAttempt,
  type SlitherPuzzle,
  type SlitherSolution,
  toSolution,
  withSolution,
} from "./model.ts";
import { SlitherlinkBoard } from "./SlitherlinkBoard.tsx";

/** How the site plays slitherlink. The generate form is the one built from the package's CLI flags. */
export const board: BoardModule<SlitherPuzzle, SlitherAttempt, SlitherSolution> = {
  Board: SlitherlinkBoard,
  newAttempt,
  restore,
  toSolution,
  withSolution,
  applyStep,
  isComplete,
  progress,
  mistakes,
};
