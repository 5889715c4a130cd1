import { ParseError } from "@gridsmith/kit";
import fc from "fast-check";
import { expect } from "vitest";
import type { Block, KakuroCell, Puzzle } from "./puzzle.js";

const clue = fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined });

/** Any cell the formats can hold: empty, a digit, or a black cell with or without clues. */
export const anyCell: fc.Arbitrary<KakuroCell> = fc.oneof(
  fc.integer({ min: 0, max: 9 }),
  fc.record({ down: clue, across: clue }).map(({ down, across }) => {
    const block: Block = {};
    if (down !== undefined) block.down = down;
    if (across !== undefined) block.across = across;
    return block;
  }),
);

/** Any grid of cells (not necessarily a valid kakuro), up to 7 x 7. */
export const anyGrid: fc.Arbitrary<Puzzle> = fc
  .record({ rows: fc.integer({ min: 1, max: 7 }), cols: fc.integer({ min: 1, max: 7 }) })
  .chain(({ rows, cols }) =>
    fc
      .array(anyCell, { minLength: rows * cols, maxLength: rows * cols })
      .map((cells) => ({ rows, cols, cells })),
  );

/** The ParseError `format.parse(text)` throws, as line, column and message; fails the test if none is thrown. */
export function parseFailure(
  format: { parse(text: string): unknown },
  text: string,
): { line: number; column: number; message: string } {
  try {
    format.parse(text);
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    const { line, column, message } = e as ParseError;
    return { line, column, message };
  }
  throw new Error(`no error for ${JSON.stringify(text)}`);
}
