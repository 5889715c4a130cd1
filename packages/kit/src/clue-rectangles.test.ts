import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CluedGrid,
  clueCounter,
  coverPieces,
  eachClueRectangle,
  eachLoneRectangle,
  rectangleCells,
  rectanglePieces,
} from "./clue-rectangles.js";

// Small grids with a clue (0 to 3) or none (-1) in each cell.
const cluedGrids = fc
  .record({ width: fc.integer({ min: 1, max: 5 }), height: fc.integer({ min: 1, max: 5 }) })
  .chain(({ width, height }) =>
    fc
      .array(fc.integer({ min: -1, max: 3 }), { minLength: width * height, maxLength: width * height })
      .map((clues): CluedGrid => ({ width, height, clues })),
  );

/** The clues of a rectangle, counted cell by cell. */
function countByHand(p: CluedGrid, top: number, left: number, bottom: number, right: number): number {
  return rectangleCells(p.width, top, left, bottom, right).filter((i) => p.clues[i] !== -1).length;
}

describe("clue rectangles", () => {
  it("counts the clues of every rectangle as counting cell by cell does", () => {
    fc.assert(
      fc.property(cluedGrids, (p) => {
        const count = clueCounter(p);
        for (let t = 0; t < p.height; t++)
          for (let b = t + 1; b <= p.height; b++)
            for (let l = 0; l < p.width; l++)
              for (let r = l + 1; r <= p.width; r++)
                expect(count(t, l, b, r)).toBe(countByHand(p, t, l, b, r));
      }),
    );
  });

  it("visits exactly the rectangles around a clue that hold no other, each once, as fits allows", () => {
    fc.assert(
      fc.property(cluedGrids, (p) => {
        const count = clueCounter(p);
        const fits = (rows: number, cols: number) => rows <= cols;
        for (let i = 0; i < p.clues.length; i++) {
          if (p.clues[i] === -1) continue;
          const seen: string[] = [];
          const done = eachLoneRectangle(p, count, i, fits, (clue, t, l, b, r) => {
            expect(clue).toBe(i);
            seen.push([t, l, b, r].join());
            return true;
          });
          expect(done).toBe(true);
          const row = Math.floor(i / p.width);
          const col = i % p.width;
          const expected: string[] = [];
          for (let t = 0; t <= row; t++)
            for (let b = row + 1; b <= p.height; b++)
              for (let l = 0; l <= col; l++)
                for (let r = col + 1; r <= p.width; r++)
                  if (countByHand(p, t, l, b, r) === 1 && fits(b - t, r - l))
                    expected.push([t, l, b, r].join());
          expect(new Set(seen).size).toBe(seen.length);
          expect([...seen].sort()).toEqual(expected.sort());
        }
      }),
    );
  });

  it("visits every clue's rectangles in cell order, as fits allows for the clue, and stops when told", () => {
    fc.assert(
      fc.property(cluedGrids, (p) => {
        const fits = (clue: number, rows: number, cols: number) => (rows * cols) % 4 === clue;
        const seen: string[] = [];
        eachClueRectangle(p, fits, (clue, t, l, b, r) => {
          seen.push([clue, t, l, b, r].join());
          return true;
        });
        const count = clueCounter(p);
        const expected: string[] = [];
        p.clues.forEach((clue, i) => {
          if (clue === -1) return;
          eachLoneRectangle(
            p,
            count,
            i,
            (rows, cols) => fits(clue, rows, cols),
            (...at) => {
              expected.push(at.join());
              return true;
            },
          );
        });
        expect(seen).toEqual(expected);
        let visits = 0;
        eachClueRectangle(p, fits, () => ++visits < 2);
        expect(visits).toBe(Math.min(2, expected.length));
      }),
    );
  });

  it("stops at the first rectangle visit refuses, and says so", () => {
    const p: CluedGrid = { width: 3, height: 2, clues: [-1, 1, -1, -1, -1, -1] };
    let visits = 0;
    const done = eachLoneRectangle(
      p,
      clueCounter(p),
      1,
      () => true,
      () => ++visits < 2,
    );
    expect(done).toBe(false);
    expect(visits).toBe(2);
  });

  it("lists a rectangle's cells row by row", () => {
    expect(rectangleCells(4, 1, 1, 3, 3)).toEqual([5, 6, 9, 10]);
    expect(rectangleCells(4, 0, 2, 0, 4)).toEqual([]);
  });

  it("lists a rectangle visitor's rectangles as pieces of their cells, under the cap", () => {
    const each = (
      visit: (clue: number, top: number, left: number, bottom: number, right: number) => boolean,
    ) => {
      visit(1, 0, 0, 1, 2);
      visit(5, 1, 1, 2, 3);
    };
    expect(rectanglePieces(3, each, 4, "the rectangles")).toEqual([
      { owner: 1, cells: [0, 1] },
      { owner: 5, cells: [4, 5] },
    ]);
    expect(() => rectanglePieces(3, each, 3, "the rectangles")).toThrow(
      /the rectangles cover more than 3 cells/,
    );
  });

  it("lists the pieces visited, and throws once they cover more than the cap", () => {
    const each = (visit: (owner: number, cells: number[]) => boolean) => {
      visit(0, [0, 1]);
      visit(2, [2]);
    };
    expect(coverPieces(each, 3, "the pieces")).toEqual([
      { owner: 0, cells: [0, 1] },
      { owner: 2, cells: [2] },
    ]);
    expect(() => coverPieces(each, 2, "the test's pieces")).toThrow(
      new RangeError("the test's pieces cover more than 2 cells"),
    );
  });
});
