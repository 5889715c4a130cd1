import { genreFixture } from "@gridsmith/kit/testing";
import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { lits } from "./index.js";

describe("lits play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const play = lits.play!;
    const { example: puzzle } = genreFixture(lits, 1);
    expectShadingPlay(lits, puzzle);
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});
