import type { BoardModule } from "../types.ts";
import { CrosspatchBoard } from "./CrosspatchBoard.tsx";
import { CrosspatchEditor } from "./Editor.tsx";
import {
  applyStep,
  type CrosspatchAttempt,
  type CrosspatchPuzzle,
  type CrosspatchSolution,
  isComplete,
  newAttempt,
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
  generator: {
    fields: [
      {
        name: "words",
        label: "Theme words",
        kind: "text",
        default: "puzzle grid letter word cross solve clue cell",
      },
      { name: "maxSize", label: "Largest side", kind: "number", min: 5, max: 25, default: 13 },
    ],
    // A Kriss Kross layout of the theme words (the dense kind needs a dictionary the browser does not load).
    params: (v) => ({
      kind: "sparse",
      words: String(v.words)
        .split(/[\s,;]+/)
        .filter((w) => w.length >= 2),
      maxSize: Number(v.maxSize),
    }),
  },
  Editor: CrosspatchEditor,
};
