import type { CrosspatchSolution, PlaceWord } from "@gridsmith/catalog";
import type { PlayModel } from "@gridsmith/kit";
import { type BoardParts, playBoard } from "../play.ts";
import { CrosspatchBoard } from "./CrosspatchBoard.tsx";
import { CrosspatchEditor } from "./Editor.tsx";
import type { CrosspatchAttempt, CrosspatchPuzzle } from "./model.ts";

/** The board alone, for the home page's preview. */
export const Board = CrosspatchBoard;

/** The site's parts of the board: the component and the editor. */
const parts: BoardParts<CrosspatchPuzzle, CrosspatchAttempt, CrosspatchSolution, PlaceWord> = {
  Board: CrosspatchBoard,
  Editor: CrosspatchEditor,
};

/**
 * How the site plays crosspatch (fill-in, Kriss Kross): the package's play model on the site's board, which
 * places whole words.
 */
export const boardFor = (
  play: PlayModel<CrosspatchPuzzle, CrosspatchSolution, CrosspatchAttempt, PlaceWord>,
) => playBoard(play, parts);
