import type { BoardModule } from "../types.ts";
import {
  applyStep,
  isComplete,
  mistakes,
  type NuriAttempt,
  type NuriPuzzle,
  type NuriSolution,
  newAttempt,
  progress,
  restore,
  toSolution,
  withSolution,
} from "./model.ts";
import { NurikabeBoard } from "./NurikabeBoard.tsx";

/** How the site plays nurikabe. The generate form is the one built from the package's CLI flags. */
export const board: BoardModule<NuriPuzzle, NuriAttempt, NuriSolution> = {
  Board: NurikabeBoard,
  newAttempt,
  restore,
  toSolution,
  withSolution,
  applyStep,
  isComplete,
  progress,
  mistakes,
};
