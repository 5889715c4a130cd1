// What the genres whose answer is the borders between their regions (Shikaku, Sashigane, Tatamibari) give
// describePuzzleType alike, in one piece: each genre's test passes its data, the presets do the rest.
import type fc from "fast-check";
import {
  type BorderRegionsLimitsOf,
  borderRegionsBruteForce,
  borderRegionsLimits,
  type PresetTypeOf,
} from "./contract-presets.js";
import type { PuzzleTypeContractOptions } from "./puzzle-type-contract.js";

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
  /** puzz.link's judge, when it is not `@gridsmith/pzpr-judge/contract`'s `describePuzzlinkType` that gives it. */
  judged?: Options<Puzzle, Params>["judged"];
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
