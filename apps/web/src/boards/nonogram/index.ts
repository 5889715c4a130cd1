import type { PlayModel } from "@gridsmith/kit";
import { type BoardParts, playBoard } from "../play.ts";
import { NonogramEditor } from "./Editor.tsx";
import type { NonogramAttempt, NonogramPuzzle } from "./model.ts";
import { NonogramBoard } from "./NonogramBoard.tsx";

/** The board alone, for the home page's preview. */
export const Board = NonogramBoard;

/** The site's parts of the board: the component, the generate form and the editor. */
const parts: BoardParts<NonogramPuzzle, NonogramAttempt, string[], unknown> = {
  Board: NonogramBoard,
  aids: ["crossOffClues"],
  Editor: NonogramEditor,
};

/** How the site plays nonograms: the package's play model on the site's board, its form and its editor. */
export const boardFor = (play: PlayModel<NonogramPuzzle, string[], NonogramAttempt, unknown>) =>
  playBoard(play, parts);
