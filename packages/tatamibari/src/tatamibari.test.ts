import { expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import { mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkBorderRegions } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, type Puzzle, SQUARE, solutionProblems, TALL, tatamibari, UNKNOWN, WIDE } from "./index.js";

// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example, ...judges } = describePuzzlinkBorderRegions(tatamibari, {
  independent,
  own: { solutionProblems, wrongCodes: ["wrong-shape", "symbols", "four-meet"] },
  // Counted against the independent check alone (the exact counts above are judged by puzz.link).
  bruteForceClue: mostly(-1, 3, fc.constantFrom(UNKNOWN, SQUARE, TALL, WIDE)),
  generate: { params: { size: 6 }, deterministic: { size: 5 } },
  fromJson,
  clue: () => mostly(-1, 4, fc.constantFrom(UNKNOWN, SQUARE, TALL, WIDE)),
  oversizedCells: "zzg",
  filler: "g",
  sizeError: "--size takes 5 to 8",
});

describe("tatamibari solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // Two ? on a diagonal of a 2x2: two rows or two columns (four squares would meet at the middle).
    const open: Puzzle = { width: 2, height: 2, clues: [UNKNOWN, -1, -1, UNKNOWN] };
    expectExactCount(tatamibari, open, 2, judges);
    // Four + in a 2x2 would be four squares meeting at a point: none.
    expect(tatamibari.solve({ width: 2, height: 2, clues: [1, 1, 1, 1] }).status).toBe("none");
  });

  it("names symbols no mat can take", () => {
    // A | in a single row has no taller mat.
    expect(tatamibari.validate({ width: 3, height: 1, clues: [-1, TALL, -1] })[0]).toMatchObject({
      code: "impossible-clue",
      message: "no rectangle of the shape | asks around r1c2 is clear of other symbols",
    });
    expect(tatamibari.validate({ width: 3, height: 1, clues: [-1, WIDE, -1] })).toEqual([]);
  });

  it("hints a forced edge with the symbols that forced it, and explains the whole way", () => {
    expectExplainedWay(tatamibari, example, {
      message: /^(a border|no border) between r\dc\d and r\dc\d: /,
      level: ["easy", "hard"],
      decidesOnce: (d) => d.edge,
    });
  });
});
