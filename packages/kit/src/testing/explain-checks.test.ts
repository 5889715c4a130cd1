import { describe, expect, it } from "vitest";
import type { Step } from "../types.js";
import { expectExplainedWay } from "./explain-checks.js";
import { type Latin, latinSquare } from "./latin-square.js";

// The latin square with an explanation: each open cell in turn, with its digit of the solution. `change`
// spoils the way for the failing cases.
function explaining(change: (steps: Step[]) => Step[] = (steps) => steps, level = "easy") {
  const explain = (p: Latin) => {
    const solution = latinSquare.solve(p, { limit: 1 }).solutions[0]!;
    const steps = p.cells.flatMap((g, cell): Step[] =>
      g
        ? []
        : [
            {
              technique: "only-digit",
              message: `r${Math.floor(cell / p.n) + 1}c${(cell % p.n) + 1} is ${solution[cell]}`,
              cells: [{ row: Math.floor(cell / p.n), col: cell % p.n }],
              deductions: [{ cell, digit: solution[cell]! }],
            },
          ],
    );
    return change(steps);
  };
  return {
    ...latinSquare,
    hint: (p: Latin) => explain(p)[0] ?? null,
    explain,
    grade: () => ({ level, score: 1 }),
  };
}

const puzzle: Latin = { n: 2, cells: [1, 0, 0, 0] };
const way = {
  message: "r1c2 is 2",
  steps: 3,
  technique: "only-digit",
  noTrial: true,
  level: "easy",
} as const;

describe("expectExplainedWay", () => {
  it("passes a way that decides each open cell once and comes to the solution, and returns what it read", () => {
    const found = expectExplainedWay(explaining(), puzzle, way);
    expect(found.hint.message).toBe("r1c2 is 2");
    expect(found.steps).toHaveLength(3);
    expect(found.solution).toEqual([1, 2, 2, 1]);
    expect(() => expectExplainedWay(explaining(), puzzle, { message: /^r1c2 is \d$/ })).not.toThrow();
  });

  it("fails another message, count, technique, level, and a level of beyond by default", () => {
    const type = explaining();
    expect(() => expectExplainedWay(type, puzzle, { ...way, message: "r1c2 is 1" })).toThrow();
    expect(() => expectExplainedWay(type, puzzle, { ...way, message: /is 1$/ })).toThrow();
    expect(() => expectExplainedWay(type, puzzle, { ...way, steps: 4 })).toThrow();
    expect(() => expectExplainedWay(type, puzzle, { ...way, technique: "x-wing" })).toThrow();
    expect(() => expectExplainedWay(type, puzzle, { ...way, level: "hard" })).toThrow();
    expect(() => expectExplainedWay(explaining(undefined, "beyond"), puzzle, { message: /./ })).toThrow();
  });

  it("fails a wrong step, one that decides a cell again, a way that stops short, a trial, a cell off the board", () => {
    const wrong = (steps: Step[]) =>
      steps.map((s, i) => (i === 1 ? { ...s, deductions: [{ cell: 2, digit: 1 }] } : s));
    expect(() => expectExplainedWay(explaining(wrong), puzzle, { message: /./ })).toThrow();
    const again = (steps: Step[]) => [steps[0]!, ...steps];
    expect(() => expectExplainedWay(explaining(again), puzzle, { message: /./ })).toThrow();
    // Without the check that each step changes the attempt, deciding a cell again passes.
    expect(() =>
      expectExplainedWay(explaining(again), puzzle, { message: /./, everyStepChanges: false }),
    ).not.toThrow();
    const short = (steps: Step[]) => steps.slice(0, 2);
    expect(() => expectExplainedWay(explaining(short), puzzle, { message: /./ })).toThrow();
    expect(() =>
      expectExplainedWay(explaining(short), puzzle, { message: /./, wholeAnswer: false }),
    ).not.toThrow();
    const trial = (steps: Step[]) => steps.map((s, i) => (i === 2 ? { ...s, technique: "trial" } : s));
    expect(() => expectExplainedWay(explaining(trial), puzzle, { message: /./ })).not.toThrow();
    expect(() => expectExplainedWay(explaining(trial), puzzle, { message: /./, noTrial: true })).toThrow();
    const offBoard = (steps: Step[]) =>
      steps.map((s, i) => (i === 0 ? { ...s, because: { cells: [{ row: 2, col: 0 }] } } : s));
    expect(() => expectExplainedWay(explaining(offBoard), puzzle, { message: /./ })).toThrow();
  });

  it("checks what the deductions decide: each once, how many, the numbers they place", () => {
    const cellOf = (d: unknown) => (d as { cell: number }).cell;
    expect(() =>
      expectExplainedWay(explaining(), puzzle, { ...way, decidesOnce: cellOf, decided: 3 }),
    ).not.toThrow();
    expect(() =>
      expectExplainedWay(explaining(), puzzle, { ...way, decidesOnce: cellOf, decided: 4 }),
    ).toThrow();
    // Without the check that each step changes the attempt, only decidesOnce finds a cell decided again.
    const again = (steps: Step[]) => [steps[0]!, ...steps];
    const loose = { message: /./, everyStepChanges: false, steps: 4 } as const;
    expect(() => expectExplainedWay(explaining(again), puzzle, loose)).not.toThrow();
    expect(() => expectExplainedWay(explaining(again), puzzle, { ...loose, decidesOnce: cellOf })).toThrow();
    // Deductions that also name the number in a cell: the solution's number there, or the check fails.
    type Placed = { cell: number; digit: number; row: number; col: number; value: number };
    const placing = (value: (cell: number, digit: number) => number) => {
      const type = explaining((steps) =>
        steps.map((s) => {
          const { cell, digit } = s.deductions[0] as { cell: number; digit: number };
          const placed: Placed = {
            cell,
            digit,
            row: Math.floor(cell / 2),
            col: cell % 2,
            value: value(cell, digit),
          };
          return { ...s, deductions: [placed] };
        }),
      );
      return type as unknown as Parameters<typeof expectExplainedWay<Latin, number[], Placed>>[0];
    };
    const numbers = { message: /./, placesNumbers: { width: 2 } };
    expect(() =>
      expectExplainedWay(
        placing((_, digit) => digit),
        puzzle,
        numbers,
      ),
    ).not.toThrow();
    const off = placing((cell, digit) => (cell === 3 ? 3 - digit : digit));
    expect(() => expectExplainedWay(off, puzzle, numbers)).toThrow();
  });

  it("refuses a type without hints", () => {
    expect(() => expectExplainedWay(latinSquare, puzzle, way)).toThrow("lacks hint");
  });
});
