import type { PlayModel } from "@gridsmith/kit";
import { playBoard } from "../play.ts";
import type { NuriAttempt, NuriPuzzle } from "./model.ts";
import { NurikabeBoard } from "./NurikabeBoard.tsx";

/** The board alone, for the home page's preview. */
export const Board = NurikabeBoard;

/**
 * How the site plays nurikabe: the package's play model on the site's board. The generate form is the one
 * built from the package's CLI flags.
 */
export const boardFor = (play: PlayModel<NuriPuzzle, number[], NuriAttempt, unknown>) =>
  playBoard(play, { Board: NurikabeBoard });
