// Rooms written as letters in a text grid (Norinori, Ripple Effect and other region genres): rooms side by
// side get different letters, so a letter may name two rooms apart and the grid still reads back the same.

/** The letters a room may get, in the order they are tried. */
export const ROOM_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/**
 * A letter of {@link ROOM_LETTERS} for each room of `rooms` (each cell's room, 0, 1, ..., row by row): the
 * first not used by a room beside it with a smaller number. Throws RangeError when a room touches so many
 * rooms that no letter is left.
 */
export function roomLetters(width: number, height: number, rooms: readonly number[]): string[] {
  const count = rooms.reduce((m, r) => Math.max(m, r + 1), 0);
  const beside: Set<number>[] = Array.from({ length: count }, () => new Set());
  for (let i = 0; i < width * height; i++) {
    const right = i % width < width - 1 ? i + 1 : -1;
    const below = i + width < width * height ? i + width : -1;
    for (const j of [right, below])
      if (j >= 0 && rooms[j] !== rooms[i]) {
        beside[rooms[i]!]!.add(rooms[j]!);
        beside[rooms[j]!]!.add(rooms[i]!);
      }
  }
  const labels: number[] = [];
  for (let room = 0; room < count; room++) {
    const taken = new Set([...beside[room]!].filter((o) => o < room).map((o) => labels[o]));
    let k = 0;
    while (taken.has(k)) k++;
    if (k >= ROOM_LETTERS.length)
      throw new RangeError(`room ${room} touches too many rooms for the text format`);
    labels.push(k);
  }
  return labels.map((k) => ROOM_LETTERS[k]!);
}
