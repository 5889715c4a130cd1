import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { parsePuzzlink, tapa } from "./index.js";

describe("tapa play", () => {
  it("shades and dots cells, shows every number of a clue, and is complete when the shaded cells are right", () => {
    const play = tapa.play!;
    const puzzle = parsePuzzlink(tapa.examples[0]!.text);
    expectShadingPlay(tapa, puzzle);
    const cells = play.board(puzzle).cells;
    expect(cells[0]).toEqual({ text: "3" });
    expect(cells[12]).toEqual({ text: "3 1 1" });
  });
});
