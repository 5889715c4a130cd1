import { createRoot } from "solid-js";
import { describe, expect, it } from "vitest";
import { memoryStorage } from "../test/memory-storage.ts";
import { playedType } from "../test/play-boards.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { createClock, formatDuration } from "./clock.ts";
import { createSession } from "./session.ts";
import { loadProgress } from "./storage.ts";

const sudokuBoard = playedType("sudoku").board;

/** A clock on a time the test moves by hand. */
function handClock() {
  let t = 1000;
  const clock = createClock(() => t);
  return { clock, pass: (ms: number) => (t += ms) };
}

describe("clock", () => {
  it("counts only while running, and starts again from a saved time", () => {
    const { clock, pass } = handClock();
    pass(500);
    expect(clock.elapsed()).toBe(0);
    clock.run(true);
    pass(2000);
    clock.run(true);
    expect(clock.elapsed()).toBe(2000);
    clock.run(false);
    pass(5000);
    expect(clock.elapsed()).toBe(2000);
    expect(clock.running()).toBe(false);
    clock.run(true);
    pass(1000);
    expect(clock.elapsed()).toBe(3000);
    clock.reset(60_000);
    pass(1000);
    expect(clock.elapsed()).toBe(61_000);
    clock.reset(Number.NaN);
    expect(clock.elapsed()).toBe(0);
  });

  it("writes m:ss, and h:mm:ss past an hour", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65_999)).toBe("1:05");
    expect(formatDuration(3_600_000 + 61_000)).toBe("1:01:01");
  });

  it("is saved with the puzzle's progress and comes back with it", () => {
    const storage = memoryStorage();
    const { clock, pass } = handClock();
    createRoot((dispose) => {
      const session = createSession({ type: rowPuzzle, board: sudokuBoard, storage, clock });
      session.open("1.3.");
      clock.run(true);
      pass(42_000);
      // Leaving the page saves the time played since the last move.
      session.flush();
      expect(loadProgress(storage, "row", "1.3.")?.elapsedMs).toBe(42_000);
      session.open("2.1");
      expect(clock.elapsed()).toBe(0);
      session.open("1.3.");
      expect(clock.elapsed()).toBe(42_000);
      dispose();
    });
  });
});
