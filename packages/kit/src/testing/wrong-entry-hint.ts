// The contract's check of a hint on an attempt with one wrong entry: a player who asks for a hint after a
// mistake gets the mistake named (and Apply takes it back or corrects it) or a step the answer agrees with,
// never a step built on the mistake, and the board carries the step out.
import { expect } from "vitest";
import { borderEdges, centreEdges, type Move } from "../board.js";
import { hintInput } from "../play.js";
import type { PuzzleType } from "../types.js";

/** Every move a player can make on `type`'s board for `puzzle` that writes something, in reading order. */
function movesOf<Puzzle>(
  // biome-ignore lint/suspicious/noExplicitAny: any solution, params, attempt and step; only play is used.
  play: NonNullable<PuzzleType<Puzzle, any, any, any, any>["play"]>,
  puzzle: Puzzle,
): Move[] {
  const { rows, cols, input } = play.board(puzzle);
  const moves: Move[] = [];
  const c = input.cells;
  for (let cell = 0; cell < rows * cols; cell++) {
    if (c.kind === "digit")
      for (let value = c.min; value <= c.max; value++) moves.push({ kind: "value", cell, value });
    else if (c.kind === "letter") for (const value of "AEIOSTXZ") moves.push({ kind: "value", cell, value });
    else if (c.kind === "shade") for (const shade of [1, -1]) moves.push({ kind: "shade", cell, shade });
    else if (c.kind === "colour")
      for (let shade = -1; shade <= c.colours.length; shade++)
        if (shade !== 0) moves.push({ kind: "shade", cell, shade });
  }
  if (input.edges) {
    const edges = input.edges === "border" ? borderEdges.count(rows, cols) : centreEdges.count(rows, cols);
    const states = input.maxLines === 2 ? ([1, 2, -1] as const) : ([1, -1] as const);
    for (let edge = 0; edge < edges; edge++)
      for (const state of states) moves.push({ kind: "edge", edge, state });
  }
  return moves;
}

/**
 * Asserts the hint of `type` on `puzzle` (one with one solution) after each of the first `tries` moves, in
 * reading order, that make one mistake on a new attempt: the step is never null, never adds a mistake when
 * carried out, and a step that names the mistake (`fix-mistake` or `mistake`) takes it back or corrects it
 * when the board's Apply carries it out (a step that only names it leaves the player to find the way back).
 * Returns how many wrong entries were tried.
 */
export function expectHintsOnWrongEntries<Puzzle>(
  // biome-ignore lint/suspicious/noExplicitAny: any solution, params, attempt and step; only play and hint are used.
  type: PuzzleType<Puzzle, any, any, any, any>,
  puzzle: Puzzle,
  { tries = 3 }: { tries?: number } = {},
): number {
  const { play, hint } = type;
  if (!play || !hint) throw new Error(`${type.id} has no play model or no hint`);
  const solution = type.solve(puzzle).solutions[0]!;
  const fresh = play.newAttempt(puzzle);
  let tried = 0;
  for (const move of movesOf(play, puzzle)) {
    if (tried >= tries) break;
    const wrong = play.applyStep(puzzle, fresh, move);
    const before = play.mistakes(puzzle, wrong, solution);
    if (before.length !== 1) continue;
    tried++;
    const what = `${type.id}, ${JSON.stringify(move)} (${before[0]!.message})`;
    const step = hint(puzzle, hintInput(play, puzzle, wrong));
    expect(step, `${what}: no hint`).not.toBeNull();
    const after = play.applyStep(puzzle, wrong, step!);
    const left = play.mistakes(puzzle, after, solution);
    expect(left.length, `${what}: "${step!.message}" builds on the mistake`).toBeLessThanOrEqual(1);
    if (step!.technique === "fix-mistake" || step!.technique === "mistake")
      expect(left, `${what}: "${step!.message}" leaves the mistake`).toEqual([]);
    else if (left.length === 1) expect(left).toEqual(before);
  }
  return tried;
}
