import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { topCell } from "../puzzlink-room-numbers.js";
import { canonicalRooms } from "../puzzlink-rooms.js";
import { roomCells } from "../room-cells.js";
import {
  cellNumbersPuzzles,
  givensPuzzles,
  gridPuzzles,
  gridRooms,
  gridSides,
  numberGridPuzzles,
  pointCluePuzzles,
  roomGivensPuzzles,
  roomNumbersPuzzles,
  roomPuzzles,
} from "./arbitraries.js";

describe("gridPuzzles", () => {
  it("makes one entry a cell, sides 1 to maxSide, with the other fields", () => {
    const puzzles = gridPuzzles({
      list: "cells",
      cell: fc.constant(7),
      maxSide: 3,
      fields: { k: fc.constant("x") },
    });
    fc.assert(
      fc.property(puzzles, (p) => {
        expect(p.width).toBeGreaterThanOrEqual(1);
        expect(p.height).toBeLessThanOrEqual(3);
        expect(p.cells).toEqual(Array(p.width * p.height).fill(7));
        expect(p.k).toBe("x");
      }),
    );
  });

  it("takes the list's length and each entry from the sides where asked", () => {
    const puzzles = gridPuzzles({
      list: "clues",
      cell: (width, height) => fc.constant(width * 10 + height),
      length: (width, height) => 2 * (width + height),
    });
    fc.assert(
      fc.property(puzzles, ({ width, height, clues }) => {
        expect(clues).toEqual(Array(2 * (width + height)).fill(width * 10 + height));
      }),
    );
  });
});

describe("gridSides", () => {
  it("keeps the sides from 1 to their limits and the cells to maxCells, and reaches the limits", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(gridSides({ maxSide: 3, maxHeight: 2, maxCells: 4 }), ({ width, height }) => {
        expect(width >= 1 && width <= 3 && height >= 1 && height <= 2 && width * height <= 4).toBe(true);
        seen.add(`${width}x${height}`);
      }),
      { numRuns: 300 },
    );
    expect([...seen].sort()).toEqual(["1x1", "1x2", "2x1", "2x2", "3x1"]);
  });
});

describe("gridRooms", () => {
  it("cuts the grid into connected rooms of at most maxRoom cells, numbered in reading order", () => {
    fc.assert(
      fc.property(
        gridSides().chain(({ width, height }) =>
          gridRooms(width, height, 4).map((rooms) => ({ width, height, rooms })),
        ),
        ({ width, height, rooms }) => {
          expect(rooms).toHaveLength(width * height);
          // Canonical rooms are connected and numbered by first cell: reading them again changes nothing.
          expect(canonicalRooms(width, height, rooms)).toEqual(rooms);
          const sizes = new Map<number, number>();
          for (const r of rooms) sizes.set(r, (sizes.get(r) ?? 0) + 1);
          expect(Math.max(...sizes.values())).toBeLessThanOrEqual(4);
        },
      ),
    );
  });
});

describe("roomPuzzles", () => {
  it("with minRoom: canonical rooms of at least minRoom cells, or one room when the grid is smaller", () => {
    let split = 0;
    fc.assert(
      fc.property(roomPuzzles({ maxSide: 8, maxCells: 40, minRoom: 4 }), ({ width, height, rooms }) => {
        expect(rooms).toHaveLength(width * height);
        expect(canonicalRooms(width, height, rooms)).toEqual(rooms);
        const sizes = roomCells({ rooms }).map((cells) => cells.length);
        if (width * height < 4) expect(sizes).toEqual([width * height]);
        else expect(Math.min(...sizes)).toBeGreaterThanOrEqual(4);
        if (sizes.length > 1) split++;
      }),
      { seed: 1 },
    );
    // Not every grid one room: the joining leaves the rooms that are large enough as they were drawn.
    expect(split).toBeGreaterThan(10);
  });
});

describe("the genres' puzzles", () => {
  it("roomNumbersPuzzles: at most one number a room, on its top cell, as puzz.link keeps it", () => {
    fc.assert(
      fc.property(roomNumbersPuzzles, ({ width, height, rooms, numbers }) => {
        expect(numbers).toHaveLength(width * height);
        expect(rooms).toEqual(canonicalRooms(width, height, rooms));
        for (const cells of roomCells({ rooms }))
          for (const i of cells) if (numbers[i] !== -1) expect(i).toBe(topCell({ width }, cells));
      }),
      { numRuns: 50 },
    );
  });

  it("roomGivensPuzzles and cellNumbersPuzzles: one entry a cell, in the ranges they say", () => {
    fc.assert(
      fc.property(roomGivensPuzzles, cellNumbersPuzzles, (given, numbered) => {
        expect(given.givens).toHaveLength(given.width * given.height);
        expect(given.rooms).toHaveLength(given.width * given.height);
        expect(Math.max(given.width, given.height)).toBeLessThanOrEqual(8);
        for (const v of given.givens) expect(v === -1 || v === -2 || (v >= 1 && v <= 20)).toBe(true);
        expect(numbered.numbers).toHaveLength(numbered.width * numbered.height);
        for (const v of numbered.numbers) expect(v >= -2 && v <= 300).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it("pointCluePuzzles: one entry a grid point, -2 to 4, mostly bare when noneWeight says so", () => {
    fc.assert(
      fc.property(pointCluePuzzles({ maxSide: 4, maxCells: 12 }), (p) => {
        expect(p.clues).toHaveLength((p.width + 1) * (p.height + 1));
        expect(p.width * p.height).toBeLessThanOrEqual(12);
        for (const v of p.clues) expect(Number.isInteger(v) && v >= -2 && v <= 4).toBe(true);
      }),
      { numRuns: 50 },
    );
    const bare = fc
      .sample(pointCluePuzzles({ noneWeight: 50 }), { numRuns: 20, seed: 1 })
      .flatMap((p) => p.clues);
    expect(bare.filter((v) => v === -1).length).toBeGreaterThan(bare.length / 2);
  });

  it("givensPuzzles: one given a cell, -1, -2 only when unknown, or 1 to max; rooms with maxRoom", () => {
    fc.assert(
      fc.property(
        givensPuzzles({ maxCells: 8, max: 3, noneWeight: 2 }),
        givensPuzzles<{ width: number; height: number; givens: number[]; rooms: number[] }>({
          maxCells: 8,
          maxRoom: 3,
          max: 4,
          noneWeight: 2,
          unknown: true,
        }),
        (plain, roomed) => {
          expect(plain.givens).toHaveLength(plain.width * plain.height);
          expect(plain.width * plain.height).toBeLessThanOrEqual(8);
          expect("rooms" in plain).toBe(false);
          for (const v of plain.givens) expect(v === -1 || (v >= 1 && v <= 3)).toBe(true);
          expect(roomed.rooms).toHaveLength(roomed.width * roomed.height);
          for (const v of roomed.givens) expect(v === -1 || v === -2 || (v >= 1 && v <= 4)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("numberGridPuzzles: one entry a cell up to 10x10, -1, -2 or 0 to max", () => {
    fc.assert(
      fc.property(numberGridPuzzles(79), (p) => {
        expect(p.cells).toHaveLength(p.width * p.height);
        expect(Math.max(p.width, p.height)).toBeLessThanOrEqual(10);
        for (const v of p.cells) expect(Number.isInteger(v) && v >= -2 && v <= 79).toBe(true);
      }),
      { numRuns: 50 },
    );
  });
});
