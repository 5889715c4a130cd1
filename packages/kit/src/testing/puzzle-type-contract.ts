// The tests every genre package makes of its type as a whole, in one call: the independent check and the
// package's own tell the sample's right answer from its wrong one, the solver counts what brute force counts,
// the generator, the play model, and the limits and fromJson. Each part is registered as its own `describe`
// (named after the type), so a package's test file keeps only the tests that are its own.
import { describe, expect, it } from "vitest";
import { findSolutionFormat } from "../formats.js";
import type { PuzzleType } from "../types.js";
import { type BruteForceOptions, checkCountsByBruteForce } from "./brute-force.js";
import type { GenreWriters, PuzzlinkJudge } from "./examples-contract.js";
import { describeGenerateContract, type GenerateContractOptions } from "./generate-contract.js";
import { describeLimitsContract, type LimitsContractOptions } from "./limits-contract.js";
import { describePlayContract, type PlayContractOptions } from "./play-contract.js";

/** Options of {@link describePuzzleType}. */
export interface PuzzleTypeContractOptions<Puzzle, Solution, Params> {
  /** The package's independent check (test-support/independent-check.mjs): its `check` and its `sample`. */
  independent: {
    /** The problems it finds in a solution; empty when it is right. */
    check(puzzle: Puzzle, solution: Solution): readonly unknown[];
    /** A puzzle with a right and a wrong solution. */
    sample: { puzzle: Puzzle; right: Solution; wrong: Solution };
  };
  /** The package's own check of a solution, and the codes of the problems it finds in the sample's wrong one. */
  own?: {
    /** The package's `solutionProblems`. */
    solutionProblems(puzzle: Puzzle, solution: Solution): readonly { code: string }[];
    /**
     * The codes it gives for `sample.wrong`, in order; or `{ includes }`, one code among them; by default any
     * problem at all.
     */
    wrongCodes?: readonly string[] | { includes: string };
  };
  /**
   * puzz.link's judge and the genre's pzprv3 writer: every answer the brute-force test and the generator
   * give must be complete by it (`@gridsmith/pzpr-judge/contract`'s `describePuzzlinkType` gives it).
   */
  judged?: {
    /** `@gridsmith/pzpr-judge`, or its `judgePzprv3` alone. */
    judge: Pick<PuzzlinkJudge, "judgePzprv3">;
    /**
     * The genre's formats module, or its `writePzprv3` alone; by default the `writeSolution` of the type's
     * `pzprv3` format.
     */
    formats?: Pick<GenreWriters<Puzzle, Solution>, "writePzprv3">;
  };
  /**
   * Exact counts against brute force (the independent check is added, and `judged` unless `judged: false`:
   * where puzz.link's checker reads some of these tiny puzzles otherwise, as the test should say).
   */
  bruteForce?: Omit<BruteForceOptions<Puzzle>, "check"> & { judged?: false };
  /** The generator's tests (the independent check and `judged` are added). */
  generate?: Omit<GenerateContractOptions<Puzzle, Solution, Params>, "check" | "judged">;
  /** The play model's tests. */
  play?: PlayContractOptions<Puzzle, Solution>;
  /** The limits and fromJson tests. */
  limits?: LimitsContractOptions<Puzzle>;
}

function isCodeList(codes: readonly string[] | { includes: string }): codes is readonly string[] {
  return Array.isArray(codes);
}

/**
 * Registers what every genre package tests of its type (call it at the top of the type's test file): in
 * `ID solver`, that the independent check accepts the sample's right answer and refuses its wrong one, and
 * the package's own check (`own`) finds the codes it should; that puzz.link's judge (`judged`) calls the
 * right one complete; that the solver counts what brute force counts
 * (`bruteForce`, with the independent check and puzz.link's judge); then `ID generate`
 * ({@link describeGenerateContract}), `ID play` ({@link describePlayContract}) and `ID limits and fromJson`
 * ({@link describeLimitsContract}), each where its options are given.
 */
export function describePuzzleType<Puzzle, Solution, Params>(
  // biome-ignore lint/suspicious/noExplicitAny: any attempt and step; the contracts use them as the type has them.
  type: PuzzleType<Puzzle, Solution, Params, any, any>,
  // The type alone says what its puzzles, solutions and params are; the options' callbacks take them so.
  options: PuzzleTypeContractOptions<NoInfer<Puzzle>, NoInfer<Solution>, NoInfer<Params>>,
): void {
  const { independent, own } = options;
  const { check } = independent;
  const judged = options.judged && {
    judge: options.judged.judge,
    formats: options.judged.formats ?? {
      writePzprv3: findSolutionFormat(type.formats, "pzprv3").writeSolution!,
    },
  };
  const complete = judged
    ? (puzzle: Puzzle, solution: Solution) =>
        judged.judge.judgePzprv3(judged.formats.writePzprv3(puzzle, solution)).complete
    : undefined;

  describe(`${type.id} solver`, () => {
    it("rejects a wrong answer, in the independent check and in its own", () => {
      const { sample } = independent;
      expect(check(sample.puzzle, sample.right)).toEqual([]);
      expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
      if (own) {
        expect(own.solutionProblems(sample.puzzle, sample.right)).toEqual([]);
        const codes = own.solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code);
        const { wrongCodes } = own;
        if (wrongCodes === undefined) expect(codes).not.toEqual([]);
        else if (isCodeList(wrongCodes)) expect(codes).toEqual(wrongCodes);
        else expect(codes).toContain(wrongCodes.includes);
      }
    });

    if (complete)
      it("writes the sample's right answer as one puzz.link calls complete", () => {
        expect(complete(independent.sample.puzzle, independent.sample.right)).toBe(true);
      });

    const { bruteForce } = options;
    const judgeCounts = bruteForce?.judged !== false && complete !== undefined;
    if (bruteForce)
      it(`counts what brute force counts on random small grids${judgeCounts ? ", each answer right by puzz.link too" : ""}`, () => {
        checkCountsByBruteForce(type, {
          judge: judgeCounts ? (complete as (puzzle: Puzzle, answer: number[]) => boolean) : undefined,
          ...bruteForce,
          check: check as (puzzle: Puzzle, answer: number[]) => readonly unknown[],
        });
      });
  });

  if (options.generate)
    describe(`${type.id} generate`, () => {
      describeGenerateContract(type, { ...options.generate!, check, judged });
    });
  if (options.play)
    describe(`${type.id} play`, () => {
      describePlayContract(type, options.play);
    });
  if (options.limits)
    describe(`${type.id} limits and fromJson`, () => {
      describeLimitsContract(type, options.limits!);
    });
}
