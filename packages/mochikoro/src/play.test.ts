import { genreFixture } from "@gridsmith/kit/testing";
import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { mochikoro } from "./index.js";

describe("mochikoro play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const { example } = genreFixture(mochikoro);
    expect(expectShadingPlay(mochikoro, example).cells[0]).toEqual({ text: "4" });
  });
});
