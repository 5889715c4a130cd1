import { describe, expect, it } from "vitest";
import { cellListProblems } from "./json-problem.js";

describe("cellListProblems", () => {
  it("takes nothing played and lists of integers or nulls up to the cell count", () => {
    for (const attempt of [null, undefined, [], [1, null, -1], [0, 0, 0, 0]])
      expect(cellListProblems(attempt, 4)).toEqual([]);
  });

  it("names what is wrong with anything else, reading the length first", () => {
    expect(cellListProblems("1234", 4)[0]!.message).toBe('an attempt is a list of cells, not "1234"');
    expect(cellListProblems(new Array(1e9), 4)[0]!.message).toBe(
      "the attempt has 1000000000 cells; the grid has 4",
    );
    expect(cellListProblems({}, 4, "edge")[0]!.message).toBe("an attempt is a list of edges, not an object");
    expect(cellListProblems([1, "2"], 4)).toEqual([
      { code: "bad-attempt", message: 'attempt[1]: expected an integer, got "2"' },
    ]);
  });
});
