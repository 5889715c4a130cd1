import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { easyasabc, writePzprv3 } from "./index.js";

describe("easyasabc generate", () => {
  it("generates puzzles with exactly one solution, the same for the same seed, judged by puzz.link", () => {
    for (const [size, seed] of [
      [4, 1],
      [5, 2],
    ] as const) {
      const puzzle = easyasabc.generate!({ size }, seed);
      expect(easyasabc.generate!({ size }, seed)).toEqual(puzzle);
      expect(puzzle.letters).toBe(size - 2);
      const result = easyasabc.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
    }
    checkGenerateDeterministic(easyasabc.generate!, { size: 4 });
  });
});
