import { describe, expect, it } from "vitest";
import { attemptListProblems } from "./json-problem.js";

describe("attemptListProblems", () => {
  it("takes nothing played and any list of at most the length of integers and nulls", () => {
    expect(attemptListProblems(null, 4, "cell")).toEqual([]);
    expect(attemptListProblems(undefined, 4, "cell")).toEqual([]);
    expect(attemptListProblems([1, null, -1], 4, "cell")).toEqual([]);
  });

  it("answers one bad-attempt problem for anything else, naming the unit and the place", () => {
    expect(attemptListProblems("1234", 4, "edge")).toEqual([
      { code: "bad-attempt", message: `an attempt is a list of edges, not "1234"` },
    ]);
    expect(attemptListProblems([0, 0, 0], 2, "cell")[0]!.message).toBe(
      "the attempt has 3 cells; the grid has 2",
    );
    expect(attemptListProblems([0, "1"], 2, "cell")[0]!.message).toBe(
      'attempt[1]: expected an integer, got "1"',
    );
  });
});
