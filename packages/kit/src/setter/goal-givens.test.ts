import { describe, expect, it } from "vitest";
import type { Latin } from "../testing/latin-square.js";
import { goalGivens, goalPuzzle } from "./goal-givens.js";
import { allSolutions, enumeratingLatinModel, latinModel, withGivens } from "./latin-model.test-helpers.js";
import type { SetterModel } from "./model.js";

describe("goalGivens", () => {
  it("gives the cells that single out each goal of an empty square", () => {
    const p: Latin = { n: 3, cells: Array(9).fill(0) };
    for (const goal of allSolutions(p)) {
      const givens = goalGivens(enumeratingLatinModel, p, goal, 10_000);
      expect(givens).not.toBeNull();
      expect(allSolutions(withGivens(p, givens!))).toEqual([goal]);
    }
  });

  it("answers null when a search runs out of its nodes, and passes the cap to every search", () => {
    const caps: (number | undefined)[] = [];
    const stopped: SetterModel<Latin, number[], number> = {
      ...enumeratingLatinModel,
      solve(p, givens, options) {
        caps.push(options.nodeLimit);
        // The empty square solves (many answers); with a given the search runs out (a timeout: the cap reached).
        const result = enumeratingLatinModel.solve(p, givens, options);
        return givens.length === 0 ? result : { ...result, status: "timeout", solutions: [] };
      },
    };
    const p: Latin = { n: 3, cells: Array(9).fill(0) };
    expect(goalGivens(stopped, p, allSolutions(p)[0]!, 500)).toBeNull();
    expect(caps.length).toBeGreaterThan(1);
    expect(caps.every((cap) => cap === 500)).toBe(true);
  });
});

describe("goalPuzzle", () => {
  it("writes the goal's givens in with the setter's withGivens: the puzzle then has the goal alone", () => {
    const p: Latin = { n: 3, cells: Array(9).fill(0) };
    for (const goal of allSolutions(p)) {
      const puzzle = goalPuzzle(latinModel, p, goal, 10_000);
      expect(puzzle).toEqual(withGivens(p, goalGivens(latinModel, p, goal, 10_000)!));
      expect(allSolutions(puzzle!)).toEqual([goal]);
      expect(puzzle!.cells.some((v) => v !== 0)).toBe(true);
    }
    expect(p.cells.every((v) => v === 0)).toBe(true);
  });

  it("answers null when the givens do not single out the goal within the nodes", () => {
    const p: Latin = { n: 3, cells: Array(9).fill(0) };
    const stopped = {
      ...latinModel,
      solve: (
        q: Latin,
        givens: readonly { index: number; value: number }[],
        options: { nodeLimit?: number },
      ) => {
        const result = latinModel.solve(q, givens, options);
        return givens.length === 0 ? result : { ...result, status: "timeout" as const, solutions: [] };
      },
    };
    expect(goalPuzzle(stopped, p, allSolutions(p)[0]!, 500)).toBeNull();
  });
});
