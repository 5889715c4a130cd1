import type { PlayModel } from "@gridsmith/kit";
import { playBoard } from "../play.ts";
import type { SlitherAttempt, SlitherPuzzle } from "./model.ts";
import { SlitherlinkBoard } from "./SlitherlinkBoard.tsx";

/** The board alone, for the home page's preview. */
export const Board = SlitherlinkBoard;

/**
 * How the site plays slitherlink: the package's play model on the site's board. The generate form is the
 * one built from the package's CLI flags.
 */
export const boardFor = (play: PlayModel<SlitherPuzzle, number[], SlitherAttempt, unknown>) =>
  playBoard(play, { Board: SlitherlinkBoard });
