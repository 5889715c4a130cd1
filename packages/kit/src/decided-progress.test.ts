import { describe, expect, it } from "vitest";
import { decidedProgress, openProgress } from "./decided-progress.js";

describe("decided progress", () => {
  // A puzzle is its number of entries; an attempt is complete when its drawn entries are exactly two.
  const progress = decidedProgress<number>(
    (_n, attempt) => attempt.filter((v) => v === 1).length === 2,
    (n) => n,
  );

  it("counts the decided entries, drawn or crossed, of an attempt not yet whole", () => {
    expect(progress(5, [0, 0, 0, 0, 0])).toEqual({ filled: 0, total: 5 });
    expect(progress(5, [1, -1, 0, -1, 0])).toEqual({ filled: 3, total: 5 });
  });

  it("fills the bar once the attempt is a whole answer, open entries and all", () => {
    expect(progress(5, [1, 0, 0, 1, 0])).toEqual({ filled: 5, total: 5 });
  });
});

describe("open progress", () => {
  // A puzzle is its list of givens (1) and open cells (0); the player decides the open ones.
  const progress = openProgress<number[]>((givens) => givens.flatMap((g, i) => (g === 1 ? [] : [i])));

  it("counts the decided entries among the open ones only, of the open ones", () => {
    expect(progress([1, 0, 0, 1], [0, 0, 0, 0])).toEqual({ filled: 0, total: 2 });
    expect(progress([1, 0, 0, 1], [1, -1, 0, 1])).toEqual({ filled: 1, total: 2 });
    expect(progress([1, 0, 0, 1], [0, 1, -1, 0])).toEqual({ filled: 2, total: 2 });
    expect(progress([1, 1], [1, 1])).toEqual({ filled: 0, total: 0 });
  });
});
