import { Connected, gridCellEdges, Model } from "@gridsmith/constraint";
import { cellModelSolver } from "@gridsmith/kit";
import { borderPairs, cellTops, type Puzzle, roomCells, UNKNOWN_GIVEN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** The numbers cell i may hold before any deduction: its given, 1 to its room's size for a `?`, else 0 too. */
export function cellDomains(puzzle: Puzzle): number[][] {
  const top = cellTops(puzzle);
  return top.map((t, i) => {
    const v = puzzle.givens[i]!;
    if (v > 0) return v <= t ? [v] : [];
    const all = Array.from({ length: t + 1 }, (_, k) => k);
    return v === UNKNOWN_GIVEN ? all.slice(1) : all;
  });
}

/**
 * The puzzle on the engine. Variables 0 to n - 1 are the cells' numbers (0 for none), then one a room, its
 * number N (1 to its size), then one a cell, 1 where it holds a number. A cell holds 0 or its room's N, and
 * is numbered just when it is not 0 (a `table` of the three); a room holds N numbered cells (`linear=`); no
 * 2x2 block is all numbered (`linear<=`); cells side by side across a border never hold one number
 * (`table`); the numbered cells are one region (`Connected` on 1). The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const { width: w, height: h } = puzzle;
  const n = w * h;
  const domains = cellDomains(puzzle);
  const top = cellTops(puzzle);
  for (const d of domains) {
    const x = m.intVar(d.length > 0 ? d[0]! : 0, d.length > 0 ? d.at(-1)! : 0);
    // A given no room meets leaves the puzzle no answer.
    if (d.length === 0) m.table([x], []);
  }
  const rooms = roomCells(puzzle);
  const roomVar = rooms.map((cells) => m.intVar(1, cells.length));
  const numbered = m.intVars(n, 0, 1);
  for (let i = 0; i < n; i++) {
    const tuples: number[][] = [];
    for (let v = 1; v <= top[i]!; v++) tuples.push([0, v, 0], [v, v, 1]);
    m.table([i, roomVar[puzzle.rooms[i]!]!, numbered[i]!], tuples);
  }
  rooms.forEach((cells, r) => {
    m.linear([...cells.map(() => 1), -1], [...cells.map((i) => numbered[i]!), roomVar[r]!], "=", 0);
  });
  for (let r = 0; r + 1 < h; r++)
    for (let c = 0; c + 1 < w; c++) {
      const i = r * w + c;
      m.linear(
        [1, 1, 1, 1],
        [i, i + 1, i + w, i + w + 1].map((j) => numbered[j]!),
        "<=",
        3,
      );
    }
  for (const [a, b] of borderPairs(puzzle)) {
    const tuples: number[][] = [];
    for (let u = 0; u <= top[a]!; u++)
      for (let v = 0; v <= top[b]!; v++) if (u !== v || u === 0) tuples.push([u, v]);
    m.table([a, b], tuples);
  }
  m.post(new Connected(numbered, gridCellEdges(w, h), 1));
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution (the cells' numbers) is
 * checked against the rules before it is returned.
 */
export const solve = cellModelSolver<Puzzle>({
  buildModel,
  solutionProblems,
});
