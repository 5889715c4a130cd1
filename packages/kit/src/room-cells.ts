// The cells of a grid's rooms, for every genre whose puzzle gives each cell a room number.

/** The cells of each room, by room number, each in reading order. */
export function roomCells(puzzle: { readonly rooms: readonly number[] }): number[][] {
  const out: number[][] = [];
  puzzle.rooms.forEach((r, i) => {
    (out[r] ??= []).push(i);
  });
  return out;
}

/** Each cell's room size, row by row (in digit genres, the largest number the cell can hold). */
export function cellRoomSizes(puzzle: { readonly rooms: readonly number[] }): number[] {
  const cells = roomCells(puzzle);
  return puzzle.rooms.map((r) => cells[r]!.length);
}
