import { expectExplainedWay } from "@gridsmith/kit/testing/contract";
import { everyAnswer, ownTextLimits, pointCluePuzzles } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, gokigen, type Puzzle, solutionProblems } from "./index.js";

/** Small grids up to 4x3 (at most 12 cells), points mostly without a clue. */
const smallPuzzle = pointCluePuzzles<Puzzle>({ noneWeight: 5, maxSide: 4, maxCells: 12 });

const { parse, example } = describePuzzlinkType(gokigen, {
  independent,
  own: { solutionProblems, wrongCodes: ["clue-count", "loop"] },
  bruteForce: { puzzles: smallPuzzle, answers: (p) => everyAnswer(p.width * p.height), numRuns: 60 },
  generate: { params: { size: 6 }, deterministic: { size: 4 } },
  play: {},
  limits: ownTextLimits(gokigen, {
    fromJson,
    valid: pointCluePuzzles<Puzzle>(),
    json: { list: "clues", width: 4, height: 4, length: 25 },
    oversized: { text: `${".".repeat(42)}\n`.repeat(3), error: "a line has 42 points; expected 2 to 41" },
    attempt: { max: 1 },
    generate: { tooSmall: 3, sizeError: "--size takes 4 to 8" },
  }),
});

describe("gokigen solver", () => {
  it("searches with learning by default, which proves a public 10x10 unique in a fraction of the plain nodes", () => {
    // A public link (the puzzles of the examples' tests); on a public 40x25 the plain search takes about 500
    // times the nodes of the learning one.
    const puzzle = gokigen.formats
      .find((f) => f.id === "puzzlink")!
      .parse("https://puzz.link/p?gokigen/10/10/hc5b0bgcgdg7217bidj8778d7ag676617377dgcg8c6317222d6221clbga");
    const learning = gokigen.solve(puzzle);
    const plain = gokigen.solve(puzzle, { learning: false });
    expect([learning.status, plain.status]).toEqual(["unique", "unique"]);
    expect(learning.solutions).toEqual(plain.solutions);
    expect(learning.stats.nodes * 3).toBeLessThan(plain.stats.nodes);
  });

  it("check names a miscounted corner and a loop", () => {
    const puzzle = parse("...\n.4.\n...\n");
    expect(gokigen.check(puzzle, [1, 0, 0, 0]).map((p) => p.code)).toEqual(["clue-count"]);
    expect(gokigen.check(puzzle, [1, -1, -1, 1])).toMatchObject([
      { code: "clue-count" },
      { code: "loop", message: "the diagonal in r2c2 closes a loop", cells: [{ row: 1, col: 1 }] },
    ]);
    expect(gokigen.check(puzzle, [-1, 1, 1, -1])).toEqual([]);
  });

  it("hints a forced diagonal with its rule, and explains the whole way to the answer", () => {
    const { steps, solution } = expectExplainedWay(gokigen, example, {
      message: /^r\dc\d holds [/\\]: /,
      steps: 16,
      technique: "corner-count",
    });
    for (const s of steps) for (const d of s.deductions) expect(solution[d.cell]).toBe(d.shaded ? 1 : 0);
  });
});
