import { describe, expect, it } from "vitest";
import { type ShadeDeduction, shadingPlay } from "./shading-play.js";

type Row = { width: number; height: number };
const row: Row = { width: 3, height: 1 };

describe("shadingPlay mistakes", () => {
  it("says what each wrong cell truly is, in the genre's words when it gives them", () => {
    const plain = shadingPlay<Row, ShadeDeduction>({ problems: () => [] });
    const stars = shadingPlay<Row, ShadeDeduction>({
      problems: () => [],
      decided: (star) => (star ? "holds a star" : "holds no star"),
    });
    // The attempt shades the first cell and dots the second; the answer is the other way round.
    const attempt = [1, -1, 0];
    const solution = [0, 1, 0];
    expect(plain.mistakes(row, attempt, solution).map((m) => m.message)).toEqual([
      expect.stringContaining("r1c1 stays unshaded"),
      expect.stringContaining("r1c2 is shaded"),
    ]);
    expect(stars.mistakes(row, attempt, solution).map((m) => m.message)).toEqual([
      expect.stringContaining("r1c1 holds no star"),
      expect.stringContaining("r1c2 holds a star"),
    ]);
  });
});
