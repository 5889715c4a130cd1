import { describe, expect, it } from "vitest";

import { bearExample } from "../examples.js";
import { checkNonogram } from "../operations.js";

describe("check", () => {
  it("finds nothing wrong in an empty or correct attempt", () => {
    expect(checkNonogram(bearExample, [])).toEqual([]);
    expect(checkNonogram(bearExample, [".##....##.", "#..#..#..#", "#?##"])).toEqual([]);
  });

  it("names wrong cells against the unique solution and lines that cannot fit", () => {
    const problems = checkNonogram(bearExample, ["###.......", "##########"]);
    expect(new Set(problems.map((p) => p.code))).toEqual(
      new Set(["line-impossible", "line-wrong", "wrong-cell"]),
    );
    expect(problems.filter((p) => p.code === "line-wrong").map((p) => p.message)).toEqual([
      "row 1 reads 3 but its clue is 2 2",
      "row 2 reads 10 but its clue is 1 1 1 1",
    ]);
    expect(problems.find((p) => p.code === "line-impossible")!.message).toBe(
      "column 2 cannot be completed to fit its clue 1 5",
    );
    expect(problems.find((p) => p.code === "wrong-cell")!.cells!.length).toBeGreaterThan(3);
  });

  it("refuses an attempt of the wrong shape", () => {
    expect(checkNonogram(bearExample, ["#".repeat(11)])[0]!.code).toBe("attempt-shape");
  });
});
