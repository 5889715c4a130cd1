import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mainThreadSolves, SLOW_INPUT_MS, slowChunk, workerThreads } from "./thread-plan.js";

const result = (count: number, ms: number) => ({ parts: [], invalid: 0, count, ms });

describe("the thread plan of a batch", () => {
  it("calls a chunk slow only past SLOW_INPUT_MS per input, and never a thread's first", () => {
    fc.assert(
      fc.property(
        fc.nat(5000),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.boolean(),
        (count, ms, first) => {
          const slow = slowChunk(result(count, ms), first);
          expect(slow).toBe(!first && count > 0 && ms > count * SLOW_INPUT_MS);
        },
      ),
    );
    // A sudoku chunk (1,024 puzzles in ~8 ms) is quick; one nonogram taking half a second is slow.
    expect(slowChunk(result(1024, 8), false)).toBe(false);
    expect(slowChunk(result(1, 500), false)).toBe(true);
    expect(slowChunk(result(1, 500), true)).toBe(false);
  });

  it("runs jobs - 1 worker threads (at least one) on quick work without --jobs, jobs otherwise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), fc.boolean(), fc.boolean(), (jobs, auto, slow) => {
        const workers = workerThreads(jobs, auto, slow);
        expect(workers).toBe(auto && !slow ? Math.max(1, jobs - 1) : jobs);
        expect(workers).toBeLessThanOrEqual(jobs);
        expect(workers).toBeGreaterThanOrEqual(1);
      }),
    );
    expect(workerThreads(2, true, false)).toBe(1);
    expect(workerThreads(2, true, true)).toBe(2);
    expect(workerThreads(2, false, false)).toBe(2);
  });

  it("has the main thread solve on quick work without --jobs, else only until a thread is up", () => {
    const state = fc.record({
      broken: fc.boolean(),
      help: fc.boolean(),
      auto: fc.boolean(),
      slow: fc.boolean(),
      everReady: fc.boolean(),
      helped: fc.nat(100),
      helpLimit: fc.nat(100),
    });
    fc.assert(
      fc.property(state, (s) => {
        const solves = mainThreadSolves(s);
        // Threads that cannot start leave everything to it; with help off it never solves otherwise.
        if (s.broken) expect(solves).toBe(true);
        else if (!s.help) expect(solves).toBe(false);
        // Slow work, or --jobs given: a few inputs while no thread is up, as before.
        else if (!s.auto || s.slow) expect(solves).toBe(!s.everReady && s.helped < s.helpLimit);
        else expect(solves).toBe(true);
      }),
    );
  });
});
