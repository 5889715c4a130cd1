import { genreFixture } from "@gridsmith/kit/testing";
import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { shimaguni } from "./index.js";

describe("shimaguni play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const { example } = genreFixture(shimaguni);
    const board = expectShadingPlay(shimaguni, example);
    expect(board.cells[0]).toEqual({ text: "3" });
    expect(board.regions).toEqual(example.rooms);
  });
});
