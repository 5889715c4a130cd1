import type { BoardModule } from "../types.ts";
import { CrosspatchBoard } from "./CrosspatchBoard.tsx";
import { CrosspatchEditor } from "./Editor.tsx";
import {
  applyStep,
  type CrosspatchAttempt,
  type CrosspatchPuzzle,
  type CrosspatchSolution,
  isComplete,
  mistakes,
  newAttempt,
  progress,
  restore,
  toSolution,
  withSolution,
} from "./model.ts";

/** How the site plays crosspatch (fill-in, Kriss Kross). */
export const board: BoardModule<CrosspatchPuzzle, CrosspatchAttempt, CrosspatchSolution> = {
  Board: CrosspatchBoard,
  newAttempt,
  restore,
  toSolution,
  withSolution,
  applyStep,
  isComplete,
  progress,
  mistakes,
  Editor: CrosspatchEditor,
};
