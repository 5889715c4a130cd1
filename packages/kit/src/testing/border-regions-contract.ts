// What the genres whose answer is the borders between their regions (Shikaku, Sashigane, Tatamibari) give
// describePuzzleType alike, in one piece: each genre's test passes its data, the presets do the rest.
import type fc from "fast-check";
import type { PuzzleType } from "../types.js";
import {
  type BorderRegionsLimitsOf,
  borderRegionsBruteForce,
  borderRegionsLimits,
  type PresetTypeOf,
} from "./contract-presets.js";
import { describePuzzleType, type PuzzleTypeContractOptions } from "./puzzle-type-contract.js";

type Options<Puzzle, Params> = PuzzleTypeContractOptions<Puzzle, number[], Params>;

/** What a genre whose answer is the borders between its regions tells {@link borderRegionsContract}. */
export interface BorderRegionsContractOf<
  Puzzle extends { width: number; height: number; clues: number[] },
  Params,
> extends BorderRegionsLimitsOf<Puzzle> {
  /** The package's independent check. */
  independent: Options<Puzzle, Params>["independent"];
  /** The package's own check, and the codes it gives the sample's wrong answer. */
  own: NonNullable<Options<Puzzle, Params>["own"]>;
  /** puzz.link's judge and the genre's formats module. */
  judged: NonNullable<Options<Puzzle, Params>["judged"]>;
  /** Each cell's entry of `clues` in the grids of the brute-force counts ({@link borderRegionsBruteForce}). */
  bruteForceClue: fc.Arbitrary<number>;
  /** The generator's tests. */
  generate: NonNullable<Options<Puzzle, Params>["generate"]>;
}

/**
 * The options of describePuzzleType for a genre whose answer is the borders between its regions: its checks
 * and judge, {@link borderRegionsBruteForce} counts of `bruteForceClue` grids, its generator, the play
 * contract on its example, and {@link borderRegionsLimits}.
 */
export function borderRegionsContract<
  Puzzle extends { width: number; height: number; clues: number[] },
  Params,
>(
  type: PresetTypeOf<Puzzle> & { validate(puzzle: Puzzle): readonly unknown[] },
  of: BorderRegionsContractOf<Puzzle, Params>,
): Options<Puzzle, Params> {
  const { independent, own, judged, bruteForceClue, generate, ...limits } = of;
  return {
    independent,
    own,
    judged,
    bruteForce: borderRegionsBruteForce(type, bruteForceClue),
    generate,
    play: { puzzle: of.example },
    limits: borderRegionsLimits(type, limits),
  };
}

/**
 * Registers what every genre package tests of its type ({@link describePuzzleType}) for a genre whose answer
 * is the borders between its regions, with the options {@link borderRegionsContract} makes of `of`.
 */
export function describeBorderRegionsType<
  Puzzle extends { width: number; height: number; clues: number[] },
  Params,
>(
  // biome-ignore lint/suspicious/noExplicitAny: any attempt and step; the contracts use them as the type has them.
  type: PuzzleType<Puzzle, number[], Params, any, any>,
  of: BorderRegionsContractOf<NoInfer<Puzzle>, NoInfer<Params>>,
): void {
  describePuzzleType(type, borderRegionsContract(type, of));
}
