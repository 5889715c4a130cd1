// Rooms too small for a genre's rule (LITS' four shaded cells, Norinori's two): a puzzle with one has no
// solution whatever is played, so `validate` names each.
import { cellAt, cellName } from "./cells.js";
import { roomCells } from "./room-cells.js";
import type { Problem } from "./types.js";

/**
 * A `room-too-small` problem for each room of `puzzle` (a room id per cell, row by row) with fewer than `least`
 * cells: it names the room's first cell, its size and what it `needs` ("four shaded"), and points at its cells.
 */
export function smallRoomProblems(
  puzzle: { readonly width: number; readonly rooms: readonly number[] },
  least: number,
  needs: string,
): Problem[] {
  const at = (i: number) => cellAt(i, puzzle.width);
  return roomCells(puzzle).flatMap((cells) =>
    cells.length >= least
      ? []
      : [
          {
            code: "room-too-small",
            message: `the room of ${cellName(at(cells[0]!))} has ${cells.length === 1 ? "one cell" : `${cells.length} cells`}; it needs ${needs}`,
            cells: cells.map(at),
          },
        ],
  );
}
