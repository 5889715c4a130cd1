import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Move } from "./board.js";
import { triStateAttempts, triStateChanges } from "./tri-state-steps.js";
import type { Step } from "./types.js";

const hint = (deductions: { at: number; on: boolean }[]): Step<{ at: number; on: boolean }> => ({
  technique: "t",
  message: "m",
  cells: [],
  deductions,
});
const deduced = (d: { at: number; on: boolean }) => [d.at, d.on ? 1 : -1] as const;

describe("triStateChanges", () => {
  it("takes a move of its kind with a state of -1, 0 or 1, and no other move", () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: -2, max: 3 }), (at, state) => {
        const three = state >= -1 && state <= 1;
        const shade: Move = { kind: "shade", cell: at, shade: state };
        expect(triStateChanges(shade, "shade", deduced)).toEqual(three ? [[at, state]] : []);
        expect(triStateChanges(shade, "edge", deduced)).toEqual([]);
        if (state >= -1 && state <= 2) {
          const edge: Move = { kind: "edge", edge: at, state: state as -1 | 0 | 1 | 2 };
          expect(triStateChanges(edge, "edge", deduced)).toEqual(three ? [[at, state]] : []);
          expect(triStateChanges(edge, "shade", deduced)).toEqual([]);
        }
      }),
    );
    expect(triStateChanges({ kind: "mark", cell: 0, digit: 1 }, "shade", deduced)).toEqual([]);
  });

  it("reads a hint's deductions, in order, as the genre says", () => {
    const step = hint([
      { at: 4, on: true },
      { at: 1, on: false },
    ]);
    expect(triStateChanges(step, "edge", deduced)).toEqual([
      [4, 1],
      [1, -1],
    ]);
    expect(triStateChanges(step, "shade", deduced)).toEqual([
      [4, 1],
      [1, -1],
    ]);
  });
});

describe("triStateAttempts", () => {
  const attempts = triStateAttempts<{ size: number }, { at: number; on: boolean }>(
    (p) => p.size,
    "edge",
    deduced,
  );
  const puzzle = { size: 4 };

  it("makes an attempt of count entries, all 0, and reads back a saved one of that length in three states only", () => {
    expect(attempts.newAttempt(puzzle)).toEqual([0, 0, 0, 0]);
    const saved = [1, -1, 0, 1];
    const read = attempts.readAttempt(puzzle, saved);
    expect(read).toEqual(saved);
    expect(read).not.toBe(saved);
    for (const wrong of [[1, -1, 0], [1, -1, 0, 2], "1-101", null])
      expect(attempts.readAttempt(puzzle, wrong)).toBeNull();
  });

  it("applies a move of its kind and a hint's deductions, leaving the attempt given as it was", () => {
    const attempt = [0, 0, 0, 0];
    expect(attempts.applyStep(puzzle, attempt, { kind: "edge", edge: 2, state: -1 })).toEqual([0, 0, -1, 0]);
    expect(attempts.applyStep(puzzle, attempt, { kind: "shade", cell: 2, shade: 1 })).toBe(attempt);
    const step = hint([
      { at: 3, on: true },
      { at: 0, on: false },
      { at: 9, on: true },
    ]);
    expect(attempts.applyStep(puzzle, attempt, step)).toEqual([-1, 0, 0, 1]);
    expect(attempt).toEqual([0, 0, 0, 0]);
  });
});
