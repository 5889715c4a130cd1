import { genreFixture } from "@gridsmith/kit/testing";
import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { shimaguni } from "./index.js";

describe("shimaguni play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const play = shimaguni.play!;
    const { example: puzzle } = genreFixture(shimaguni);
    expectShadingPlay(shimaguni, puzzle);
    expect(play.board(puzzle).cells[0]).toEqual({ text: "3" });
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});
