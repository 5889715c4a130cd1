// One assertion the puzz.link genres' own tests make of every answer they count: the package's independent
// check and puzz.link's own checker both call it right.
import { expect } from "vitest";
import type { PuzzlinkJudge } from "./examples-contract.js";

/** What {@link expectJudgedRight} judges by: the independent check, puzz.link's judge and the pzprv3 writer. */
export interface AnswerJudges<Puzzle, Solution> {
  /** The package's independent check (test-support/independent-check.mjs). */
  check(puzzle: Puzzle, solution: Solution): readonly unknown[];
  /** puzz.link's judge (`@gridsmith/pzpr-judge`). */
  judge: Pick<PuzzlinkJudge, "judgePzprv3">;
  /** The genre's formats module, for its pzprv3 writer. */
  formats: { writePzprv3(puzzle: Puzzle, solution?: Solution): string };
}

/**
 * Asserts that each of `solutions` of `puzzle` is right by the independent check (no problems) and complete
 * by puzz.link's checker (its pzprv3 file as the package writes it).
 */
export function expectJudgedRight<Puzzle, Solution>(
  judges: AnswerJudges<Puzzle, Solution>,
  puzzle: Puzzle,
  solutions: readonly Solution[],
): void {
  for (const s of solutions) {
    expect(judges.check(puzzle, s)).toEqual([]);
    expect(judges.judge.judgePzprv3(judges.formats.writePzprv3(puzzle, s)).complete).toBe(true);
  }
}
