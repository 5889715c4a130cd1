import type { PlayBoard } from "../play-view.tsx";
import { KillerBoard } from "./KillerBoard.tsx";

/**
 * How the site plays killer sudoku: the sudoku board with cages, fed from the package's play model. The
 * generate form is the one built from the package's CLI flags.
 */
export const playBoard: PlayBoard = { View: KillerBoard };
