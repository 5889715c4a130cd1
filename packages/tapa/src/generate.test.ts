import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { tapa, writePzprv3 } from "./index.js";

describe("tapa generate", () => {
  it("generates puzzles with exactly one solution, the same for the same seed, judged by puzz.link", () => {
    for (const seed of [1, 2]) {
      const puzzle = tapa.generate!({ size: 6 }, seed);
      expect(tapa.generate!({ size: 6 }, seed)).toEqual(puzzle);
      const result = tapa.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
    }
    checkGenerateDeterministic(tapa.generate!, { size: 4 });
  });
});
