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
  generator: {
    fields: [
      { name: "width", label: "Width", kind: "number", min: 2, max: 40, default: 10 },
      { name: "height", label: "Height", kind: "number", min: 2, max: 40, default: 10 },
      {
        name: "density",
        label: "Filled share",
        kind: "choice",
        default: "0.5",
        options: [
          { value: "0.35", label: "Sparse (35%)" },
          { value: "0.5", label: "Half (50%)" },
          { value: "0.65", label: "Dense (65%)" },
        ],
      },
    ],
    params: (v) => ({ width: Number(v.width), height: Number(v.height), density: Number(v.density) }),
  },
  Editor: NonogramEditor,
};
