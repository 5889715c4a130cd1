import { genreFixture } from "@gridsmith/kit/testing";
import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { tapa } from "./index.js";

describe("tapa play", () => {
  it("shades and dots cells, shows every number of a clue, and is complete when the shaded cells are right", () => {
    const { example } = genreFixture(tapa);
    const { cells } = expectShadingPlay(tapa, example);
    expect(cells[0]).toEqual({ text: "3" });
    expect(cells[12]).toEqual({ text: "3 1 1" });
  });
});
