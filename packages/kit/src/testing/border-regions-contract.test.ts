import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borderRegionsContract } from "./border-regions-contract.js";
import { oneFormatType } from "./presets.test-helpers.js";

type Clued = { width: number; height: number; clues: number[] };

const limits = { maxSide: 40, maxCells: 1600, maxTextLength: 100 };
const example: Clued = { width: 2, height: 1, clues: [-1, 2] };
// Its one format reads every link as the example.
const { type: linkType } = oneFormatType("shikaku", limits, example, "https://puzz.link/p?shikaku/2/1/");
const type = { ...linkType, validate: () => [] };
const independent = { check: () => [], sample: { puzzle: example, right: [0], wrong: [1] } };
const own = { solutionProblems: () => [], wrongCodes: ["two-numbers"] };
const judged = { judge: { judgePzprv3: () => ({ complete: true }) }, formats: { writePzprv3: () => "" } };
const generate = { params: { size: 6 }, deterministic: { size: 5 } };

describe("borderRegionsContract", () => {
  it("passes the genre's checks, judge and generator on, and adds the presets and the play on its example", () => {
    const options = borderRegionsContract(type, {
      independent,
      own,
      judged,
      bruteForceClue: fc.constant(-1),
      generate,
      fromJson: () => example,
      example,
      clue: () => fc.constant(-1),
      oversizedCells: "zzg",
      filler: "g",
      sizeError: "--size takes 5 to 8",
    });
    expect(options).toMatchObject({
      independent,
      own,
      judged,
      generate,
      play: { puzzle: example },
    });
    // The brute-force counts are borderRegionsBruteForce's: grids up to 3x3, not judged by puzz.link.
    expect(options.bruteForce).toMatchObject({ judged: false, numRuns: 150 });
    // The limits are borderRegionsLimits': its link one column past the largest side, an attempt by edges.
    expect(options.limits).toMatchObject({
      oversized: { error: "at most 40x40" },
      attempt: { length: 7, max: 1 },
      generate: { sizeError: "--size takes 5 to 8" },
    });
  });
});
