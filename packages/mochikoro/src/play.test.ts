import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { mochikoro, parsePuzzlink } from "./index.js";

describe("mochikoro play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const play = mochikoro.play!;
    const puzzle = parsePuzzlink(mochikoro.examples[0]!.text);
    expectShadingPlay(mochikoro, puzzle);
    expect(play.board(puzzle).cells[0]).toEqual({ text: "4" });
  });
});
