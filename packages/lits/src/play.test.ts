import { genreFixture } from "@gridsmith/kit/testing";
import { expectShadingPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { lits } from "./index.js";

describe("lits play", () => {
  it("shades and dots cells, and is complete when the shaded cells are right", () => {
    const { example } = genreFixture(lits, 1);
    expect(expectShadingPlay(lits, example).regions).toEqual(example.rooms);
  });
});
