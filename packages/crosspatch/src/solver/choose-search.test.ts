import { describe, expect, it } from "vitest";
import { DIAGONAL_21, examples } from "../examples.js";
import { largeBareFill } from "../fixtures/large-fill.test-helpers.js";
import { readKkck } from "../formats/kkck.js";
import { geometryOf } from "../geometry.js";
import { LEARNING_MIN_SLOTS, learningPays } from "./choose-search.js";

/** A framework of `n` separate two-cell across slots (every other row). */
const slots = (n: number) =>
  geometryOf(Array.from({ length: 2 * n - 1 }, (_, i) => (i % 2 === 0 ? "##" : "")));

describe("learningPays", () => {
  it("draws the line at LEARNING_MIN_SLOTS slots", () => {
    expect(slots(LEARNING_MIN_SLOTS - 1).slots).toHaveLength(LEARNING_MIN_SLOTS - 1);
    expect(learningPays(slots(LEARNING_MIN_SLOTS - 1))).toBe(false);
    expect(learningPays(slots(LEARNING_MIN_SLOTS))).toBe(true);
  });

  it("keeps the plain search for small puzzles, with given letters or none, sparse or dense", () => {
    for (const e of examples)
      expect(learningPays(geometryOf(readKkck(e.text).puzzle.grid)), e.name).toBe(false);
    expect(learningPays(geometryOf(readKkck(DIAGONAL_21).puzzle.grid))).toBe(false);
    // A dense 15x15 with every cell in two slots: 30 slots.
    expect(learningPays(geometryOf(Array.from({ length: 15 }, () => "#".repeat(15))))).toBe(false);
  });

  it("chooses learning for a large sparse fill, with no given letter or a few dozen", async () => {
    const bare = await largeBareFill();
    expect(learningPays(geometryOf(bare.grid))).toBe(true);
    const given = bare.grid.map((row, r) => (r % 10 === 0 ? row.replace("#", "E") : row));
    expect(given.join("")).toMatch(/E/);
    expect(learningPays(geometryOf(given))).toBe(true);
  });
});
