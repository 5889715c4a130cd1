import { describe, expect, it } from "vitest";
import { createRng } from "../rng.js";
import { resultWithStatus } from "../solve-results.test-helpers.js";
import { growRooms, mendRooms, uniqueRoomDraft } from "./room-drafts.js";

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

  it("moves a neighbour of a cell the other answer shades deep in its room, when that cell cannot move", () => {
    // a a a / a a a / b b b: intended shades cells 0 and 6; the other shades cell 1, whose neighbours are all
    // in a. Its neighbour 4, shaded by neither, touches b: it joins b, bringing b's edge beside cell 1.
    const grid = { width: 3, height: 3, rooms: [0, 0, 0, 0, 0, 0, 1, 1, 1] };
    const intended = [1, 0, 0, 0, 0, 0, 1, 0, 0];
    const other = [0, 1, 0, 0, 0, 0, 0, 0, 0];
    expect(mendRooms(grid, intended, other, createRng(1))).toEqual([0, 0, 0, 0, 1, 0, 1, 1, 1]);
  });

  it("takes along the piece of a room that the move cuts off from its intended cells", () => {
    // a a a / b b b: intended shades cells 0 and 3; the other shades cell 1 (in a), which moves to b, and
    // cell 2 (cut off from cell 0 once 1 is gone) goes with it.
    const grid = { width: 3, height: 2, rooms: [0, 0, 0, 1, 1, 1] };
    expect(mendRooms(grid, [1, 0, 0, 1, 0, 0], [0, 1, 0, 0, 0, 0], createRng(1))).toEqual([0, 1, 1, 1, 1, 1]);
  });
});

describe("uniqueRoomDraft", () => {
  const pieces = [[0], [3]];

  it("keeps the grown rooms when the solver finds them unique, asking it for two answers", () => {
    const asked: number[] = [];
    const draft = uniqueRoomDraft(2, pieces, createRng(3), (_, options) => {
      asked.push(options.limit ?? 0);
      return resultWithStatus("unique", [[1, 0, 0, 1]]);
    });
    expect(draft).toEqual({ width: 2, height: 2, rooms: growRooms(2, 2, pieces, createRng(3)) });
    expect(asked).toEqual([2]);
  });

  it("mends the rooms while another answer stands, and gives up on a search without a verdict", () => {
    const grids: number[][] = [];
    const draft = uniqueRoomDraft(2, pieces, createRng(3), (grid) => {
      grids.push(grid.rooms);
      return grids.length === 1
        ? resultWithStatus("multiple", [
            [1, 0, 0, 1],
            [1, 1, 0, 0],
          ])
        : resultWithStatus("unique");
    });
    expect(grids).toHaveLength(2);
    expect(draft?.rooms).toEqual(grids[1]);
    expect(grids[1]).not.toEqual(grids[0]);
    expect(uniqueRoomDraft(2, pieces, createRng(3), () => resultWithStatus("timeout"))).toBeNull();
  });
});
