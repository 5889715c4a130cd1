import { describe, expect, it } from "vitest";
import type { PlayModel } from "../types.js";
import { type Latin, latinSquare } from "./latin-square.js";
import { checkPlayModel, playedSolution } from "./play-checks.js";

describe("checkPlayModel", () => {
  it("passes a sound play model, its explanation carried out on the board", () => {
    checkPlayModel(latinSquare);
    const explaining = {
      ...latinSquare,
      explain(p: Latin) {
        const solution = latinSquare.solve(p, { limit: 1 }).solutions[0]!;
        const open = p.cells.flatMap((g, cell) => (g ? [] : [cell]));
        return open.map((cell) => ({
          technique: "known",
          message: `cell ${cell} is ${solution[cell]}`,
          cells: [],
          deductions: [{ cell, digit: solution[cell]! }],
        }));
      },
    };
    checkPlayModel(explaining);
    const wrong = {
      ...explaining,
      explain: (p: Latin) =>
        explaining
          .explain(p)
          .map((s) => ({ ...s, deductions: s.deductions.map((d) => ({ ...d, digit: 3 - d.digit })) })),
    };
    expect(() => checkPlayModel(wrong)).toThrow(/mistakes after its explanation/);
  });

  it("finds a move that changes its input", () => {
    const play = latinSquare.play!;
    const mutating = {
      ...latinSquare,
      play: {
        ...play,
        applyStep(
          p: Parameters<typeof play.applyStep>[0],
          a: number[],
          s: Parameters<typeof play.applyStep>[2],
        ) {
          const next = play.applyStep(p, a, s);
          a.splice(0, a.length, ...next);
          return a;
        },
      },
    };
    // The example has no explanation to carry out, so only the random moves can find it, and most of them
    // change nothing: a fixed seed makes the run that finds it the same every time.
    expect(() => checkPlayModel(mutating, { seed: 1 })).toThrow(/changed its input/);
  });

  it("finds a saved attempt read as one that does not fit", () => {
    const lax = {
      ...latinSquare,
      play: { ...latinSquare.play!, readAttempt: (_p: unknown, saved: unknown) => saved as number[] },
    };
    expect(() => checkPlayModel(lax)).toThrow();
  });

  it("finds a solution shown as incomplete", () => {
    const never = { ...latinSquare, play: { ...latinSquare.play!, isComplete: () => false } };
    expect(() => checkPlayModel(never)).toThrow(/not complete/);
  });

  it("checks the puzzles it is given in place of the examples", () => {
    // Incomplete only where the first cell is open, which the example's is not: only the puzzle given finds it.
    const firstOpen = {
      ...latinSquare,
      play: { ...latinSquare.play!, isComplete: (p: Latin) => p.cells[0] !== 0 },
    };
    checkPlayModel(firstOpen);
    expect(() => checkPlayModel(firstOpen, { examples: [{ name: "open", text: ".1.." }] })).toThrow(
      /"open": the solution shown on the board is not complete/,
    );
  });
});

describe("playedSolution", () => {
  // A play model whose attempt is the list of the values its steps set.
  const type = {
    id: "list",
    play: {
      newAttempt: () => [] as number[],
      applyStep: (_p: unknown, attempt: number[], step: { deductions: readonly unknown[] }) => [
        ...attempt,
        ...(step.deductions as number[]),
      ],
      toSolution: (_p: unknown, attempt: number[]) => attempt,
    } as unknown as PlayModel<unknown, number[], number[], number>,
  };

  it("carries out the steps in order from a new attempt", () => {
    const step = (value: number) => ({ technique: "t", message: "m", cells: [], deductions: [value] });
    expect(playedSolution(type, {}, [step(2), step(1)])).toEqual([2, 1]);
  });

  it("says when the type has no play model", () => {
    expect(() => playedSolution({ id: "none" }, {}, [])).toThrow("none has no play model");
  });
});
