import { expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly, shadingBruteForce, textGridLimits } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, lightup, type Puzzle, solutionProblems, WHITE } from "./index.js";

const { parse, example, ...judges } = describePuzzlinkType(lightup, {
  independent,
  own: { solutionProblems, wrongCodes: ["dark-cell", "dark-cell", "dark-cell"] },
  bruteForce: shadingBruteForce({
    list: "cells",
    cell: mostly(WHITE, 4, fc.integer({ min: -2, max: 2 })),
    maxHeight: 3,
  }),
  generate: { params: { size: 6 }, deterministic: { size: 5 } },
  play: { firstMove: () => ({ kind: "shade", cell: 2, shade: 1 }) },
  limits: textGridLimits(lightup, {
    fromJson,
    valid: gridPuzzles<Puzzle>({ list: "cells", cell: fc.integer({ min: -2, max: 4 }), maxSide: 8 }),
    list: "cells",
    cell: ".",
    sizeError: "--size takes 5 to 15",
  }),
});

describe("lightup solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // A 3x3 of white cells: a light in each row and column and no two seeing each other is a permutation
    // matrix (6), and lights that leave a row and a column dark cannot light their crossing.
    const open: Puzzle = { width: 3, height: 3, cells: new Array(9).fill(WHITE) };
    expectExactCount(lightup, open, 6, judges);
    // The black centre splits the middle row and column into runs of one: two opposite corners (2 ways),
    // or the four middles of the sides (1), or one corner and the two middles away from it (4).
    expectExactCount(lightup, parse("...\n.#.\n...\n"), 7, judges);
  });

  it("shows two answers of an open grid within a few hundred nodes, each right by the independent check", () => {
    // Trying dark cells first walked 88,794 nodes to find two answers of the empty 10x10 (tooling/bench/RESULTS.md).
    const open: Puzzle = { width: 10, height: 10, cells: new Array(100).fill(WHITE) };
    const result = lightup.solve(open, { limit: 2, nodeLimit: 300 });
    expect(result.status).toBe("multiple");
    expect(result.solutions).toHaveLength(2);
    for (const s of result.solutions) expect(independent.check(open, s)).toEqual([]);
  });

  it("reports none for numbers that cannot be met, and validate names them", () => {
    const puzzle = parse("3.\n..\n");
    expect(lightup.solve(puzzle).status).toBe("none");
    expect(lightup.validate(puzzle)[0]!.message).toBe("r1c1 holds 3 but has 2 white cells beside it");
    expect(lightup.validate(parse("2.\n..\n"))).toEqual([]);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const { hint } = expectExplainedWay(lightup, example, {
      message: "r1c3 holds a light: the number beside it needs every free cell around it",
      // Every white cell decided, each once, without a trial.
      steps: example.cells.filter((c) => c === WHITE).length,
      noTrial: true,
      level: "medium",
    });
    expect(hint.because?.cells).toContainEqual({ row: 1, col: 1 });
  });
});

describe("lightup play", () => {
  it("places lights and dots on white cells only, and is complete with the lights alone", () => {
    const play = lightup.play!;
    const fresh = play.newAttempt(example);
    const lit = play.applyStep(example, fresh, { kind: "shade", cell: 2, shade: 1 });
    expect(lit[2]).toBe(1);
    // r2c3 holds the 4: a move there changes nothing.
    expect(play.applyStep(example, fresh, { kind: "shade", cell: 8, shade: 1 })).toEqual(fresh);
    // The lights alone, without dots, finish the example, as on puzz.link.
    const solution = lightup.solve(example).solutions[0]!;
    expect(
      play.isComplete(
        example,
        solution.map((v) => (v === 1 ? 1 : 0)),
      ),
    ).toBe(true);
    expect(play.board(example).cells[8]).toEqual({ block: true, text: "4" });
  });
});
