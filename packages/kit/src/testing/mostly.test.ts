import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mostly } from "./mostly.js";

describe("mostly", () => {
  it("draws the value and each other arbitrary's values, the value about `weight` times as often as each", () => {
    const drawn = fc.sample(mostly(0, 4, fc.constant(1), fc.constant(2)), { numRuns: 6000, seed: 1 });
    const counts = [0, 1, 2].map((v) => drawn.filter((d) => d === v).length);
    expect(counts.reduce((a, b) => a + b)).toBe(6000);
    // 4000, 1000 and 1000 expected; a fixed seed, so the counts do not change from run to run.
    expect(counts[0]).toBeGreaterThan(3 * counts[1]!);
    expect(counts[0]).toBeGreaterThan(3 * counts[2]!);
    expect(counts[1]).toBeGreaterThan(0);
    expect(counts[2]).toBeGreaterThan(0);
  });
});
