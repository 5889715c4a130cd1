// The checks the givens genres (Fillomino, Nanro, Ripple Effect) make alike, for their tests to call in
// their own `it` blocks.
import { expect } from "vitest";
import type { Format, Problem } from "../types.js";

/**
 * The text of the kit's `roomGivensFormats` as a genre has it (Nanro, Ripple Effect): it takes two grids of
 * one shape, rooms then givens, the givens grid left out when there are none, and says where a mistake is.
 */
export function expectRoomGivensText(
  textFormat: Format<{ width: number; height: number; rooms: number[]; givens: number[] }>,
): void {
  expect(textFormat.detect!("ab\nab\n\n.1\n..\n")).toBe(true);
  expect(textFormat.detect!("ab\nab\n")).toBe(false);
  expect(textFormat.detect!("ab\nab\n\n.1\n...\n")).toBe(false);
  expect(textFormat.parse("ab\nab\n")).toEqual({
    width: 2,
    height: 2,
    rooms: [0, 1, 0, 1],
    givens: [-1, -1, -1, -1],
  });
  expect(() => textFormat.parse("ab\nab\n\n.1\n.x\n")).toThrow("line 5, column 2: 'x' is not a given");
  expect(() => textFormat.parse("a-\nab\n")).toThrow(/line 1, column 2: '-' is not a room letter/);
  expect(() => textFormat.parse("ab\nab\n\n..\n")).toThrow("has 1 rows; expected 2");
}

/**
 * A given that cannot stand in `puzzle` (a 3 where its grid or room has room for less): `type` finds no
 * answer, and `validate` names it first, as `impossible-given` with `message` at `cell`; `fine`, the same grid
 * with a given that can stand there, validates clean.
 */
export function expectGivenCannotStand<Puzzle>(
  type: { solve(puzzle: Puzzle): { status: string }; validate(puzzle: Puzzle): readonly Problem[] },
  cases: { puzzle: Puzzle; message: string; cell: { row: number; col: number }; fine: Puzzle },
): void {
  expect(type.solve(cases.puzzle).status).toBe("none");
  expect(type.validate(cases.puzzle)[0]).toMatchObject({
    code: "impossible-given",
    message: cases.message,
    cells: [cases.cell],
  });
  expect(type.validate(cases.fine)).toEqual([]);
}
