import { describe, expect, it } from "vitest";
import { type Latin, latinSquare } from "./latin-square.js";
import { checkPlayModel } from "./play-checks.js";

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
    expect(() => checkPlayModel(mutating)).toThrow(/changed its input/);
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
});
