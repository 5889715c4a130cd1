import { lazy } from "solid-js";
import type { BoardModule } from "../types.ts";
import { KakuroBoard } from "./KakuroBoard.tsx";
import {
  applyStep,
  fillCandidates,
  isComplete,
  type KakuroAttempt,
  type KakuroPuzzle,
  type KakuroSolution,
  mistakes,
  newAttempt,
  progress,
  restore,
  toSolution,
  withSolution,
} from "./model.ts";

/**
 * How the site plays kakuro, and draws a new one. The generate form is the one built from the package's CLI
 * flags (size, density).
 */
export const board: BoardModule<KakuroPuzzle, KakuroAttempt, KakuroSolution> = {
  Board: KakuroBoard,
  newAttempt,
  restore,
  toSolution,
  withSolution,
  applyStep,
  isComplete,
  progress,
  mistakes,
  fillCandidates,
  // Loaded when opened: the home page's preview and a player who never draws do not pay for it.
  Editor: lazy(() => import("./Editor.tsx").then((m) => ({ default: m.KakuroEditor }))),
};
