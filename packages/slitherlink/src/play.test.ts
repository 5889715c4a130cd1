import { borderEdges } from "@gridsmith/kit";
import { stepOf } from "@gridsmith/kit/testing";
import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { slitherlink } from "./index.js";
import { play } from "./play.js";
import { cellEdges, edgeCells, edgeCount, edgeName, hEdge, vEdge } from "./puzzle.js";

// 3 wide, 2 high: 9 horizontal edges, then 8 vertical ones.
const puzzle = { width: 3, height: 2, clues: [3, -1, -1, -1, -1, -1] };
const lines = (p: typeof puzzle, edges: number[]) =>
  edges.reduce((a, edge) => play.applyStep(p, a, { kind: "edge", edge, state: 1 }), play.newAttempt(p));

describe("slitherlink play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(slitherlink, { numRuns: 30 });
  });

  it("numbers edges as kit's borderEdges: horizontal rows first, then vertical rows", () => {
    expect(edgeCount(puzzle)).toBe(17);
    expect(borderEdges.count(2, 3)).toBe(17);
    for (let r = 0; r <= 2; r++) for (let c = 0; c < 3; c++) expect(hEdge(puzzle, r, c)).toBe(r * 3 + c);
    for (let r = 0; r < 2; r++) for (let c = 0; c <= 3; c++) expect(vEdge(puzzle, r, c)).toBe(9 + r * 4 + c);
    expect(cellEdges(puzzle, 5)).toEqual([5, 8, 15, 16]);
    expect(edgeName(puzzle, 8)).toBe("the bottom of r2c3");
    expect(edgeName(puzzle, 16)).toBe("the right of r2c3");
    expect(borderEdges.ends(2, 3, 16)).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it("is complete only for one closed loop that meets every clue", () => {
    // The loop around the top left cell: 4 lines make a loop but break its 3.
    expect(play.isComplete(puzzle, lines(puzzle, [0, 3, 9, 10]))).toBe(false);
    // Around the two left cells: the 3 has top, left and bottom.
    const tall = [0, 6, 9, 13, 10, 14];
    expect(play.isComplete(puzzle, lines(puzzle, tall))).toBe(true);
    expect(play.isComplete(puzzle, lines(puzzle, tall.slice(1)))).toBe(false);
    // Two loops.
    const two = { width: 3, height: 1, clues: [-1, -1, -1] };
    expect(play.isComplete(two, lines(two, [0, 3, 6, 7, 2, 5, 8, 9]))).toBe(false);
    expect(play.isComplete(puzzle, play.newAttempt(puzzle))).toBe(false);
  });

  it("reads only an attempt of this puzzle's shape, and carries out steps and moves edge by edge", () => {
    const fresh = play.newAttempt(puzzle);
    expect(play.readAttempt(puzzle, fresh)).toEqual(fresh);
    expect(play.readAttempt(puzzle, [1, 0])).toBeNull();
    expect(play.readAttempt(puzzle, new Array(17).fill(2))).toBeNull();
    const step = stepOf(
      [
        { edge: 0, line: true },
        { edge: 1, line: false },
        { edge: 99, line: true },
      ],
      "clue",
    );
    const after = play.applyStep(puzzle, fresh, step);
    expect(after.slice(0, 3)).toEqual([1, -1, 0]);
    expect(fresh).toEqual(new Array(17).fill(0));
    expect(play.applyStep(puzzle, after, { kind: "edge", edge: 0, state: 0 })[0]).toBe(0);
    expect(play.applyStep(puzzle, after, { kind: "shade", cell: 0, shade: 1 })).toBe(after);
    expect(play.applyStep(puzzle, after, { kind: "edge", edge: 17, state: 1 })).toBe(after);
    const solution = after.map((v) => (v === 1 ? 1 : 0));
    expect(play.fromSolution(puzzle, solution)).toEqual(solution);
  });

  it("names the lines off the loop and the crosses on it, with their edge and the cells beside it", () => {
    // The loop around r1c1: edges 0 (top), 3 (bottom), 9 (left), 10 (right).
    const loop = lines(puzzle, [0, 3, 9, 10]);
    expect(play.mistakes(puzzle, loop, loop)).toEqual([]);
    const played = [3, 4].reduce(
      (a, edge) => play.applyStep(puzzle, a, { kind: "edge", edge, state: -1 }),
      lines(puzzle, [0, 1]),
    );
    const found = play.mistakes(puzzle, played, loop);
    expect(found.map((p) => p.edges)).toEqual([[1], [3]]);
    expect(found.map((p) => p.message)).toEqual([
      "the top of r1c2 has no line in the loop",
      "the loop runs along the top of r2c1",
    ]);
    expect(found[1]!.cells).toEqual([
      { row: 0, col: 0 },
      { row: 1, col: 0 },
    ]);
    expect(edgeCells(puzzle, 0)).toEqual([{ row: 0, col: 0 }]);
  });

  it("describes the board: clues as text, lines on the border edges", () => {
    const board = play.board(puzzle);
    expect(board.cells).toEqual([{ text: "3" }, null, null, null, null, null]);
    expect(board.input).toEqual({ cells: { kind: "none" }, edges: "border" });
    expect(play.view(puzzle, lines(puzzle, [2])).edges).toHaveLength(17);
    expect(play.progress(puzzle, lines(puzzle, [2]))).toEqual({ filled: 1, total: 17 });
  });

  it("says which numbers have their lines around them, for the board to grey", () => {
    // r1c1's 3: top 0, left 9, right 10.
    expect(play.view(puzzle, lines(puzzle, [0, 9])).doneCells).toEqual(new Array(6).fill(false));
    expect(play.view(puzzle, lines(puzzle, [0, 9, 10])).doneCells).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(play.view(puzzle, lines(puzzle, [0, 3, 9, 10])).doneCells![0]).toBe(false);
  });
});
