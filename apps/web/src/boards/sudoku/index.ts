import type { PlayBoard } from "../play-view.tsx";
import { SudokuEditor } from "./Editor.tsx";
import { SudokuBoard } from "./SudokuBoard.tsx";

/** How the site plays sudoku: its board, fed from the package's play model. */
export const playBoard: PlayBoard = {
  View: SudokuBoard,
  Editor: SudokuEditor,
};
