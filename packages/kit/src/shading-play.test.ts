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

describe("shadingPlay givens", () => {
  // A row of three whose answer is all shaded; the first cell is given shaded, the second given unshaded.
  const rules = {
    problems: (_: Row, answer: readonly number[]) =>
      answer.every((v, i) => v === (i === 1 ? 0 : 1)) ? [] : [{ code: "wrong", message: "wrong" }],
    given: () => [1, -1, 0],
  };
  const play = shadingPlay<Row, ShadeDeduction>(rules);

  it("takes no input on a given, and reads the givens into the answer", () => {
    const fresh = play.newAttempt(row);
    expect(play.applyStep(row, fresh, { kind: "shade", cell: 0, shade: -1 })).toBe(fresh);
    expect(
      play.applyStep(row, fresh, {
        technique: "t",
        message: "m",
        cells: [],
        deductions: [{ cell: 1, shaded: true }],
      }),
    ).toBe(fresh);
    // Shading the one open cell finishes it: the given shaded cell needs no tap.
    const done = play.applyStep(row, fresh, { kind: "shade", cell: 2, shade: 1 });
    expect(play.isComplete(row, done)).toBe(true);
    expect(play.toSolution(row, done)).toEqual([1, 0, 1]);
    expect(play.progress(row, done)).toEqual({ filled: 1, total: 1 });
    expect(play.fromSolution(row, [1, 0, 1])).toEqual(done);
    // An entry saved over a given gives way to it.
    expect(play.readAttempt(row, [-1, 1, 1])).toEqual(done);
  });
});
