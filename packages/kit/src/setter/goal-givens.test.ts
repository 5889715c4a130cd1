import { describe, expect, it } from "vitest";
import { type Latin, latinSquare } from "../testing/latin-square.js";
import { goalGivens } from "./goal-givens.js";
import { type Given, givensModel, type SetterModel } from "./model.js";

const withGivens = (p: Latin, givens: readonly Given<number>[]): Latin => {
  const cells = [...p.cells];
  for (const g of givens) cells[g.index] = g.value;
  return { n: p.n, cells };
};
const model = givensModel(latinSquare, {
  cells: (_p, s: number[]) => s,
  withGivens,
  isOpen: (p, i) => p.cells[i] === 0,
});
const all = (p: Latin) => latinSquare.solve(p, { limit: Number.POSITIVE_INFINITY }).solutions;

describe("goalGivens", () => {
  it("gives the cells that single out each goal of an empty square", () => {
    const p: Latin = { n: 3, cells: Array(9).fill(0) };
    for (const goal of all(p)) {
      const givens = goalGivens(model, p, goal, 10_000);
      expect(givens).not.toBeNull();
      expect(all(withGivens(p, givens!))).toEqual([goal]);
    }
  });

  it("answers null when a search runs out of its nodes, and passes the cap to every search", () => {
    const caps: (number | undefined)[] = [];
    const stopped: SetterModel<Latin, number[], number> = {
      ...model,
      solve(p, givens, options) {
        caps.push(options.nodeLimit);
        // The empty square solves (many answers); with a given the search runs out (a timeout: the cap reached).
        const result = model.solve(p, givens, options);
        return givens.length === 0 ? result : { ...result, status: "timeout", solutions: [] };
      },
    };
    const p: Latin = { n: 3, cells: Array(9).fill(0) };
    expect(goalGivens(stopped, p, all(p)[0]!, 500)).toBeNull();
    expect(caps.length).toBeGreaterThan(1);
    expect(caps.every((cap) => cap === 500)).toBe(true);
  });
});
