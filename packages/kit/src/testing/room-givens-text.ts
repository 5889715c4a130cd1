import { expect } from "vitest";
import type { Format } from "../types.js";

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
