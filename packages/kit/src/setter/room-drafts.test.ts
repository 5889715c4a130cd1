import { describe, expect, it } from "vitest";
import { createRng } from "../rng.js";
import { growRooms, mendRooms } from "./room-drafts.js";

describe("room drafts", () => {
  it("grows one room around each piece over the whole grid, the same for the same seed", () => {
    const pieces = [
      [0, 1],
      [14, 15],
    ];
    const rooms = growRooms(4, 4, pieces, createRng(7));
    expect(rooms).toHaveLength(16);
    expect(new Set(rooms)).toEqual(new Set([0, 1]));
    expect(rooms[0]).toBe(rooms[1]);
    expect(rooms[14]).toBe(rooms[15]);
    expect(rooms[0]).not.toBe(rooms[15]);
    expect(growRooms(4, 4, pieces, createRng(7))).toEqual(rooms);
  });

  it("moves a cell the other answer shades to a room beside it, keeping each room's intended cells", () => {
    // a a b b: the intended answer shades cells 0 and 3; the other shades 1, which can only join b.
    const grid = { width: 4, height: 1, rooms: [0, 0, 1, 1] };
    expect(mendRooms(grid, [1, 0, 0, 1], [0, 1, 0, 0], createRng(1))).toEqual([0, 1, 1, 1]);
    // Nothing to move: the other answer shades only intended cells.
    expect(mendRooms(grid, [1, 0, 0, 1], [1, 0, 0, 0], createRng(1))).toBeNull();
  });

  it("takes along the piece of a room that the move cuts off from its intended cells", () => {
    // a a a / b b b: intended shades cells 0 and 3; the other shades cell 1 (in a), which moves to b, and
    // cell 2 (cut off from cell 0 once 1 is gone) goes with it.
    const grid = { width: 3, height: 2, rooms: [0, 0, 0, 1, 1, 1] };
    expect(mendRooms(grid, [1, 0, 0, 1, 0, 0], [0, 1, 0, 0, 0, 0], createRng(1))).toEqual([0, 1, 1, 1, 1, 1]);
  });
});
