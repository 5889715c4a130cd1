import { describe, expect, it } from "vitest";
import { decidedProgress } from "./decided-progress.js";

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
