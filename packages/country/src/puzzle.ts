import { gridLimits, type Limits, roomCells } from "@gridsmith/kit";
import { type RoomNumbers, topCell } from "@gridsmith/kit/puzzlink";

/**
 * A Country Road puzzle: `width` x `height` cells, row by row; each cell's room (0, 1, ... in the reading
 * order of their first cells, as pzprjs numbers them), and each cell's number, -1 where there is none. A
 * room's number stands in its top cell (kit's `topCell`: its leftmost column's topmost cell), as puzz.link keeps
 * it: the kit's rooms with numbers.
 */
export type Puzzle = RoomNumbers;

// An answer and the generator's parameters: kit's centre lines (per line between the centres of
// neighbouring cells, 1 where the loop runs, 0 elsewhere) and side params (the grid is `size` x `size`).
export type { CentreLines as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(40, {
  notes:
    "each cell belongs to a room; a room's number (-1 none) counts the cells of the room the loop visits",
});

// The lines between the centres of neighbouring cells: kit's, in its `centreEdges` numbering.
export { cellLines, lineCount, lineEnds, lineName } from "@gridsmith/kit";

// The cells of each room, and the room's top cell where its number stands: the kit's rooms helpers.
export { roomCells, topCell };

/** The number of the room of `cells`, -1 for none. */
export const roomNumber = (p: Pick<Puzzle, "numbers">, cells: readonly number[]) =>
  cells.reduce((n, i) => Math.max(n, p.numbers[i]!), -1);

/**
 * Each room's number moved to the room's top cell (kit's `topCell`), as pzprjs keeps it: the first number
 * a room holds in reading order is its number, any other in it is dropped.
 */
export function numbersAtTop(width: number, rooms: readonly number[], numbers: readonly number[]): number[] {
  const out = new Array<number>(rooms.length).fill(-1);
  for (const cells of roomCells({ rooms })) {
    const n = cells.map((i) => numbers[i] ?? -1).find((v) => v >= 0);
    if (n !== undefined) out[topCell({ width }, cells)] = n;
  }
  return out;
}
