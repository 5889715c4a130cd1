import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { kropki, serializePuzzlink, writePzprv3 } from "./index.js";

describe("kropki generate", () => {
  it("generates puzzles with exactly one solution, the same for the same seed, judged by puzz.link", () => {
    for (const [size, seed] of [
      [4, 1],
      [5, 2],
      [6, 3],
    ] as const) {
      const puzzle = kropki.generate!({ size }, seed);
      expect(kropki.generate!({ size }, seed)).toEqual(puzzle);
      const result = kropki.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
      expect(pzprFileOfUrl(serializePuzzlink(puzzle))).toBe(writePzprv3(puzzle));
    }
    checkGenerateDeterministic(kropki.generate!, { size: 4 });
  });
});
