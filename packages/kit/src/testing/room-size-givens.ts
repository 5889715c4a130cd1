// The test the genres of kit's room-size numbers (room-size-numbers.ts: Nanro, Ripple Effect) make alike of
// a given too large for its room, read in kit's room-givens text (puzzlink-room-givens.ts).
import { it } from "vitest";
import type { Format, Problem } from "../types.js";
import { genreFixture } from "./genre-fixture.js";
import { expectGivenCannotStand } from "./givens-checks.js";

/** What {@link describeRoomSizeGivens} uses of a type: its default format, solve and validate. */
export interface RoomSizeGivensTypeOf<Puzzle> {
  /** The type's formats, kit's room-givens text first. */
  formats: readonly Pick<Format<Puzzle>, "parse">[];
  /** The type's examples (the fixture reads the first). */
  examples: readonly { text: string }[];
  solve(puzzle: Puzzle): { status: string };
  validate(puzzle: Puzzle): readonly Problem[];
}

/**
 * {@link expectGivenCannotStand} of a 3 in a room of two cells (`aab` over `3..`, read by the type's default
 * format): no answer, and `validate` names r1c1 first, "its room has 2 cells"; the same grid with a 2 there
 * validates clean.
 */
export function expectRoomGivenCannotStand<Puzzle>(type: RoomSizeGivensTypeOf<Puzzle>): void {
  const { parse } = genreFixture(type);
  expectGivenCannotStand(type, {
    puzzle: parse("aab\n\n3..\n"),
    message: "the 3 in r1c1 cannot stand: its room has 2 cells",
    cell: { row: 0, col: 0 },
    fine: parse("aab\n\n2..\n"),
  });
}

/**
 * Registers the `it` block (call it inside the type's `ID solver` `describe`) that a 3 in a room of two cells
 * (`aab` over `3..`, read by the type's default format) cannot stand: no answer, and `validate` names r1c1
 * first, "its room has 2 cells"; the same grid with a 2 there validates clean.
 */
export function describeRoomSizeGivens<Puzzle>(type: RoomSizeGivensTypeOf<Puzzle>): void {
  it("reports none for givens that cannot stand, and validate names them", () => {
    expectRoomGivenCannotStand(type);
  });
}
