import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linePieces } from "./centre-lines.js";
import { closedEarlyProblems, notOneLoopProblems } from "./loop-problems.js";
import { cellsNamed } from "./testing/cell-names.js";

// A 3x3 board (kit's centreEdges numbering): lines across 0-5 (three rows of two), down 6-11 (two rows of three).
const ring = new Set([0, 1, 4, 5, 6, 8, 9, 11]); // the outline of the 3x3 board
const square = new Set([0, 6, 7, 2]); // r1c1, r1c2, r2c1, r2c2
const pieces = (lines: Set<number>) => linePieces(3, 3, (l) => lines.has(l));

describe("closedEarlyProblems", () => {
  it("names a closed loop with other lines outside it, and nothing for a lone loop or open lines", () => {
    expect(closedEarlyProblems(3, pieces(ring))).toEqual([]);
    expect(closedEarlyProblems(3, pieces(new Set([0, 5])))).toEqual([]);
    expect(closedEarlyProblems(3, pieces(new Set([...square, 5])))).toEqual([
      {
        code: "closed-early",
        message: "the loop through r1c1 closes with other lines outside it",
        cells: cellsNamed("r1c1", "r1c2", "r2c1", "r2c2"),
      },
    ]);
  });

  it("names a lone loop that leaves out a cell it must visit, by what that cell is", () => {
    const mustVisit = { cells: [8], what: "a pearl" };
    expect(closedEarlyProblems(3, pieces(square), mustVisit).map((p) => p.message)).toEqual([
      "the loop through r1c1 closes with a pearl outside it",
    ]);
    expect(closedEarlyProblems(3, pieces(ring), mustVisit)).toEqual([]);
  });
});

describe("notOneLoopProblems", () => {
  it("says how many pieces there are unless the lines are one closed loop", () => {
    expect(notOneLoopProblems(pieces(ring))).toEqual([]);
    expect(notOneLoopProblems(pieces(new Set()))).toEqual([
      { code: "not-one-loop", message: "the lines make 0 pieces, not one closed loop" },
    ]);
    expect(notOneLoopProblems(pieces(new Set([0])))).toEqual([
      { code: "not-one-loop", message: "the lines make 1 pieces, not one closed loop" },
    ]);
  });

  it("agrees with the pieces on any drawing: no problem exactly when one piece, closed, and no closed-early then", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 11 })), (drawn) => {
        const ps = pieces(new Set(drawn));
        const oneLoop = ps.length === 1 && ps[0]!.closed;
        expect(notOneLoopProblems(ps).length === 0).toBe(oneLoop);
        if (oneLoop) expect(closedEarlyProblems(3, ps)).toEqual([]);
        expect(closedEarlyProblems(3, ps)).toHaveLength(
          ps.length > 1 ? ps.filter((p) => p.closed).length : 0,
        );
      }),
    );
  });
});
