import { describe, expect, it } from "vitest";
import type { Latin } from "../testing/latin-square.js";
import { goalGivens } from "./goal-givens.js";
import { allSolutions, enumeratingLatinModel, withGivens } from "./latin-model.test-helpers.js";
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
