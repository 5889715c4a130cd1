import { describe, expect, it } from "vitest";
import { centreEdges } from "./board.js";
import {
  cellLines,
  centreLineCells,
  centreLinePlay,
  centreLinesText,
  gridCentreLinePlay,
  lineCount,
  lineEnds,
  lineName,
  linePieces,
  randomCentreLoop,
} from "./centre-lines.js";
import { createRng } from "./rng.js";
import { stepOf } from "./testing/steps.js";

// A 3x3 board: lines across 0-5 (three rows of two), down 6-11 (two rows of three).
const ring = new Set([0, 1, 4, 5, 6, 8, 9, 11]); // the outline of the 3x3 board

describe("linePieces", () => {
  it("finds closed loops and open pieces, first cells first", () => {
    expect(linePieces(3, 3, (l) => ring.has(l))).toEqual([{ cells: [0, 1, 2, 3, 5, 6, 7, 8], closed: true }]);
    // r1c1-r1c2 and r3c2-r3c3: two open pieces.
    expect(linePieces(3, 3, (l) => l === 0 || l === 5)).toEqual([
      { cells: [0, 1], closed: false },
      { cells: [7, 8], closed: false },
    ]);
    expect(linePieces(3, 3, () => false)).toEqual([]);
  });
});

describe("randomCentreLoop", () => {
  it("draws one loop without branches, the same for the same seed", () => {
    for (const seed of [1, 2, 3]) {
      const loop = randomCentreLoop(6, 5, createRng(seed), 0.6);
      expect(randomCentreLoop(6, 5, createRng(seed), 0.6)).toEqual(loop);
      const pieces = linePieces(6, 5, (l) => loop.has(l));
      expect(pieces).toHaveLength(1);
      expect(pieces[0]!.closed).toBe(true);
      for (const i of pieces[0]!.cells)
        expect(centreEdges.around(6, 5, i).filter((l) => loop.has(l))).toHaveLength(2);
    }
  });
});

describe("centreLineCells", () => {
  it("marks the cells the lines run through, and no other", () => {
    for (const seed of [1, 2, 3]) {
      const loop = randomCentreLoop(6, 5, createRng(seed), 0.6);
      const cells = centreLineCells(6, 5, loop);
      const onLoop = new Set(linePieces(6, 5, (l) => loop.has(l)).flatMap((piece) => piece.cells));
      expect([...cells].map((v, i) => (v === 1) === onLoop.has(i))).not.toContain(false);
    }
    expect([...centreLineCells(2, 3, [])]).toEqual([0, 0, 0, 0, 0, 0]);
    expect([...centreLineCells(2, 3, [centreEdges.count(2, 3) - 1])]).toEqual([0, 0, 1, 0, 0, 1]);
  });
});

describe("centreLinesText", () => {
  it("draws the loop's way through each cell, and what the genre says elsewhere", () => {
    expect(
      centreLinesText(
        3,
        3,
        (l) => ring.has(l),
        () => ".",
      ),
    ).toBe("┌─┐\n│.│\n└─┘\n");
  });
});

describe("centreLinePlay", () => {
  const play = centreLinePlay<{ n: number }, { line: number; on: boolean }>({
    size: () => ({ rows: 3, cols: 3 }),
    problems: (_p, s) => (s.every((v, l) => (v === 1) === ring.has(l)) ? [] : [{ code: "x", message: "x" }]),
    board: () => ({
      rows: 3,
      cols: 3,
      cells: new Array(9).fill(null),
      input: { cells: { kind: "none" }, edges: "centre" },
    }),
  });
  const p = { n: 0 };

  it("draws, crosses and clears lines, and is complete when the lines are an answer", () => {
    const fresh = play.newAttempt(p);
    expect(fresh).toHaveLength(12);
    const drawn = play.applyStep(p, fresh, { kind: "edge", edge: 0, state: 1 });
    expect(drawn[0]).toBe(1);
    expect(play.applyStep(p, drawn, { kind: "shade", cell: 0, shade: 1 })).toBe(drawn);
    const crossed = play.applyStep(p, drawn, stepOf([{ line: 2, on: false }]));
    expect(crossed[2]).toBe(-1);
    expect(
      play.mistakes(
        p,
        crossed,
        [...Array(12).keys()].map((l) => (ring.has(l) ? 1 : 0)),
      ),
    ).toEqual([]);
    expect(play.mistakes(p, [0, 0, 1, ...Array(9).fill(0)], Array(12).fill(0))[0]!.message).toBe(
      "the line from r2c1 to r2c2 is not on the loop",
    );
    const solved = [...Array(12).keys()].map((l) => (ring.has(l) ? 1 : -1));
    expect(play.isComplete(p, solved)).toBe(true);
    expect(play.progress(p, solved)).toEqual({ filled: 12, total: 12 });
    expect(play.isComplete(p, drawn)).toBe(false);
    expect(play.readAttempt(p, [1, 2])).toBeNull();
    expect(play.view(p, crossed)).toEqual({ edges: crossed });
  });
});

describe("gridCentreLinePlay", () => {
  const grid = { width: 3, height: 2, numbers: [1, -1, -1, -1, -1, 2], rooms: [0, 0, 1, 0, 1, 1] };
  const rules = {
    problems: () => [],
    cells: (p: typeof grid) => p.numbers.map((n) => (n >= 0 ? { text: String(n) } : null)),
  };

  it("plays the lines of a width x height grid, its cells shown as the genre says, its rooms as regions", () => {
    const play = gridCentreLinePlay<typeof grid, { line: number; on: boolean }>({
      ...rules,
      rooms: (p) => p.rooms,
    });
    expect(play.newAttempt(grid)).toHaveLength(centreEdges.count(2, 3));
    expect(play.board(grid)).toEqual({
      rows: 2,
      cols: 3,
      cells: [{ text: "1" }, null, null, null, null, { text: "2" }],
      regions: [0, 0, 1, 0, 1, 1],
      input: { cells: { kind: "none" }, edges: "centre" },
    });
    const plain = gridCentreLinePlay<typeof grid, { line: number; on: boolean }>(rules);
    expect(plain.board(grid)).not.toHaveProperty("regions");
  });
});

describe("a grid's centre lines", () => {
  const grid = { width: 3, height: 2 };

  it("counts, places and names them in centreEdges' numbering", () => {
    // Across: 0-1 (row 1), 2-3 (row 2); down: 4-6.
    expect(lineCount(grid)).toBe(7);
    expect(lineCount({ width: 0, height: 2 })).toBe(0);
    expect(lineCount({ width: 1, height: 1 })).toBe(0);
    expect(cellLines(grid, 4)).toEqual([5, -1, 2, 3]);
    expect(lineEnds(grid, 3)).toEqual([4, 5]);
    expect(lineEnds(grid, 6)).toEqual([2, 5]);
    expect(lineName(grid, 6)).toBe("the line from r1c3 to r2c3");
  });

  it("has each line at the two cells it joins, and no other", () => {
    for (let line = 0; line < lineCount(grid); line++)
      for (let i = 0; i < 6; i++)
        expect(cellLines(grid, i).includes(line)).toBe(lineEnds(grid, line).includes(i));
  });
});
