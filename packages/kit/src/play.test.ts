import { describe, expect, it } from "vitest";
import { cellAttemptProblems } from "./play.js";

describe("cellAttemptProblems", () => {
  it("takes null or a list of at most the grid's cells, each an integer or null", () => {
    expect(cellAttemptProblems(null, 4)).toEqual([]);
    expect(cellAttemptProblems([1, null, -1], 4)).toEqual([]);
    expect(cellAttemptProblems("1234", 4)[0]!.message).toBe('an attempt is a list of cells, not "1234"');
    expect(cellAttemptProblems([0, 0, 0, 0, 0], 4)[0]!.message).toBe(
      "the attempt has 5 cells; the grid has 4",
    );
    expect(cellAttemptProblems([1, 2.5], 4)[0]!.message).toBe("attempt[1]: expected an integer, got 2.5");
  });
});
