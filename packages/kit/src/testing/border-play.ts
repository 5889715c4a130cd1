// What the play model of a genre whose answer is the borders between its regions (Shikaku, Sashigane,
// Tatamibari) does alike, as puzz.link's does.
import { expect } from "vitest";
import type { CellClue } from "../board.js";
import type { PuzzleType } from "../types.js";

/**
 * Asserts what the play model of a genre whose answer is the borders between its regions does on `puzzle`:
 * a border on edge 0, on the outline, is no move (the outline is no player's to draw); the solution finishes
 * the puzzle, and the type's check finds nothing wrong in it. Returns the cells of the puzzle's board, for the
 * genre's own checks of how its clues are shown.
 */
export function expectBorderPlay<Puzzle>(
  // biome-ignore lint/suspicious/noExplicitAny: any params and step; the play model, solve and check are used.
  type: PuzzleType<Puzzle, number[], any, readonly number[], any>,
  puzzle: Puzzle,
): (CellClue | null)[] {
  const play = type.play;
  if (!play) throw new Error(`${type.id} has no play model`);
  const fresh = play.newAttempt(puzzle);
  expect(play.applyStep(puzzle, fresh, { kind: "edge", edge: 0, state: 1 })).toEqual(fresh);
  const solution = type.solve(puzzle).solutions[0]!;
  expect(play.isComplete(puzzle, solution)).toBe(true);
  expect(type.check(puzzle, solution)).toEqual([]);
  return play.board(puzzle).cells;
}
