import { describe, expect, it } from "vitest";
import { checkGenerateDeterministic } from "./generate-checks.js";
import { withSlowClock } from "./slow-clock.js";

describe("a slow clock", () => {
  it("jumps at every read while it runs, and the real clocks come back after, even on a throw", () => {
    const spent = withSlowClock(() => {
      const t = performance.now();
      const d = Date.now();
      return [performance.now() - t, Date.now() - d];
    });
    expect(spent[0]).toBeGreaterThanOrEqual(1000);
    expect(spent[1]).toBeGreaterThanOrEqual(1000);
    expect(() =>
      withSlowClock(() => {
        throw new Error("x");
      }),
    ).toThrow("x");
    const t = performance.now();
    expect(performance.now() - t).toBeLessThan(1000);
  });
});

describe("a generator's determinism", () => {
  it("holds for one decided by its seed, and fails for one a time budget decides", () => {
    const seeded = (p: { n: number }, seed: number) => ({ cells: [p.n, seed] });
    expect(() => checkGenerateDeterministic(seeded, { n: 3 })).not.toThrow();
    // Keeps working until 50 ms have passed: under a slow clock it stops after one round.
    const timed = (p: { n: number }, seed: number) => {
      const end = performance.now() + 50;
      let rounds = 0;
      while (performance.now() < end && rounds < p.n) rounds++;
      return { rounds, seed };
    };
    expect(() => checkGenerateDeterministic(timed, { n: 1000 }, [7])).toThrow(/seed 7: under a slow clock/);
  });
});
