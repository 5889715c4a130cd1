import { describe, expect, it } from "vitest";
import {
  boxedGrid,
  boxUnits,
  candidateMasks,
  type DigitGrid,
  deadEndStep,
  digitOfKey,
  digitPlay,
  digitSymbol,
  framedPlacementStep,
  placeDigit,
  placementPath,
  placementPlay,
  placementStep,
  readDigitAttempt,
} from "./digit-play.js";
import { cellsNamed } from "./testing/cell-names.js";
import { stepOf } from "./testing/steps.js";

// A 1 x 4 strip: a given 2, two open cells, a block.
const strip: DigitGrid = { cols: 4, cells: [2, 0, 0, -1], max: 4, units: [[0, 1, 2]] };
const play = digitPlay<DigitGrid, number[], { row: number; col: number; value: number }>({
  grid: (g) => g,
  board: (g) => ({
    rows: 1,
    cols: g.cols,
    cells: g.cells.map(() => null),
    input: { cells: { kind: "none" } },
  }),
  digits: (_g, s) => s,
  solution: (_g, digits) => digits,
  deduce: (_p, grid, a, d) => placeDigit(grid, a, d),
});

describe("digit play", () => {
  it("writes digit symbols and reads keys: 1-9, then letters", () => {
    expect([1, 9, 10, 16, 25].map(digitSymbol)).toEqual(["1", "9", "A", "G", "P"]);
    expect(digitOfKey("3", 4)).toBe(3);
    expect(digitOfKey("5", 4)).toBe(0);
    expect(digitOfKey("g", 16)).toBe(16);
    expect(digitOfKey("a", 9)).toBe(0);
    expect(digitOfKey("Enter", 9)).toBe(0);
  });

  it("numbers boxes row-major as regions, and lists rows, columns and boxes as units", () => {
    const { units, regions } = boxUnits(6, { rows: 2, cols: 3 });
    expect(regions.slice(0, 12)).toEqual([0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
    expect(regions[35]).toBe(5);
    expect(units).toHaveLength(18);
    expect(units[12]).toEqual([0, 1, 2, 6, 7, 8]);
    const { board } = boxedGrid(4, { rows: 2, cols: 2 }, [1, 0, 0, 12, ...new Array<number>(12).fill(0)]);
    expect(board.cells.slice(0, 4)).toEqual([{ text: "1" }, null, null, { text: "C" }]);
  });

  it("reads only saved attempts that fit, whatever the value", () => {
    const a = { v: [0, 3, 0, 0], n: [0, 0, 0b101, 0] };
    expect(readDigitAttempt(strip, a)).toEqual(a);
    expect(readDigitAttempt(strip, { v: [4, 3, 0, 0], n: a.n })?.v[0]).toBe(0);
    for (const bad of [
      null,
      [],
      "x",
      { v: [0, 0, 0, 1], n: a.n },
      { v: a.v, n: [0, 0, 0, 1] },
      { v: [0, 5, 0, 0], n: a.n },
      { v: [0, 1.5, 0, 0], n: a.n },
      { v: a.v, n: [0, 16, 0, 0] },
      { v: new Array(1e6).fill(0), n: a.n },
      { v: [0, 0, 0], n: a.n },
    ])
      expect(readDigitAttempt(strip, bad)).toBeNull();
  });

  it("carries out moves and placements in open cells only, never changing the input", () => {
    const fresh = play.newAttempt(strip);
    expect(play.applyStep(strip, fresh, { kind: "value", cell: 0, value: 3 })).toBe(fresh);
    expect(play.applyStep(strip, fresh, { kind: "value", cell: 3, value: 3 })).toBe(fresh);
    expect(play.applyStep(strip, fresh, { kind: "value", cell: 1, value: "A" })).toBe(fresh);
    const marked = play.applyStep(strip, fresh, { kind: "mark", cell: 1, digit: 3 });
    expect(marked.n[1]).toBe(0b100);
    const placed = play.applyStep(
      strip,
      marked,
      stepOf([null as never, { row: 0, col: 1, value: 3 }, { row: 1, col: 0, value: 1 }]),
    );
    expect(placed).toEqual({ v: [0, 3, 0, 0], n: [0, 0, 0, 0] });
    expect(marked.n[1]).toBe(0b100);
    expect(candidateMasks(strip, placed)[2]).toBe(0b1001);
    expect(play.fillCandidates!(strip, placed).n).toEqual([0, 0, 0b1001, 0]);
    expect(play.view(strip, marked)).toEqual({ values: [null, null, null, null], marks: [[], [3], [], []] });
  });

  it("carries out a placement play's hint deductions as digits placed", () => {
    const placements = placementPlay<DigitGrid, number[]>({
      grid: (g) => g,
      board: (g) => play.board(g),
      digits: (_g, s) => s,
      solution: (_g, digits) => digits,
    });
    const fresh = placements.newAttempt(strip);
    const step = { technique: "t", message: "", cells: [], deductions: [{ row: 0, col: 2, value: 4 }] };
    expect(placements.applyStep(strip, fresh, step)).toEqual({ v: [0, 0, 4, 0], n: [0, 0, 0, 0] });
    // A placement on a block or a given changes nothing.
    expect(
      placements.applyStep(strip, fresh, { ...step, deductions: [{ row: 0, col: 3, value: 1 }] }),
    ).toEqual(fresh);
  });
});

describe("framedPlacementStep", () => {
  it("names the grid cell, points at it on the framed board, and gives its grid place in the deduction", () => {
    // Grid cell 4 of a grid 3 wide is r2c2, framed board cell (2, 2); the clue above column 2 is (0, 2).
    const because = [
      { row: 2, col: 2 },
      { row: 0, col: 2 },
    ];
    expect(framedPlacementStep({ width: 3 }, "clue-sight", 4, 3, "must be 3: a clue", because)).toEqual({
      technique: "clue-sight",
      message: "r2c2 must be 3: a clue",
      cells: cellsNamed("r3c3"),
      because: { cells: cellsNamed("r1c3") },
      deductions: [{ row: 1, col: 1, value: 3 }],
    });
    expect(framedPlacementStep({ width: 3 }, "trial", 0, 1, "holds A", [])).not.toHaveProperty("because");
  });
});

describe("placementStep", () => {
  it("names the cell and the digit, and each other cell of the reason once, in reading order", () => {
    expect(placementStep(4, "last-cell", 5, 3, "its row holds the others", [7, 5, 1, 7])).toEqual({
      technique: "last-cell",
      message: "r2c2 must be 3: its row holds the others",
      cells: cellsNamed("r2c2"),
      because: {
        cells: cellsNamed("r1c2", "r2c4"),
      },
      deductions: [{ row: 1, col: 1, value: 3 }],
    });
  });
});

describe("placementPath", () => {
  it("writes each step's digit before asking for the next, and stops where nothing is found", () => {
    // A row of three: the next step fills the first empty cell with its index + 1, none when full.
    const next = (values: readonly number[]) => {
      const i = values.indexOf(0);
      return i < 0 ? null : placementStep(3, "next", i, i + 1, "the next one", []);
    };
    const values = [0, 0, 3];
    expect(placementPath(values, 3, next).map((s) => s.deductions[0])).toEqual([
      { row: 0, col: 0, value: 1 },
      { row: 0, col: 1, value: 2 },
    ]);
    expect(values).toEqual([1, 2, 3]);
  });

  it("stops at a step that places nothing, leaving it out", () => {
    const values = [0, 0];
    expect(placementPath(values, 2, () => deadEndStep())).toEqual([]);
    expect(values).toEqual([0, 0]);
    expect(deadEndStep()).toMatchObject({ technique: "contradiction", cells: [], deductions: [] });
  });
});
