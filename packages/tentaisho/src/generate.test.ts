import { checkGenerateDeterministic } from "@gridsmith/kit/testing/properties";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { serializePuzzlink, tentaisho, writePzprv3 } from "./index.js";

describe("tentaisho generate", () => {
  it("generates puzzles with exactly one solution, the same for the same seed, judged by puzz.link", () => {
    for (const [size, seed] of [
      [5, 1],
      [6, 2],
    ] as const) {
      const puzzle = tentaisho.generate!({ size }, seed);
      expect(tentaisho.generate!({ size }, seed)).toEqual(puzzle);
      const result = tentaisho.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
      expect(pzprFileOfUrl(serializePuzzlink(puzzle))).toBe(writePzprv3(puzzle));
    }
    checkGenerateDeterministic(tentaisho.generate!, { size: 5 });
  });
});
