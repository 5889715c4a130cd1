import { describe, expect, it } from "vitest";
import { gradeRank, NearestGrade } from "./nearest-grade.js";

describe("NearestGrade", () => {
  it("says when a draw is at the level asked, and keeps the nearest, the first on a tie", () => {
    const draws = new NearestGrade<string>("hard");
    expect(draws.offer("a", "easy")).toBe(false);
    expect(draws.nearest()).toBe("a");
    expect(draws.offer("b", "expert")).toBe(false);
    expect(draws.offer("c", "medium")).toBe(false);
    expect(draws.nearest()).toBe("b");
    expect(draws.offer("d", "hard")).toBe(true);
    expect(draws.nearest()).toBe("d");
  });

  it("ranks the levels easiest first, an unknown one past them all", () => {
    expect(["easy", "medium", "hard", "expert", "beyond", "odd"].map(gradeRank)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(() => new NearestGrade("easy").nearest()).toThrow("no puzzle was drawn");
  });
});
