import { describe, expect, it } from "vitest";
import { borderEdges } from "./board.js";
import { borderPlay } from "./border-play.js";
import {
  edgeBetween,
  edgeName,
  edgeSides,
  innerEdges,
  regionLettersText,
  regionsOf,
  strayBorders,
} from "./border-regions.js";

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
    const crossed = play.applyStep(grid, fresh, {
      technique: "t",
      message: "",
      cells: [],
      deductions: [{ edge: e, border: false }],
    });
    expect(crossed[e]).toBe(-1);
    expect(play.mistakes(grid, crossed, drawn).map((m) => m.code)).toEqual(["differs-from-solution"]);
    expect(play.readAttempt(grid, drawn)).toEqual(drawn);
    expect(play.readAttempt(grid, [1])).toBeNull();
  });
});
