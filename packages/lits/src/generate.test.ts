import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { lits, writePzprv3 } from "./index.js";

describe("lits generate", () => {
  it("generates puzzles with exactly one solution, the same for the same seed, judged complete by puzz.link", () => {
    for (const [size, seed] of [
      [6, 3],
      [5, 3],
    ] as const) {
      const puzzle = lits.generate!({ size }, seed);
      expect(lits.generate!({ size }, seed)).toEqual(puzzle);
      const result = lits.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
    }
    checkGenerateDeterministic(lits.generate!, { size: 4 }, [1]);
  });
});
