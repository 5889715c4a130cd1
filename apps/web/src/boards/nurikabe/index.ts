import { genericBoard } from "../generic.tsx";

/**
 * The Nurikabe board. Until a grid is written here it is the generic board (the puzzle as text, with
 * check, hint, solve and export working); see ../sudoku for a full board: a Board component, the attempt's
 * shape (newAttempt, restore, toSolution, withSolution) and, optionally, applyStep, a generator form and an
 * Editor.
 */
export const board = genericBoard;
