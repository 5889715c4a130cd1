import { describe, expect, it } from "vitest";
import { type Latin, latinSquare } from "./latin-square.js";
import { describePlayContract, expectHintsLeadToAnswer, expectShadingPlay } from "./play-contract.js";

// The latin square with a hint: the first open cell, with its digit of the solution.
const hinting: typeof latinSquare = {
  ...latinSquare,
  hint(p: Latin, attempt?: Partial<number[]> | number[]) {
    const solution = latinSquare.solve(p, { limit: 1 }).solutions[0]!;
    const cell = p.cells.findIndex((g, i) => !g && !attempt?.[i]);
    if (cell < 0) return null;
    return {
      technique: "known",
      message: `cell ${cell} is ${solution[cell]}`,
      cells: [],
      deductions: [{ cell, digit: solution[cell]! }],
    };
  },
};

describe("describePlayContract on the latin square", () => {
  describePlayContract(hinting);
});

describe("describePlayContract after a first move", () => {
  describePlayContract(hinting, {
    puzzle: { n: 3, cells: [1, 0, 0, 0, 0, 0, 0, 0, 0] },
    firstMove: (_p, solution) => ({ kind: "value", cell: 1, value: solution[1]! }),
  });
});

// A board whose progress does not count what a hint decides (as Nanro's counts rooms, not cells).
const progressUncounted: typeof latinSquare = {
  ...hinting,
  play: {
    ...hinting.play!,
    // Filled only once the whole board is.
    progress: (p, a) => ({ filled: hinting.play!.isComplete(p, a) ? 1 : 0, total: 1 }),
  },
};

describe("describePlayContract with a hint that fills nothing the progress counts (hintFills: false)", () => {
  describePlayContract(progressUncounted, { puzzle: { n: 2, cells: [1, 0, 0, 0] }, hintFills: false });
});

describe("expectHintsLeadToAnswer", () => {
  const puzzle: Latin = { n: 2, cells: [1, 0, 0, 0] };

  it("passes hints that lead to the answer", () => {
    expectHintsLeadToAnswer(hinting, puzzle);
  });

  it("fails a hint that comes again after it was carried out, and hints that stop short", () => {
    // A step the board cannot hold (a given's digit again), as Nanro's "holds no number" was before its x mark.
    const again: typeof latinSquare = {
      ...latinSquare,
      hint: () => ({
        technique: "given",
        message: "r1c1 is 1",
        cells: [],
        deductions: [{ cell: 0, digit: 1 }],
      }),
    };
    expect(() => expectHintsLeadToAnswer(again, puzzle)).toThrow(/hinted again after it was carried out/);
    const none: typeof latinSquare = { ...latinSquare, hint: () => null };
    expect(() => expectHintsLeadToAnswer(none, puzzle)).toThrow(/stopped before the board was complete/);
  });
});

describe("expectShadingPlay", () => {
  // A shading genre of three cells whose one answer shades the two ends; an attempt is the cells' shades.
  // With `dots` false its play model drops a dot (a shade of -1) as puzz.link's never does.
  const shading = (complete: (attempt: readonly number[]) => boolean, dots = true) =>
    ({
      id: "three-cells",
      solve: () => ({ solutions: [[1, 0, 1]] }),
      play: {
        newAttempt: () => [0, 0, 0],
        applyStep: (_p: unknown, a: readonly number[], m: { cell: number; shade: number }) =>
          a.map((v, i) => (i === m.cell && (dots || m.shade !== -1) ? m.shade : v)),
        isComplete: (_p: unknown, a: readonly number[]) => complete(a),
        board: () => ({ rows: 1, cols: 3, cells: [null, { text: "2" }, null] }),
      },
    }) as unknown as Parameters<typeof expectShadingPlay<null>>[0];

  it("passes a play model complete with the shaded cells alone, and returns the puzzle's board", () => {
    expect(
      expectShadingPlay(
        shading((a) => a[0] === 1 && a[2] === 1),
        null,
      ),
    ).toEqual({ rows: 1, cols: 3, cells: [null, { text: "2" }, null] });
  });

  it("fails one that drops a dot", () => {
    expect(() =>
      expectShadingPlay(
        shading((a) => a[0] === 1 && a[2] === 1, false),
        null,
      ),
    ).toThrow();
  });

  it("fails one that wants more than the shaded cells, and one complete before the answer is", () => {
    expect(() =>
      expectShadingPlay(
        shading(() => false),
        null,
      ),
    ).toThrow();
    expect(() =>
      expectShadingPlay(
        shading(() => true),
        null,
      ),
    ).toThrow();
  });
});
