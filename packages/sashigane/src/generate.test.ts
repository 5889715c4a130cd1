import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { generate } from "./generate.js";
import { sashigane, writePzprv3 } from "./index.js";

describe("sashigane generate", () => {
  it("generates puzzles with exactly one solution, the same for the same seed, judged by puzz.link", () => {
    for (const [size, seed] of [
      [5, 1],
      [6, 2],
    ] as const) {
      const puzzle = generate({ size }, seed);
      expect(generate({ size }, seed)).toEqual(puzzle);
      const result = sashigane.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
    }
    checkGenerateDeterministic(sashigane.generate!, { size: 5 });
  });
});
