// The tests every genre package makes of its play model, registered as vitest `it` blocks: the properties of
// checkPlayModel on every example, and a hint carried out on the board: the attempt grows, holds no mistake
// and is not yet complete, while the solution shown on the board is; hints followed on every example.
import { expect, it } from "vitest";
import type { BoardDescription, Move } from "../board.js";
import { parsePuzzle } from "../formats.js";
import { hintInput } from "../play.js";
import type { PuzzleType } from "../types.js";
import { checkPlayModel, type PlayModelOptions } from "./play-checks.js";
import { expectHintsOnWrongEntries } from "./wrong-entry-hint.js";

/** Options of {@link describePlayContract}. */
export interface PlayContractOptions<Puzzle, Solution> extends PlayModelOptions {
  /** The puzzle the hint is tried on (it needs one solution); default the type's first example. */
  puzzle?: Puzzle;
  /** A player's move made before the hint is asked for (a right one), given the solution. */
  firstMove?(puzzle: Puzzle, solution: Solution): Move;
  /**
   * False for a genre whose hint may decide that a cell holds nothing (Nanro), which fills no more of the
   * board: the hint carried out is not asked to fill more of it.
   */
  hintFills?: false;
}

/**
 * A first move for {@link PlayContractOptions.firstMove} in a shading genre: shade the first cell the
 * solution shades.
 */
export function shadeFirstShaded<Puzzle>(_puzzle: Puzzle, solution: readonly number[]): Move {
  return { kind: "shade", cell: solution.indexOf(1), shade: 1 };
}

/**
 * Asserts what the play model of a shading genre does on `puzzle`, as puzz.link's does: the first cell the
 * solution shades, shaded on a new attempt, is shaded there and does not finish the puzzle; the first cell it
 * leaves unshaded, dotted (-1: marked unshaded) on a new attempt, holds the dot; the solution, its shaded
 * cells alone without dots, finishes it. Returns the puzzle's board, for the genre's own checks of how its
 * clues and rooms are shown.
 */
export function expectShadingPlay<Puzzle>(
  // biome-ignore lint/suspicious/noExplicitAny: any params and step; the play model and solve are used.
  type: PuzzleType<Puzzle, number[], any, readonly number[], any>,
  puzzle: Puzzle,
): BoardDescription {
  const play = type.play;
  if (!play) throw new Error(`${type.id} has no play model`);
  const solution = type.solve(puzzle).solutions[0]!;
  const shaded = play.applyStep(puzzle, play.newAttempt(puzzle), shadeFirstShaded(puzzle, solution));
  expect(shaded[solution.indexOf(1)]).toBe(1);
  expect(play.isComplete(puzzle, shaded)).toBe(false);
  const open = solution.indexOf(0);
  const dotted = play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell: open, shade: -1 });
  expect(dotted[open]).toBe(-1);
  expect(play.isComplete(puzzle, solution)).toBe(true);
  return play.board(puzzle);
}

/**
 * Registers the `it` blocks every genre package has for its play model (call it inside a `describe`): the
 * properties of {@link checkPlayModel}; and, on `options.puzzle`, after `options.firstMove` (when given) the
 * type's hint carried out with `applyStep` fills more of the board (unless `hintFills` is false), makes no
 * mistake, leaves it incomplete,
 * while the solution shown on the board is complete; the hints followed there reach the answer, and on every
 * example never give a step twice and stop short of the answer only on a puzzle graded `beyond`.
 */
export function describePlayContract<Puzzle, Solution, Attempt>(
  // biome-ignore lint/suspicious/noExplicitAny: any params and step; the play model and hints are used.
  type: PuzzleType<Puzzle, Solution, any, Attempt, any>,
  options: PlayContractOptions<Puzzle, Solution> = {},
): void {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(type, options);
  });

  it("carries out a hint, and is complete when right", () => {
    const play = type.play;
    if (!play || !type.hint) throw new Error(`${type.id} has no play model or no hint`);
    const puzzle: Puzzle =
      options.puzzle !== undefined ? options.puzzle : parsePuzzle(type, type.examples[0]!.text);
    const solution = type.solve(puzzle).solutions[0]!;
    const fresh = play.newAttempt(puzzle);
    const moved = options.firstMove
      ? play.applyStep(puzzle, fresh, options.firstMove(puzzle, solution))
      : fresh;
    if (options.firstMove)
      expect(play.progress(puzzle, moved).filled).toBeGreaterThan(play.progress(puzzle, fresh).filled);
    const step = type.hint(puzzle, hintInput(play, puzzle, moved));
    expect(step).not.toBeNull();
    const after = play.applyStep(puzzle, moved, step!);
    if (options.hintFills !== false)
      expect(play.progress(puzzle, after).filled).toBeGreaterThan(play.progress(puzzle, moved).filled);
    expect(play.mistakes(puzzle, after, solution)).toEqual([]);
    expect(play.isComplete(puzzle, after)).toBe(false);
    expect(play.isComplete(puzzle, play.fromSolution(puzzle, solution))).toBe(true);
  });

  it("names a wrong entry or gives a step the answer agrees with, on every example with one solution", () => {
    let tried = 0;
    for (const example of type.examples) {
      const puzzle: Puzzle = parsePuzzle(type, example.text);
      if (type.solve(puzzle, { limit: 2 }).status !== "unique") continue;
      tried += expectHintsOnWrongEntries(type, puzzle);
    }
    expect(tried).toBeGreaterThan(0);
  });

  it("brings a player who follows the hints to the answer, each step once", () => {
    expectHintsLeadToAnswer(
      type,
      options.puzzle !== undefined ? options.puzzle : parsePuzzle(type, type.examples[0]!.text),
    );
  });

  it("never hints a step twice on any example, and stops short of the answer only where logic runs out", () => {
    for (const example of options.examples ?? type.examples) {
      const puzzle: Puzzle = parsePuzzle(type, example.text);
      if (!followHints(type, puzzle))
        expect(type.grade?.(puzzle).level, `${type.id} "${example.name}": the hints stopped early`).toBe(
          "beyond",
        );
    }
  });
}

/**
 * Follows the hints on `puzzle` as the site does: a hint asked of what the player decided (kit's `hintInput`),
 * carried out on the board, and again, until the board is complete. Fails when a step comes again after it
 * was carried out (the board cannot hold what it decides, or the hint does not read it back), or when the
 * hints stop before the board is complete.
 */
export function expectHintsLeadToAnswer<Puzzle>(
  // biome-ignore lint/suspicious/noExplicitAny: any solution, params, attempt and step; only play and hint are used.
  type: PuzzleType<Puzzle, any, any, any, any>,
  puzzle: Puzzle,
): void {
  expect(followHints(type, puzzle), `${type.id}: the hints stopped before the board was complete`).toBe(true);
}

/**
 * Follows the hints on `puzzle` as {@link expectHintsLeadToAnswer} does, failing when a step comes again after
 * it was carried out; whether the board ended complete (else the hints stopped).
 */
function followHints<Puzzle>(
  // biome-ignore lint/suspicious/noExplicitAny: any solution, params, attempt and step; only play and hint are used.
  type: PuzzleType<Puzzle, any, any, any, any>,
  puzzle: Puzzle,
): boolean {
  const play = type.play;
  if (!play || !type.hint) throw new Error(`${type.id} has no play model or no hint`);
  let attempt = play.newAttempt(puzzle);
  const seen = new Set<string>();
  // Each step is new (checked below), so the walk ends; the bound only keeps a broken hint from running long.
  for (let i = 0; i < 10_000 && !play.isComplete(puzzle, attempt); i++) {
    const step = type.hint(puzzle, hintInput(play, puzzle, attempt));
    if (step === null) break;
    const key = JSON.stringify(step.deductions);
    expect(seen.has(key), `${type.id}: hinted again after it was carried out: ${step.message}`).toBe(false);
    seen.add(key);
    attempt = play.applyStep(puzzle, attempt, step);
  }
  return play.isComplete(puzzle, attempt);
}
