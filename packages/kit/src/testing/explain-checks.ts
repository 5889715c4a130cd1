// The check every genre package makes of its hints: the first hint on a puzzle and the whole explained way,
// carried out step by step on the play model. Each genre's test keeps what is its own (the message, the
// cells behind the hint, a technique it must use, a later hint) and calls this for the rest.
import { expect } from "vitest";
import type { PlayModel, Step } from "../types.js";

/** What {@link expectExplainedWay} expects of a type's hints on one puzzle. */
export interface ExplainedWay<Deduction = unknown> {
  /** The first hint's message: to the letter, or a pattern it matches. */
  message: string | RegExp;
  /** How many steps the explanation takes; not counted when absent. */
  steps?: number;
  /** A technique some step of the explanation uses. */
  technique?: string;
  /** True where no step may be a trial (a guess proved wrong). */
  noTrial?: true;
  /** The grade's level, or the levels it may be; by default easy, medium or hard (anything but beyond). */
  level?: string | readonly string[];
  /**
   * False for a genre whose step may decide what its attempt does not hold (that a cell holds no number, in
   * Nanro): then a step is not asked to change the attempt.
   */
  everyStepChanges?: false;
  /**
   * False for a genre whose explanation leaves out cells its board still wants filled (a given it does not
   * restate, a room of one): then the way carried out is not asked to complete the board and be the solution.
   */
  wholeAnswer?: false;
  /** How many cells the first hint changes. */
  hintCells?: number;
  /**
   * What a deduction decides (its cell, line, edge, span), for a genre whose way decides each thing once: no
   * two deductions of the whole way may decide the same.
   */
  decidesOnce?: (deduction: Deduction) => unknown;
  /** With `decidesOnce`: how many things the whole way decides (every cell of the grid, say). */
  decided?: number;
  /**
   * For a genre whose deductions place a number in a cell (`{ row, col, value }`) and whose solution is one
   * number a cell, row by row, in rows of `width`: each deduction's number must be the solution's there.
   */
  placesNumbers?: Deduction extends { row: number; col: number; value: number } ? { width: number } : never;
}

/** What {@link expectExplainedWay} read, for a genre's own further checks. */
export interface ExplainedWayFound<Solution, Deduction> {
  /** The first hint on the puzzle. */
  hint: Step<Deduction>;
  /** The whole explanation. */
  steps: Step<Deduction>[];
  /** The puzzle's one solution. */
  solution: Solution;
}

/**
 * Asserts the hints of `type` on `puzzle` (one with one solution): the first hint's message is `expected`'s;
 * the explanation carried out step by step from a new attempt on the play model makes no mistake after any
 * step, each step changes the attempt (decides something not yet decided) and names only cells on the board,
 * and together they complete the board and are the solution; with the first hint's cells, the number of steps, what the deductions
 * decide (each once, how many, the numbers they place), a technique used, no trial and the grade's level as
 * `expected` says. Returns what it read.
 */
export function expectExplainedWay<Puzzle, Solution, Deduction>(
  type: {
    id: string;
    solve(puzzle: Puzzle): { solutions: Solution[] };
    hint?(puzzle: Puzzle): Step | null;
    explain?(puzzle: Puzzle): Step[];
    grade?(puzzle: Puzzle): { level: string };
    // biome-ignore lint/suspicious/noExplicitAny: any attempt; the play model carries the steps out.
    play?: PlayModel<Puzzle, Solution, any, Deduction>;
  },
  puzzle: Puzzle,
  expected: ExplainedWay<NoInfer<Deduction>>,
): ExplainedWayFound<Solution, Deduction> {
  const { hint, explain, grade, play } = type;
  if (!hint || !explain || !grade || !play) throw new Error(`${type.id} lacks hint, explain, grade or play`);
  // A type's hints deduce what its play model carries out.
  const first = hint(puzzle) as Step<Deduction> | null;
  expect(first).not.toBeNull();
  if (typeof expected.message === "string") expect(first!.message).toBe(expected.message);
  else expect(first!.message).toMatch(expected.message);
  if (expected.hintCells !== undefined) expect(first!.cells).toHaveLength(expected.hintCells);

  const solution = type.solve(puzzle).solutions[0]!;
  const steps = explain(puzzle) as Step<Deduction>[];
  if (expected.steps !== undefined) expect(steps.length).toBe(expected.steps);
  const { rows, cols } = play.board(puzzle);
  let attempt = play.newAttempt(puzzle);
  for (const [i, step] of steps.entries()) {
    for (const cell of [...step.cells, ...(step.because?.cells ?? [])])
      expect(cell.row >= 0 && cell.row < rows && cell.col >= 0 && cell.col < cols, `step ${i}`).toBe(true);
    const next = play.applyStep(puzzle, attempt, step);
    if (expected.everyStepChanges !== false)
      expect(JSON.stringify(next), `step ${i} decides nothing new: ${step.message}`).not.toBe(
        JSON.stringify(attempt),
      );
    expect(play.mistakes(puzzle, next, solution), `step ${i}: ${step.message}`).toEqual([]);
    attempt = next;
  }
  if (expected.wholeAnswer !== false) {
    expect(play.isComplete(puzzle, attempt), "the way carried out completes the board").toBe(true);
    expect(play.toSolution(puzzle, attempt)).toEqual(solution);
  }

  const deductions = steps.flatMap((s) => s.deductions);
  if (expected.decidesOnce) {
    const decided = new Set(deductions.map(expected.decidesOnce));
    expect(decided.size, "no two deductions decide the same").toBe(deductions.length);
    if (expected.decided !== undefined) expect(decided.size).toBe(expected.decided);
  }
  if (expected.placesNumbers) {
    const { width } = expected.placesNumbers;
    for (const d of deductions as { row: number; col: number; value: number }[])
      expect((solution as number[])[d.row * width + d.col], `r${d.row + 1}c${d.col + 1}`).toBe(d.value);
  }

  const techniques = steps.map((s) => s.technique);
  if (expected.technique !== undefined) expect(techniques).toContain(expected.technique);
  if (expected.noTrial) expect(techniques).not.toContain("trial");
  const level = expected.level ?? ["easy", "medium", "hard"];
  if (typeof level === "string") expect(grade(puzzle).level).toBe(level);
  else expect(level).toContain(grade(puzzle).level);
  return { hint: first!, steps, solution };
}

/**
 * What the explained way of a shading genre (Heyawake, LITS, Tapa, Creek...) holds, for
 * {@link expectExplainedWay}: each hint says `rXcY is shaded` or `rXcY stays unshaded`, the first changes one
 * cell, and the way decides every cell of `puzzle` once (its deductions name their `cell`). Spread it and add
 * what is the genre's own: a technique, the message to the letter, the number of steps.
 */
export function shadingWay(puzzle: { width: number; height: number }): ExplainedWay<{ cell: number }> {
  return {
    message: /^r\dc\d (is shaded|stays unshaded): /,
    hintCells: 1,
    decidesOnce: (d) => d.cell,
    decided: puzzle.width * puzzle.height,
  };
}
