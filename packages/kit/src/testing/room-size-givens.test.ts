import { describe, expect, it } from "vitest";
import { roomGivensFormats } from "../puzzlink-room-givens.js";
import { givensOverRoomSize } from "../room-size-numbers.js";
import { describeRoomSizeGivens, expectRoomGivenCannotStand } from "./room-size-givens.js";

const { textFormat } = roomGivensFormats(["nanro"], { maxSide: 10, maxCells: 100, maxTextLength: 1000 });

/** A type of kit's room-givens text and room-size check, with no answer where that check finds a problem. */
const roomSized = (validate = givensOverRoomSize) => ({
  formats: [textFormat],
  examples: [{ text: "ab\n\n1.\n" }],
  solve: (puzzle: Parameters<typeof givensOverRoomSize>[0]) => ({
    status: validate(puzzle).length > 0 ? "none" : "unique",
  }),
  validate,
});

describe("expectRoomGivenCannotStand", () => {
  it("fails for a validate that does not name the given", () => {
    expect(() => expectRoomGivenCannotStand(roomSized(() => []))).toThrow();
  });
});

describe("describeRoomSizeGivens, for kit's room-size check read in kit's room-givens text", () => {
  describeRoomSizeGivens(roomSized());
});
