// fast-check arbitraries of valid puzzles for the genres' tests (in `@gridsmith/kit/testing/properties`):
// grids of the right shape with one entry a cell (or a list of the grid's own length), their sides alone,
// clues on the grid's points, small grids of givens, grids cut into rooms, with numbers or givens in them.
import fc from "fast-check";
import { gridNeighbours } from "../cells.js";
import { NO_GIVEN, type RoomGivens, UNKNOWN_GIVEN } from "../puzzlink-room-givens.js";
import { topCell } from "../puzzlink-room-numbers.js";
import { canonicalRooms } from "../puzzlink-rooms.js";
import { roomCells } from "../room-cells.js";
import { mostly } from "./mostly.js";

/** Options of {@link gridPuzzles}. */
export interface GridPuzzlesOptions {
  /** The name of the list with one entry a cell (or `length(width, height)` entries). */
  list: string;
  /** An entry of the list, or a function of the sides that makes one. */
  cell: fc.Arbitrary<unknown> | ((width: number, height: number) => fc.Arbitrary<unknown>);
  /** The largest side (6 unless given); the least is 1. */
  maxSide?: number;
  /** The largest height, where it differs from `maxSide`. */
  maxHeight?: number;
  /** The most cells (width times height), for puzzles tiny enough for brute force. */
  maxCells?: number;
  /** How many entries the list has: one a cell unless given (clues around the grid: `2 * (w + h)`). */
  length?: (width: number, height: number) => number;
  /** The puzzle's other fields (`{ stars: fc.integer({ min: 1, max: 2 }) }`). */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** When given, the grid is also cut into rooms of at most this many cells, as `rooms` ({@link gridRooms}). */
  maxRoom?: number;
}

/** Options of {@link gridSides}: {@link GridPuzzlesOptions}' limits on the sides. */
export type GridSidesOptions = Pick<GridPuzzlesOptions, "maxSide" | "maxHeight" | "maxCells">;

/**
 * A grid's sides, `{ width, height }`: each at least 1, the width at most `maxSide` (6 unless given), the
 * height at most `maxHeight` (`maxSide` unless given), and at most `maxCells` cells. The sides of
 * {@link gridPuzzles}, and of a property that builds its own grid from them.
 */
export function gridSides(options: GridSidesOptions = {}): fc.Arbitrary<{ width: number; height: number }> {
  const { maxSide = 6, maxHeight = maxSide, maxCells = maxSide * maxHeight } = options;
  return fc.integer({ min: 1, max: Math.min(maxSide, maxCells) }).chain((width) =>
    fc.record({
      width: fc.constant(width),
      height: fc.integer({ min: 1, max: Math.min(maxHeight, Math.floor(maxCells / width)) }),
    }),
  );
}

/**
 * Grid puzzles of the right shape: `{ width, height, ...fields, [list]: entries }`, the sides 1 to
 * `maxSide`, as most grid genres keep them; `Puzzle` names the type they make (the caller vouches for the
 * entries). A type whose puzzle needs more (canonical rooms) maps the result.
 */
export function gridPuzzles<Puzzle = { width: number; height: number } & Record<string, unknown>>(
  options: GridPuzzlesOptions,
): fc.Arbitrary<Puzzle> {
  const { list, cell, length = (w, h) => w * h, fields = {} } = options;
  return fc.tuple(gridSides(options), fc.record(fields)).chain(([sides, rest]) => {
    const base = { ...rest, ...sides };
    const { width, height } = sides;
    const n = length(width, height);
    const entry = typeof cell === "function" ? cell(width, height) : cell;
    const entries = fc.array(entry, { minLength: n, maxLength: n });
    const { maxRoom } = options;
    if (maxRoom === undefined)
      return entries.map((entries) => ({ ...base, width, height, [list]: entries }) as Puzzle);
    return fc
      .tuple(entries, gridRooms(width, height, maxRoom))
      .map(([entries, rooms]) => ({ ...base, width, height, rooms, [list]: entries }) as Puzzle);
  });
}

/**
 * Rooms of a `width` x `height` grid, each cell's room numbered 0, 1, ... in the reading order of their first
 * cells, none over `maxRoom` cells (room genres' tests: small rooms keep a solver's and a hint's work small).
 * Cells side by side with the same drawn label join one room, grown breadth-first from its first cell until
 * it has `maxRoom` cells.
 */
export function gridRooms(width: number, height: number, maxRoom: number): fc.Arbitrary<number[]> {
  const n = width * height;
  return fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }).map((labels) => {
    const rooms = new Array<number>(n).fill(-1);
    let next = 0;
    for (let start = 0; start < n; start++) {
      if (rooms[start] !== -1) continue;
      const room = [start];
      rooms[start] = next;
      for (let k = 0; k < room.length; k++)
        for (const j of gridNeighbours(room[k]!, width, height))
          if (room.length < maxRoom && rooms[j] === -1 && labels[j] === labels[start]) {
            rooms[j] = next;
            room.push(j);
          }
      next++;
    }
    return rooms;
  });
}

/** Options of {@link pointCluePuzzles}. */
export interface PointCluePuzzlesOptions {
  /** The largest side (6 unless given); the least is 1. */
  maxSide?: number;
  /** The most cells (width times height), for puzzles tiny enough for brute force. */
  maxCells?: number;
  /**
   * How often a point has no clue, against 3 for a clue 0-4 and 1 for a hidden one (brute force wants most
   * points bare); by default every entry from -2 to 4 is as likely (the limits tests' valid puzzles).
   */
  noneWeight?: number;
}

/**
 * Puzzles whose clues stand on the grid's points, as Creek and Gokigen keep them: `{ width, height, clues }`
 * with (width + 1) x (height + 1) entries row by row, each -1 (no clue), 0 to 4 (a clue) or -2 (a hidden one).
 */
export function pointCluePuzzles<Puzzle = { width: number; height: number; clues: number[] }>(
  options: PointCluePuzzlesOptions = {},
): fc.Arbitrary<Puzzle> {
  const { noneWeight, ...sides } = options;
  const cell =
    noneWeight === undefined
      ? fc.integer({ min: -2, max: 4 })
      : fc.oneof(
          { weight: noneWeight, arbitrary: fc.constant(-1) },
          { weight: 3, arbitrary: fc.integer({ min: 0, max: 4 }) },
          fc.constant(-2),
        );
  return gridPuzzles<Puzzle>({ ...sides, list: "clues", cell, length: (w, h) => (w + 1) * (h + 1) });
}

/** Options of {@link givensPuzzles}. */
export interface GivensPuzzlesOptions {
  /** The most cells (width times height): brute force tries every answer. */
  maxCells: number;
  /** When given, the grid is also cut into rooms of at most this many cells, as `rooms` ({@link gridRooms}). */
  maxRoom?: number;
  /** The largest given; the least is 1. */
  max: number;
  /** How often a cell has no given, against 1 for a given (and 1 for a `?` when `unknown`). */
  noneWeight: number;
  /** Whether a cell may hold `?` (-2), a given whose number is not told. */
  unknown?: boolean;
}

/**
 * Small grids of givens for brute force, as the givens genres keep them (Fillomino, Nanro, Ripple Effect):
 * `{ width, height, givens }` (and `rooms` with `maxRoom`), each given -1 (none), -2 (`?`, when `unknown`) or
 * 1 to `max`.
 */
export function givensPuzzles<Puzzle = { width: number; height: number; givens: number[] }>(
  options: GivensPuzzlesOptions,
): fc.Arbitrary<Puzzle> {
  const { maxCells, maxRoom, max, noneWeight, unknown = false } = options;
  const cell = fc.oneof(
    { weight: noneWeight, arbitrary: fc.constant(NO_GIVEN) },
    ...(unknown ? [fc.constant(UNKNOWN_GIVEN)] : []),
    fc.integer({ min: 1, max }),
  );
  return gridPuzzles<Puzzle>({
    list: "givens",
    maxCells,
    cell,
    ...(maxRoom === undefined ? {} : { maxRoom }),
  });
}

/** Options of {@link roomPuzzles}. */
export interface RoomPuzzlesOptions {
  /** The largest side (6 unless given); the least is 1. */
  maxSide?: number;
  /** The largest height, where it differs from `maxSide`. */
  maxHeight?: number;
  /** The most cells (width times height). */
  maxCells?: number;
  /** How many labels the cells draw from (3 unless given): fewer make larger rooms. */
  labels?: number;
  /**
   * The fewest cells a room may have (1 unless given): a smaller room joins a room beside it until none is
   * left, so a grid of fewer cells is one room. Drawing until the rooms happen to be large enough instead
   * throws away almost every grid of more than a few cells.
   */
  minRoom?: number;
}

/**
 * Grids cut into rooms any way: `{ width, height, rooms }`, each cell drawing a label and the cells side by
 * side with one label one room, numbered as `canonicalRooms` numbers them (the room genres' puzzles).
 */
export function roomPuzzles(
  options: RoomPuzzlesOptions = {},
): fc.Arbitrary<{ width: number; height: number; rooms: number[] }> {
  const { labels = 3, minRoom = 1, ...sides } = options;
  return gridPuzzles<{ width: number; height: number; ids: number[] }>({
    ...sides,
    list: "ids",
    cell: fc.integer({ min: 0, max: labels - 1 }),
  }).map(({ width, height, ids }) => ({
    width,
    height,
    rooms: joinSmallRooms(width, height, canonicalRooms(width, height, ids), minRoom),
  }));
}

/**
 * Canonical rooms (`rooms`) with each room of fewer than `minRoom` cells joined to the room beside its first
 * cell's first neighbour outside it, one room at a time (the first small one in reading order), until every
 * room has `minRoom` cells or the grid is one room.
 */
function joinSmallRooms(width: number, height: number, rooms: number[], minRoom: number): number[] {
  for (;;) {
    const small = roomCells({ rooms }).find((cells) => cells.length < minRoom);
    if (small === undefined) return rooms;
    const room = rooms[small[0]!]!;
    let beside = -1;
    for (const i of small)
      for (const j of gridNeighbours(i, width, height))
        if (beside === -1 && rooms[j] !== room) beside = rooms[j]!;
    if (beside === -1) return rooms; // the whole grid is this one room
    rooms = canonicalRooms(
      width,
      height,
      rooms.map((r) => (r === room ? beside : r)),
    );
  }
}

/** Options of {@link numberedRoomPuzzles}. */
export interface NumberedRoomPuzzlesOptions extends RoomPuzzlesOptions {
  /** A cell's draw: a number, or a negative value for none (the genres' `EMPTY`, -1). */
  number: fc.Arbitrary<number>;
  /**
   * `"top"`: each room draws `number` once and keeps it on its top cell (kit's `topCell`), as puzz.link's
   * links and files keep it; by default each cell draws, and the first to draw a number keeps it.
   */
  at?: "top";
}

/**
 * Grids cut into rooms any way ({@link roomPuzzles}), each room with at most one number on any of its cells
 * and -1 on the others: `{ width, height, rooms, numbers }`, as the room-number genres (Heyawake, Shimaguni)
 * keep them. Each cell draws `number`; the first cell of a room (in reading order) to draw one keeps it
 * (see `at` for the top cell's).
 */
export function numberedRoomPuzzles(
  options: NumberedRoomPuzzlesOptions,
): fc.Arbitrary<{ width: number; height: number; rooms: number[]; numbers: number[] }> {
  const { number, at, ...rooms } = options;
  if (at === "top")
    return roomPuzzles({ labels: 4, ...rooms }).chain(({ width, height, rooms }) => {
      const cells = roomCells({ rooms });
      return fc.array(number, { minLength: cells.length, maxLength: cells.length }).map((values) => {
        const numbers = new Array<number>(width * height).fill(-1);
        cells.forEach((room, k) => {
          if (values[k]! >= 0) numbers[topCell({ width }, room)] = values[k]!;
        });
        return { width, height, rooms, numbers };
      });
    });
  return roomPuzzles({ labels: 4, ...rooms }).chain(({ width, height, rooms }) =>
    fc.array(number, { minLength: width * height, maxLength: width * height }).map((marks) => {
      const seen = new Set<number>();
      const numbers = marks.map((v, i) => {
        if (v < 0 || seen.has(rooms[i]!)) return -1;
        seen.add(rooms[i]!);
        return v;
      });
      return { width, height, rooms, numbers };
    }),
  );
}

/**
 * Puzzles of kit's `roomNumbersFormats` (Heyawake, Shimaguni): grids up to 10x10 cut into rooms, about a
 * third of the rooms without a number, the others 0 to 20 or 0 to 1600, each on its room's top cell as
 * puzz.link keeps it: what the genres' formats must read back as they wrote it.
 */
export const roomNumbersPuzzles: fc.Arbitrary<{
  width: number;
  height: number;
  rooms: number[];
  numbers: number[];
}> = numberedRoomPuzzles({
  maxSide: 10,
  labels: 6,
  at: "top",
  number: mostly(-1, 3, fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 1600 })),
});

/**
 * Puzzles of kit's `roomGivensFormats` and `roomGivensPzprv3` (Nanro, Ripple Effect): grids up to 8x8 cut into
 * rooms any way, each cell without a given (most), a `?` or a number 1 to 20: what the genres' formats must
 * read back as they wrote it, whether or not an answer meets the givens.
 */
export const roomGivensPuzzles: fc.Arbitrary<RoomGivens> = roomPuzzles({ maxSide: 8, labels: 6 }).chain(
  ({ width, height, rooms }) =>
    fc
      .array(
        fc.oneof({ weight: 4, arbitrary: fc.constant(NO_GIVEN) }, fc.constant(UNKNOWN_GIVEN), {
          weight: 3,
          arbitrary: fc.integer({ min: 1, max: 20 }),
        }),
        { minLength: width * height, maxLength: width * height },
      )
      .map((givens) => ({ width, height, rooms, givens })),
);

/**
 * Puzzles of kit's `numberGridFormats` (Kurodoko, Mochikoro), what their formats must read back as they
 * wrote them: grids up to 10x10 of `cells`, most empty (-1), some hidden (-2), the others 0 to 15 (one
 * character of a link) or 0 to `max` (the genre's largest number).
 */
export function numberGridPuzzles<Puzzle = { width: number; height: number; cells: number[] }>(
  max: number,
): fc.Arbitrary<Puzzle> {
  return gridPuzzles<Puzzle>({
    list: "cells",
    cell: mostly(-1, 4, fc.constant(-2), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max })),
    maxSide: 10,
  });
}

/**
 * Puzzles of numbered cells joined by lines (Hashikake, Numberlink): grids up to 10x10 with numbers anywhere,
 * most cells without one (-1), some hidden (-2), the others 0 to 300: what the genres' formats must read back
 * as they wrote it.
 */
export const cellNumbersPuzzles: fc.Arbitrary<{ width: number; height: number; numbers: number[] }> =
  gridPuzzles({
    list: "numbers",
    maxSide: 10,
    cell: fc.oneof(
      { weight: 6, arbitrary: fc.constant(-1) },
      { weight: 1, arbitrary: fc.constant(-2) },
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 300 }) },
    ),
  });
