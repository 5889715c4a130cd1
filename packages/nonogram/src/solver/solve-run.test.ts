import { describe, expect, it } from "vitest";
import { gridPicture, startSolve } from "./solve-run.js";

describe("gridPicture", () => {
  it("writes the cells row by row", () => {
    expect(gridPicture(3, 2, (x) => "abcdef"[x]!)).toEqual(["abc", "def"]);
    expect(gridPicture(0, 0, () => "#")).toEqual([]);
  });
});

describe("startSolve", () => {
  it("adds every search's counters to the result", () => {
    const { count, finish } = startSolve({});
    count({ stats: { nodes: 3, failures: 1, propagations: 10 } });
    count({ stats: { nodes: 2, failures: 0, propagations: 5 } });
    const { stats } = finish([], true, null);
    expect([stats.nodes, stats.failures, stats.propagations]).toEqual([5, 1, 15]);
  });
});
