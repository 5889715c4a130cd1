import { describe, expect, it } from "vitest";
import { parsePuzzlink } from "./formats/index.js";
import { edgeCount, hEdge, vEdge } from "./puzzle.js";
import { check, solutionProblems, validate } from "./rules.js";
import { solve } from "./solve.js";

const p = { width: 2, height: 2, clues: [3, -1, -1, 0] };

describe("validate", () => {
  it("names bad sizes and clues", () => {
    expect(validate(p)).toEqual([]);
    expect(validate({ width: 0, height: 2, clues: [] })).toEqual([
      { code: "bad-shape", message: "width: 0 is out of range: expected 1 to 60" },
    ]);
    expect(validate({ width: 2, height: 1, clues: [1] })).toEqual([
      { code: "bad-shape", message: "clues: expected a list of 2, got 1" },
    ]);
    expect(validate({ width: 2, height: 1, clues: [1, 5] })).toEqual([
      {
        code: "bad-shape",
        message: "clues[1]: 5 is out of range: expected -1 to 4",
        cells: [{ row: 0, col: 1 }],
      },
    ]);
  });
});

describe("check", () => {
  it("finds no mistake in an empty attempt or in the answer", () => {
    const puzzle = parsePuzzlink("https://puzz.link/p?slither/5/5/cbcbcddad");
    expect(check(puzzle, [])).toEqual([]);
    expect(check(puzzle, solve(puzzle).solutions[0]!)).toEqual([]);
  });

  it("names too many lines, too many crosses, branches, dead ends and a second loop", () => {
    const a = new Array(edgeCount(p)).fill(0);
    a[hEdge(p, 0, 1)] = 1; // top of r1c2 ...
    a[hEdge(p, 1, 1)] = 1; // ... bottom of r1c2 (the top of the 0 at r2c2)
    expect(check(p, a).map((x) => x.code)).toEqual(["too-many-lines"]);
    const crosses = new Array(edgeCount(p)).fill(0);
    crosses[hEdge(p, 0, 0)] = -1;
    crosses[vEdge(p, 0, 0)] = -1;
    expect(check(p, crosses)[0]).toMatchObject({
      code: "too-few-lines",
      message: "r1c1 can have at most 2 lines around its 3",
    });
    const branch = new Array(edgeCount(p)).fill(0);
    for (const e of [hEdge(p, 1, 0), hEdge(p, 1, 1), vEdge(p, 0, 1)]) branch[e] = 1;
    expect(check({ ...p, clues: [-1, -1, -1, -1] }, branch).map((x) => x.code)).toEqual(["branch"]);
    const dead = new Array(edgeCount(p)).fill(0);
    dead[hEdge(p, 0, 0)] = 1;
    dead[hEdge(p, 0, 1)] = -1;
    dead[vEdge(p, 0, 1)] = -1;
    expect(check({ ...p, clues: [-1, -1, -1, -1] }, dead).map((x) => x.code)).toEqual(["dead-end"]);
    const two = { width: 3, height: 1, clues: [-1, -1, -1] };
    const loops = new Array(edgeCount(two)).fill(0);
    for (const e of [
      hEdge(two, 0, 0),
      hEdge(two, 1, 0),
      vEdge(two, 0, 0),
      vEdge(two, 0, 1),
      hEdge(two, 0, 2),
    ])
      loops[e] = 1;
    expect(check(two, loops).map((x) => x.code)).toEqual(["extra-loop"]);
  });

  it("solutionProblems wants every clue met and one loop", () => {
    const none = new Array(edgeCount(p)).fill(0);
    expect(solutionProblems(p, none).map((x) => x.code)).toContain("no-loop");
    expect(solutionProblems(p, [1])[0]!.code).toBe("bad-size");
  });
});
