import { describe, expect, it } from "vitest";
import { borderEdges } from "./board.js";
import { borderPlay } from "./border-play.js";
import {
  edgeBetween,
  edgeName,
  edgeSides,
  innerEdges,
  pieceCoverProblems,
  regionLettersText,
  regionsOf,
  strayBorders,
} from "./border-regions.js";
import { stepOf } from "./testing/steps.js";

const grid = { width: 3, height: 2 };

describe("border regions", () => {
  it("numbers the inner edges as borderEdges does, each with the two cells it parts", () => {
    const inner = innerEdges(grid);
    // 2 rows of 2 vertical inner edges, 1 row of 3 horizontal ones.
    expect(inner).toHaveLength(7);
    for (const { edge, cells } of inner) expect(edgeSides(grid, edge)).toEqual(cells);
    expect(edgeBetween(grid, 0, 1)).toBe(borderEdges.vertical(2, 3, 0, 1));
    expect(edgeBetween(grid, 1, 4)).toBe(borderEdges.horizontal(3, 1, 1));
    expect(edgeSides(grid, 0)).toBeNull();
    expect(edgeName(grid, edgeBetween(grid, 1, 4))).toBe("the edge between r1c2 and r2c2");
    expect(edgeName(grid, 0)).toBe("edge 0 (the outline)");
  });

  it("finds the regions borders cut, names them by letters, and finds a border inside one", () => {
    const borders = new Array<number>(borderEdges.count(2, 3)).fill(0);
    borders[edgeBetween(grid, 1, 2)] = 1;
    borders[edgeBetween(grid, 4, 5)] = 1;
    const { regions, regionOf } = regionsOf(grid, (e) => borders[e] === 1);
    expect(regions).toEqual([
      [0, 1, 3, 4],
      [2, 5],
    ]);
    expect(regionLettersText(grid, borders)).toBe("A A B\nA A B\n");
    expect(strayBorders(grid, borders, regionOf)).toEqual([]);
    borders[edgeBetween(grid, 0, 1)] = 1;
    expect(strayBorders(grid, borders, regionOf).map((p) => p.code)).toEqual(["stray-border"]);
    borders[0] = 1;
    expect(strayBorders(grid, borders, regionOf)).toHaveLength(2);
  });

  it("plays borders on inner edges only, and is complete when the rules say so", () => {
    const play = borderPlay<typeof grid, { edge: number; border: boolean }>({
      region: "a region",
      problems: (_p, s) => (s.some((v) => v === 1) ? [] : [{ code: "open", message: "no border" }]),
      board: (p) => ({
        rows: p.height,
        cols: p.width,
        cells: [],
        input: { cells: { kind: "none" }, edges: "border" },
      }),
    });
    const fresh = play.newAttempt(grid);
    expect(play.applyStep(grid, fresh, { kind: "edge", edge: 0, state: 1 })).toEqual(fresh);
    const e = edgeBetween(grid, 0, 1);
    const drawn = play.applyStep(grid, fresh, { kind: "edge", edge: e, state: 1 });
    expect(play.isComplete(grid, drawn)).toBe(true);
    expect(play.progress(grid, drawn)).toEqual({ filled: 7, total: 7 });
    const crossed = play.applyStep(grid, fresh, stepOf([{ edge: e, border: false }]));
    expect(crossed[e]).toBe(-1);
    expect(play.mistakes(grid, crossed, drawn).map((m) => m.code)).toEqual(["differs-from-solution"]);
    expect(play.readAttempt(grid, drawn)).toEqual(drawn);
    expect(play.readAttempt(grid, [1])).toBeNull();
  });
});

describe("pieceCoverProblems", () => {
  const p = { width: 3, height: 1 };
  const tooMany = { maxCover: 4, code: "too-many-pieces", message: "too many" };
  // Pieces of a 3x1 grid: one meets clue 0 and covers 2 cells, one meets cells 0 and 1 and covers 2.
  const pieces: [number | number[], number][] = [
    [0, 2],
    [[0, 1], 2],
  ];
  const each =
    (list: [number | number[], number][]) => (visit: (m: number | number[], n: number) => boolean) => {
      for (const [meets, cells] of list) if (!visit(meets, cells)) return;
    };

  it("names each cell no piece meets that unmet has a message for, as impossible-clue", () => {
    expect(pieceCoverProblems(p, each(pieces), tooMany, (i) => `cell ${i}`)).toEqual([
      { code: "impossible-clue", message: "cell 2", cells: [{ row: 0, col: 2 }] },
    ]);
    expect(pieceCoverProblems(p, each(pieces), tooMany, (i) => (i === 2 ? undefined : `cell ${i}`))).toEqual(
      [],
    );
  });

  it("gives only the one problem when the pieces cover too many cells, visiting no more after", () => {
    let visited = 0;
    const many = (visit: (m: number, n: number) => boolean) => {
      for (let i = 0; i < 10; i++) {
        visited++;
        if (!visit(0, 3)) return;
      }
    };
    expect(pieceCoverProblems(p, many, tooMany, (i) => `cell ${i}`)).toEqual([
      { code: "too-many-pieces", message: "too many" },
    ]);
    expect(visited).toBe(2);
  });
});
