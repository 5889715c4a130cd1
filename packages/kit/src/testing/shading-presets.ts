// What the shading genres whose answer is one entry 0 or 1 a cell give describePuzzleType alike: the
// brute-force counts (every shading of a tiny grid) and, for those read from a text of one row a line
// (Hitori, Light Up, Yin-Yang, Norinori), the limits cases. Each genre's test passes its data.
import type fc from "fast-check";
import type { GridPuzzlesOptions } from "./arbitraries.js";
import { type BruteForceOptions, everyAnswer, gridBruteForce } from "./brute-force.js";
import type { PresetTypeOf } from "./contract-presets.js";
import { genreFixture } from "./genre-fixture.js";
import type { LimitsContractOptions } from "./limits-contract.js";

/** What a genre whose answer is one entry 0 or 1 a cell tells {@link shadingBruteForce}. */
export interface ShadingBruteForceOf
  extends Pick<GridPuzzlesOptions, "list" | "cell" | "maxHeight" | "maxCells"> {
  /** The largest side of the grids (4 unless given: 2^16 shadings at the most). */
  maxSide?: number;
  /** How many puzzles (100 unless given). */
  numRuns?: number;
  /** `false` where puzz.link's checker is not to judge these tiny puzzles (the test says why). */
  judged?: false;
  /** `true` where the rules forbid two shaded cells side by side: only {@link everyShadingApart} is tried. */
  apart?: true;
}

/** Every shading of a puzzle's cells (one entry 0 or 1 a cell, row by row): 2^(width x height) answers. */
export function everyShading(puzzle: { width: number; height: number }): Generator<number[]> {
  return everyAnswer(puzzle.width * puzzle.height);
}

/**
 * Every shading of a puzzle's cells with no two shaded cells side by side, row by row (the last cell changing
 * fastest): of a 4x4 grid 1,234 of the 65,536, so a genre whose rules forbid shaded neighbours (Hitori,
 * Heyawake, Kurodoko) runs its independent check on those alone.
 */
export function* everyShadingApart(puzzle: { width: number; height: number }): Generator<number[]> {
  const { width } = puzzle;
  const n = width * puzzle.height;
  const answer = new Array<number>(n).fill(0);
  // Reading order, 0 before 1 at each cell: the last cell changes fastest. A cell may be shaded when the cell
  // on its left and the one above are not.
  function* from(i: number): Generator<number[]> {
    if (i === n) {
      yield [...answer];
      return;
    }
    yield* from(i + 1);
    if ((i % width === 0 || answer[i - 1] === 0) && (i < width || answer[i - width] === 0)) {
      answer[i] = 1;
      yield* from(i + 1);
      answer[i] = 0;
    }
  }
  yield* from(0);
}

/**
 * The brute-force counts of a genre whose answer is one entry 0 or 1 a cell (shaded or not): grids of
 * `list` entries drawn from `cell` ({@link gridBruteForce}), up to `maxSide` (4) a side, {@link everyShading}
 * of each tried ({@link everyShadingApart} with `apart`).
 */
export function shadingBruteForce<Puzzle extends { width: number; height: number }>(
  of: ShadingBruteForceOf,
): Omit<BruteForceOptions<Puzzle>, "check"> & { judged?: false } {
  const { apart, maxSide = 4, ...grid } = of;
  return gridBruteForce<Puzzle>({ ...grid, maxSide, answers: apart ? everyShadingApart : everyShading });
}

/** What a shading genre read from a text of one row a line tells {@link textGridLimits}. */
export interface TextGridLimitsOf<Puzzle extends { width: number; height: number }> {
  /** The genre's `fromJson`. */
  fromJson(value: unknown): Puzzle;
  /** The genre's puzzles of the right shape. */
  valid: fc.Arbitrary<Puzzle>;
  /** The puzzle's list of one entry a cell (`cells`, `rooms`). */
  list: keyof Puzzle & string;
  /** One cell of a row of the text (`1`, `.`): a row of it too many, and it repeated past the text limit. */
  cell: string;
  /** Sizes `generate` refuses besides a billion, 0 and 2.5 (Norinori's odd ones). */
  badSizes?: number[];
  /** What the generator's params say of a size a billion (`--size takes 4 to 12`). */
  sizeError: string;
}

/**
 * The limits and fromJson cases of a shading genre read from a text of one row a line (Hitori, Light Up,
 * Yin-Yang, Norinori): its valid puzzles, a 9x9 one in JSON, a text of `cell` over the limit, a grid of one
 * cell a row and a row more than the largest side, an attempt at its first example of one entry a cell (1
 * shaded), and generator sizes that are not whole or in range.
 */
export function textGridLimits<Puzzle extends { width: number; height: number }>(
  type: PresetTypeOf<Puzzle>,
  of: TextGridLimitsOf<Puzzle>,
): LimitsContractOptions<Puzzle> {
  const { limits } = type;
  const { parse, example } = genreFixture(type);
  return {
    fromJson: of.fromJson,
    valid: of.valid,
    json: { list: of.list, width: 9, height: 9 },
    tooLong: [of.cell.repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parse(`${of.cell}\n`.repeat(limits.maxSide + 1)),
      error: `the grid has ${limits.maxSide + 1} rows; at most ${limits.maxSide}`,
    },
    puzzle: example,
    attempt: { length: (example[of.list] as readonly unknown[]).length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5, ...(of.badSizes ?? [])], sizeError: of.sizeError },
  };
}
