import type { BoardModule } from "../types.ts";
import { NonogramEditor } from "./Editor.tsx";
import {
  applyStep,
  isComplete,
  mistakes,
  type NonogramAttempt,
  type NonogramPuzzle,
  type NonogramSolution,
  newAttempt,
  restore,
  toSolution,
  withSolution,
} from "./model.ts";
import { NonogramBoard } from "./NonogramBoard.tsx";

/** How the site plays nonograms. */
export const board: BoardModule<NonogramPuzzle, NonogramAttempt, NonogramSolution> = {
  Board: NonogramBoard,
  newAttempt,
  restore,
  toSolution,
  withSolution,
  applyStep,
  isComplete,
  mistakes,
  aids: ["crossOffClues"],
  Editor: NonogramEditor,
};
