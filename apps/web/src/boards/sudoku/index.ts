import type { PlayBoard } from "../play-view.tsx";
import { SudokuEditor } from "./Editor.tsx";
import { SudokuBoard } from "./SudokuBoard.tsx";

/** How the site plays sudoku: its board, fed from the package's play model, and its generate form. */
export const playBoard: PlayBoard = {
  View: SudokuBoard,
  generator: {
    fields: [
      {
        name: "size",
        label: "Size",
        kind: "choice",
        default: "9",
        options: [4, 6, 9, 12, 16].map((n) => ({ value: String(n), label: `${n} x ${n}` })),
      },
      {
        name: "difficulty",
        label: "Difficulty",
        kind: "choice",
        default: "medium",
        options: ["easy", "medium", "hard", "expert", "diabolical"].map((l) => ({ value: l, label: l })),
      },
      {
        name: "symmetry",
        label: "Symmetry",
        kind: "choice",
        default: "rotational",
        options: ["rotational", "mirror", "diagonal", "none"].map((s) => ({ value: s, label: s })),
      },
    ],
    params: (v) => ({ size: Number(v.size), difficulty: String(v.difficulty), symmetry: String(v.symmetry) }),
  },
  Editor: SudokuEditor,
};
