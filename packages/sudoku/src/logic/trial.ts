import { cellNameAt } from "@gridsmith/kit";
import { digitsOf, popcount, symbol } from "../puzzle.js";
import { search } from "../solver/solve.js";
import type { Board } from "./board.js";
import { elimination, type Finding } from "./finding.js";
import { list } from "./words.js";

/**
 * The last rung: no technique applies, so try each candidate of the cell with the fewest and keep those
 * that still lead to a solution (asked of the solver). Null when every candidate of every cell tried
 * survives (the puzzle has several solutions from here).
 */
export function trial(b: Board): Finding | null {
  const { g, values, cands } = b;
  const order: number[] = [];
  for (let c = 0; c < g.cellCount; c++) if (values[c] === 0 && cands[c] !== 0) order.push(c);
  order.sort((a, c) => popcount(cands[a]!) - popcount(cands[c]!) || a - c);
  const cells = Array.from(values);
  for (const c of order.slice(0, 8)) {
    const removes: [number, number][] = [];
    const alive: number[] = [];
    for (const d of digitsOf(cands[c]!)) {
      cells[c] = d;
      const found = search(g.size, cells, { limit: 1 }).count > 0;
      if (found) alive.push(d);
      else removes.push([c, d]);
    }
    cells[c] = 0;
    if (removes.length === 0) continue;
    const dead = removes.map(([, d]) => symbol(d));
    const name = cellNameAt(c, g.size);
    if (alive.length === 1) {
      const d = alive[0]!;
      return {
        technique: "trial",
        places: [[c, d]],
        removes,
        pattern: [c],
        units: [],
        message: () =>
          `${name} must be ${symbol(d)}: no technique on the ladder applies, and trying the cell's other ` +
          `candidate${dead.length === 1 ? "" : "s"}, ${list(dead)}, leads to a contradiction`,
      };
    }
    return elimination(
      g,
      "trial",
      removes,
      [c],
      [],
      () => `no technique on the ladder applies; trying ${list(dead)} in ${name} leads to a contradiction`,
    );
  }
  return null;
}
