import { describe, expect, it } from "vitest";
import { createRng } from "../rng.js";
import { randomRectangles } from "./rectangles.js";

describe("randomRectangles", () => {
  it("cuts the whole grid into rectangles of at most maxSide a side, the same for the same seed", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const rects = randomRectangles(7, 3, createRng(seed));
      expect(rects.flat().sort((a, b) => a - b)).toEqual([...Array(49).keys()]);
      for (const cells of rects) {
        const rows = new Set(cells.map((i) => Math.floor(i / 7)));
        const cols = new Set(cells.map((i) => i % 7));
        expect(rows.size * cols.size).toBe(cells.length);
        expect(Math.max(rows.size, cols.size)).toBeLessThanOrEqual(3);
      }
      expect(randomRectangles(7, 3, createRng(seed))).toEqual(rects);
    }
  });

  it("lets reshape change a drawn size within the room there", () => {
    const rooms: { width: number; height: number }[] = [];
    const rects = randomRectangles(4, 4, createRng(9), (_w, _h, room) => {
      rooms.push(room);
      return [room.width, 1];
    });
    // Each rectangle takes the whole free row from its first cell: one a row.
    expect(rects).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9, 10, 11],
      [12, 13, 14, 15],
    ]);
    expect(rooms.map((r) => r.height)).toEqual([4, 3, 2, 1]);
  });
});
