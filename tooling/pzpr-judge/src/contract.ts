/**
 * kit's describePuzzleType for a puzz.link genre, with puzz.link's own checker as its judge: every answer
 * the brute-force counts and the generator give is complete by it, written by the type's pzprv3 format. The
 * genres' tests call this one rather than each passing the same judge (kit, which is published, cannot
 * depend on this private package).
 */
import { findSolutionFormat, type PuzzleType } from "@gridsmith/kit";
import { type GenreFixture, genreFixture } from "@gridsmith/kit/testing";
import {
  type AnswerJudges,
  type BorderRegionsContractOf,
  type BorderRegionsFormatsOf,
  borderRegionsContract,
  describeBorderRegionsFormats,
  describePuzzleType,
  type PuzzleTypeContractOptions,
} from "@gridsmith/kit/testing/contract";
import { judgePzprv3, pzprFileOfUrl } from "./index.js";

/** What {@link describePuzzlinkType} returns: the judges it judges by, and the type's {@link genreFixture}. */
export type PuzzlinkTypeJudges<Puzzle, Solution> = AnswerJudges<Puzzle, Solution> & GenreFixture<Puzzle>;

/**
 * {@link describePuzzleType} of `type` with `options`, judged by puzz.link's checker (`judgePzprv3` of what
 * the type's `pzprv3` format writes). Returns the same judges (the independent check, puzz.link's checker and
 * that writer), for the exact counts of the genre's own tests (kit's `expectExactCount`), with the type's
 * text reader and first example (kit's `genreFixture`), so that a genre's test file starts with this one call
 * (`const { parse, example, ...judges } = describePuzzlinkType(...)`); a file whose options need the example
 * reads it with `genreFixture` first.
 */
export function describePuzzlinkType<Puzzle, Solution, Params>(
  // biome-ignore lint/suspicious/noExplicitAny: any attempt and step, as describePuzzleType takes them.
  type: PuzzleType<Puzzle, Solution, Params, any, any>,
  options: Omit<PuzzleTypeContractOptions<NoInfer<Puzzle>, NoInfer<Solution>, NoInfer<Params>>, "judged">,
): PuzzlinkTypeJudges<Puzzle, Solution> {
  describePuzzleType(type, puzzlinkContractOptions(options));
  return puzzlinkTypeJudges(type, options);
}

/** The options {@link describePuzzlinkType} gives kit's `describePuzzleType`: the genre's, judged by puzz.link. */
export function puzzlinkContractOptions<Puzzle, Solution, Params>(
  options: Omit<PuzzleTypeContractOptions<Puzzle, Solution, Params>, "judged">,
): PuzzleTypeContractOptions<Puzzle, Solution, Params> {
  return { ...options, judged: { judge: { judgePzprv3 } } };
}

/** What {@link describePuzzlinkType} returns for `type`: the judges it judges by and the type's fixture. */
export function puzzlinkTypeJudges<Puzzle, Solution>(
  // biome-ignore lint/suspicious/noExplicitAny: any params, attempt and step.
  type: PuzzleType<Puzzle, Solution, any, any, any>,
  options: { independent: { check: AnswerJudges<Puzzle, Solution>["check"] } },
): PuzzlinkTypeJudges<Puzzle, Solution> {
  return {
    ...genreFixture(type),
    check: options.independent.check,
    judge: { judgePzprv3 },
    formats: { writePzprv3: findSolutionFormat(type.formats, "pzprv3").writeSolution! },
  };
}

/**
 * {@link describePuzzlinkType} of a genre whose answer is the borders between its regions (Shikaku,
 * Sashigane, Tatamibari), with kit's `borderRegionsContract` of `of` as its options; returns the same judges
 * and fixture.
 */
export function describePuzzlinkBorderRegions<
  Puzzle extends { width: number; height: number; clues: number[] },
  Params,
>(
  // biome-ignore lint/suspicious/noExplicitAny: any attempt and step, as describePuzzleType takes them.
  type: PuzzleType<Puzzle, number[], Params, any, any>,
  of: Omit<BorderRegionsContractOf<NoInfer<Puzzle>, NoInfer<Params>>, "judged">,
): PuzzlinkTypeJudges<Puzzle, number[]> {
  return describePuzzlinkType(type, borderRegionsContract(type, of));
}

/**
 * Kit's `describeBorderRegionsFormats` of `of` (Shikaku, Sashigane, Tatamibari), with puzz.link's own file of
 * a link (`pzprFileOfUrl`) as the one the genre's pzprv3 writer must match, as {@link describePuzzlinkBorderRegions}
 * gives the type's contract puzz.link's checker.
 */
export function describePuzzlinkBorderRegionsFormats<
  Puzzle extends { width: number; height: number; clues: number[] },
>(of: Omit<BorderRegionsFormatsOf<Puzzle>, "pzprFileOfUrl">): void {
  describeBorderRegionsFormats(puzzlinkFormatsOf(of));
}

/** What {@link describePuzzlinkBorderRegionsFormats} gives kit's `describeBorderRegionsFormats`. */
export function puzzlinkFormatsOf<Puzzle extends { width: number; height: number; clues: number[] }>(
  of: Omit<BorderRegionsFormatsOf<Puzzle>, "pzprFileOfUrl">,
): BorderRegionsFormatsOf<Puzzle> {
  return { ...of, pzprFileOfUrl };
}
