import { describe, expect, it } from "vitest";
import { sideParams } from "../params.js";
import { createRng } from "../rng.js";
import { squareDraftGenerator } from "./square-draft-generator.js";

describe("squareDraftGenerator", () => {
  const { check } = sideParams(2, 4, 3);

  it("draws from the seed's rng at the checked size until a draft is not null, the same for the same seed", () => {
    const sizes: number[] = [];
    const generate = squareDraftGenerator(check, "Test", 10, (size, rng) => {
      sizes.push(size);
      const value = rng.int(4);
      return value === 0 ? null : { size, value };
    });
    const first = generate({}, 5);
    expect(first.size).toBe(3);
    // The draws are those of createRng(5), in order: the first that is not 0 is the draft.
    const rng = createRng(5);
    let value = rng.int(4);
    while (value === 0) value = rng.int(4);
    expect(first.value).toBe(value);
    expect(sizes.every((s) => s === 3)).toBe(true);
    expect(generate({}, 5)).toEqual(first);
    expect(generate({ size: 4 }, 5).size).toBe(4);
  });

  it("throws the params' error before drawing, and names the genre, size and seed when no draft works", () => {
    let drawn = 0;
    const generate = squareDraftGenerator(check, "Test", 3, () => {
      drawn++;
      return null;
    });
    expect(() => generate({ size: 9 }, 1)).toThrow("size must be 2 to 4, got 9");
    expect(drawn).toBe(0);
    expect(() => generate({ size: 2 }, 4)).toThrow("no unique 2x2 Test in 3 tries (seed 4)");
    expect(drawn).toBe(3);
  });

  it("counts the draws of each generate from 0", () => {
    const indexes: number[] = [];
    const generate = squareDraftGenerator(check, "Test", 5, (_size, _rng, index) => {
      indexes.push(index);
      return index === 2 ? index : null;
    });
    expect(generate({}, 1)).toBe(2);
    expect(generate({}, 1)).toBe(2);
    expect(indexes).toEqual([0, 1, 2, 0, 1, 2]);
  });
});
