// The black-cell measure of kakuro-black.ts on a hand-made grid and on one generated puzzle.
import { describe, expect, it } from "vitest";
import { textFormat } from "../../../packages/kakuro/src/formats/text.ts";
import { blackShare, measure } from "./kakuro-black.ts";

describe("kakuro black share", () => {
  it("counts black cells inside the clue row and column only", () => {
    // Inside the clue row and column, 3x3: black at r1c3, r2c2, r3c1 and r3c2, clued or not.
    const puzzle = textFormat.parse(
      "#    4\\  16\\ #\n\\3  .    .    #\n\\16 .    #    .\n#    #    \\3  .\n",
    );
    expect(puzzle.rows).toBe(4);
    expect(blackShare(puzzle)).toBeCloseTo(4 / 9);
  });

  it("measures a generated puzzle as unique, checked and given-free", () => {
    const m = measure(5, 5, 0.25, 1);
    expect(m.ok).toBe(true);
    expect(m.share).toBeGreaterThanOrEqual(0);
    expect(m.share).toBeLessThan(1);
    expect(m.digest).toMatch(/^[0-9a-f]{12}$/);
  });
});
