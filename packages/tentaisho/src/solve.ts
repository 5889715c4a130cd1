import { Connected, Model } from "@gridsmith/constraint";
import { innerEdges, modelSolver } from "@gridsmith/kit";
import { edgeCount, mirrorCell, type Puzzle, starCells, starsOf } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** The model and what its variables stand for. */
export interface TentaishoModel {
  model: Model;
  /** The galaxy (index into the dots, in order) each variable past the edges stands for, with its cell. */
  member: { cell: number; galaxy: number }[];
}

/**
 * The puzzle on the engine: variables 0 to edgeCount - 1 are the edges (1 a border; the outline's are 0),
 * then a 0/1 variable "cell x is in galaxy g" for each cell whose half turn about g's dot stays on the grid.
 * A dot's own cells are in its galaxy; each cell is in one galaxy (`linear=`); a cell is in a galaxy exactly
 * when its mirror image about the dot is (`linear=`); an edge is a border exactly when its two cells are in
 * different galaxies (`linear<=`, both ways); and each galaxy is connected (`Connected`).
 */
export function buildModel(puzzle: Puzzle): TentaishoModel {
  const m = new Model();
  const edges = edgeCount(puzzle);
  const inner = innerEdges(puzzle);
  const isInner = new Uint8Array(edges);
  for (const { edge } of inner) isInner[edge] = 1;
  for (let e = 0; e < edges; e++) m.intVar(0, isInner[e]!);
  const n = puzzle.width * puzzle.height;
  const member: TentaishoModel["member"] = [];
  const varOf = Array.from({ length: n }, () => new Map<number, number>());
  starsOf(puzzle).forEach((k, g) => {
    const own = new Set(starCells(puzzle, k));
    for (let x = 0; x < n; x++) {
      if (mirrorCell(puzzle, k, x) < 0) continue;
      varOf[x]!.set(g, m.intVar(own.has(x) ? 1 : 0, 1));
      member.push({ cell: x, galaxy: g });
    }
  });
  const ones = (k: number) => new Array<number>(k).fill(1);
  for (let x = 0; x < n; x++) {
    const vars = [...varOf[x]!.values()];
    m.linear(ones(vars.length), vars, "=", 1);
  }
  starsOf(puzzle).forEach((k, g) => {
    for (let x = 0; x < n; x++) {
      const y = mirrorCell(puzzle, k, x);
      if (y > x) m.linear([1, -1], [varOf[x]!.get(g)!, varOf[y]!.get(g)!], "=", 0);
    }
    const cells = [...varOf.keys()].filter((x) => varOf[x]!.has(g));
    const local = new Map(cells.map((x, i) => [x, i]));
    const links: [number, number][] = [];
    for (const {
      cells: [a, b],
    } of inner)
      if (local.has(a) && local.has(b)) links.push([local.get(a)!, local.get(b)!]);
    m.post(
      new Connected(
        cells.map((x) => varOf[x]!.get(g)!),
        links,
        1,
      ),
    );
  });
  for (const {
    edge,
    cells: [a, b],
  } of inner) {
    for (const g of new Set([...varOf[a]!.keys(), ...varOf[b]!.keys()])) {
      const va = varOf[a]!.get(g);
      const vb = varOf[b]!.get(g);
      // In g on one side and not the other: a border.
      if (va !== undefined)
        m.linear(
          vb === undefined ? [1, -1] : [1, -1, -1],
          vb === undefined ? [va, edge] : [va, vb, edge],
          "<=",
          0,
        );
      if (vb !== undefined)
        m.linear(
          va === undefined ? [1, -1] : [1, -1, -1],
          va === undefined ? [vb, edge] : [vb, va, edge],
          "<=",
          0,
        );
      // In g on both sides: no border.
      if (va !== undefined && vb !== undefined) m.linear([1, 1, 1], [edge, va, vb], "<=", 2);
    }
  }
  return { model: m, member };
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution is checked against the rules
 * before it is returned.
 */
export const solve = modelSolver<Puzzle>({
  buildModel: (puzzle) => buildModel(puzzle).model,
  solutionProblems,
  variables: edgeCount,
});
