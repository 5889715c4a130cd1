// The test every genre package makes of its generator, registered as vitest `it` blocks: for each seed the
// same puzzle twice, with one solution that the package's independent check and, when given, puzz.link's
// judge accept; and the same puzzles under a slow clock (checkGenerateDeterministic).
import { expect, it } from "vitest";
import type { PuzzleType } from "../types.js";
import type { GenreWriters, PuzzlinkJudge } from "./examples-contract.js";
import { checkGenerateDeterministic } from "./generate-checks.js";

/** Options of {@link describeGenerateContract}. */
export interface GenerateContractOptions<Puzzle, Solution, Params> {
  /** The params of the puzzles generated and solved. */
  params: Params;
  /** The seeds tried; default 1 and 2. */
  seeds?: readonly number[];
  /** The params of the slow-clock check (smaller ones keep it quick); default `params`. */
  deterministic?: Params;
  /** The seeds of the slow-clock check; default `seeds`. */
  deterministicSeeds?: readonly number[];
  /**
   * The largest params the generator's form offers and the seeds that must make a puzzle there (each once,
   * with exactly one solution): a user who picks the largest size gets a puzzle, not "no puzzle in N tries".
   */
  largest?: { params: Params; seeds: readonly number[] };
  /** The package's independent check (test-support/independent-check.mjs). */
  check?(puzzle: Puzzle, solution: Solution): readonly unknown[];
  /** puzz.link's judge and the genre's formats module: each generated answer must be complete by it. */
  judged?: {
    judge: Pick<PuzzlinkJudge, "judgePzprv3">;
    formats: Pick<GenreWriters<Puzzle, Solution>, "writePzprv3">;
  };
}

/**
 * Registers the `it` blocks every genre package has for its generator (call it inside a `describe`): for
 * each seed, `generate` gives the same puzzle twice, the puzzle has exactly one solution, and the
 * independent check and puzz.link's judge (when given) accept it; and under a slow clock the generator gives
 * the same puzzles (a time budget must not decide what it makes).
 */
export function describeGenerateContract<Puzzle, Solution, Params>(
  // biome-ignore lint/suspicious/noExplicitAny: any attempt and step; only generating and solving are used.
  type: PuzzleType<Puzzle, Solution, Params, any, any>,
  options: GenerateContractOptions<Puzzle, Solution, Params>,
): void {
  const generate = type.generate;
  if (!generate) throw new Error(`${type.id} has no generator`);
  const seeds = options.seeds ?? [1, 2];
  for (const seed of seeds)
    it(`generates puzzles with exactly one solution, the same for the same seed (seed ${seed})`, () => {
      const puzzle = generate(options.params, seed);
      expect(generate(options.params, seed)).toEqual(puzzle);
      const result = type.solve(puzzle);
      expect(result.status).toBe("unique");
      const solution = result.solutions[0]!;
      if (options.check) expect(options.check(puzzle, solution)).toEqual([]);
      const { judged } = options;
      if (judged)
        expect(judged.judge.judgePzprv3(judged.formats.writePzprv3(puzzle, solution)).complete).toBe(true);
    });
  const { largest } = options;
  if (largest)
    it(`generates at the largest params for seeds ${largest.seeds.join(", ")}`, () => {
      for (const seed of largest.seeds)
        expect(type.solve(generate(largest.params, seed)).status).toBe("unique");
    });
  it("generates the same puzzles under a slow clock", () => {
    checkGenerateDeterministic(
      generate,
      options.deterministic ?? options.params,
      options.deterministicSeeds ?? seeds,
    );
  });
}
