import { Connected, gridCellEdges, Model } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { IslandGrowth } from "./island-growth.js";
import { clueCells, reachOf } from "./model.js";
import { blocks, neighbours, type Puzzle, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { WallBudget } from "./wall-budget.js";

/** The model's parts, by variable id and propagator index. */
export interface NurikabeModel {
  model: Model;
  /** `walls[i]`, 0/1: cell i is a wall. These are variables 0 .. cells - 1, so a solution starts with them. */
  walls: number[];
  /** `labels[i]`: 0 for a wall, k for a cell of island k (the k-th number in reading order). */
  labels: number[];
  /** The numbered cell of each island k, at index k - 1. */
  clueCells: number[];
  /** Index of the `Connected` propagator over the walls. */
  wallConnected: number;
  /** Index of the `Connected` propagator of each island k, at index k - 1. */
  islandConnected: number[];
}

/** Options of {@link buildModel}. */
export interface BuildOptions {
  /** Log the removals of the reach analysis (and everything after) with reasons, for hints. */
  explaining?: boolean;
}

/**
 * The puzzle on the engine. Per cell a 0/1 wall variable and an island label (0 wall, k island k), tied by a
 * table; a label starts with only the islands that can reach the cell (see {@link reachOf}), so a cell no
 * number reaches is a wall before any search. Then: each island's cells form one region of exactly its size
 * (`Connected` with `size`; a "?" island any size) and takes a cell it cannot reach its size without
 * ({@link IslandGrowth}), two touching cells of different islands cannot both be
 * island (a table per neighbour pair), the walls form one region (`Connected`; of exactly the cells the
 * numbers leave when no number is "?"), no 2x2 block is all wall (`linear <= 3`).
 * Labels are determined by the walls, so solutions count shadings.
 */
export function buildModel(puzzle: Puzzle, options: BuildOptions = {}): NurikabeModel {
  const model = new Model();
  const n = puzzle.clues.length;
  const cells = clueCells(puzzle);
  const reach = reachOf(puzzle);
  const walls = model.intVars(n, 0, 1);
  const labels = model.intVars(n, 0, cells.length);
  model.explaining = options.explaining === true;
  const allowed = Array.from({ length: n }, () => new Set<number>([0]));
  reach.forEach((rs, k) => {
    for (const i of rs) allowed[i]!.add(k + 1);
  });
  for (const c of cells) allowed[c]!.delete(0);
  for (let i = 0; i < n; i++) {
    for (let v = 0; v <= cells.length; v++)
      if (!allowed[i]!.has(v))
        model.remove(
          labels[i]!,
          v,
          model.explaining ? { rule: "nurikabe.reach", vars: [labels[i]!] } : undefined,
        );
    model.table(
      [walls[i]!, labels[i]!],
      [...allowed[i]!].map((v) => [v === 0 ? 1 : 0, v]),
    );
  }
  for (let i = 0; i < n; i++)
    for (const j of neighbours(puzzle, i)) {
      if (j < i) continue;
      const a = [...allowed[i]!];
      const b = [...allowed[j]!];
      if ((a.length === 1 && a[0] === 0) || (b.length === 1 && b[0] === 0)) continue; // a wall: nothing to keep apart
      const tuples: number[][] = [];
      for (const x of a) for (const y of b) if (x === 0 || y === 0 || x === y) tuples.push([x, y]);
      model.table([labels[i]!, labels[j]!], tuples);
    }
  // With every number sized, every island cell belongs to a numbered island of exactly its size, so the walls
  // are the cells left: one region of a known size. Its distance rule then turns to island every cell too far
  // from a placed wall, and each island must fit that many walls around it ({@link WallBudget}). Used only
  // with fewer walls than height + width - 1, the most the budget can ask for: with more it never bites, and
  // the distance rule's search per run cost 10 % more CPU over the public links while deciding no more.
  const islandCells = cells.reduce((sum, c) => sum + puzzle.clues[c]!, 0);
  const wallCount =
    cells.every((c) => puzzle.clues[c]! > 0) &&
    n - islandCells >= 0 &&
    n - islandCells < puzzle.width + puzzle.height - 1
      ? n - islandCells
      : undefined;
  const islandConnected = reach.map((rs, k) => {
    const index = new Map(rs.map((c, p) => [c, p]));
    const edges: [number, number][] = [];
    rs.forEach((c, p) => {
      for (const d of neighbours(puzzle, c)) {
        const q = index.get(d);
        if (q !== undefined && q > p) edges.push([p, q]);
      }
    });
    const size = puzzle.clues[cells[k]!]!;
    const vars = rs.map((c) => labels[c]!);
    if (size > 1) model.post(new IslandGrowth(vars, edges, k + 1, size));
    if (wallCount !== undefined)
      model.post(
        new WallBudget(
          vars,
          rs.map((c) => Math.floor(c / puzzle.width)),
          rs.map((c) => c % puzzle.width),
          k + 1,
          size,
          wallCount,
          puzzle.height,
          puzzle.width,
        ),
      );
    return model.post(new Connected(vars, edges, k + 1, size > 0 ? { size } : {}));
  });
  const wallConnected = model.post(
    new Connected(
      walls,
      gridCellEdges(puzzle.width, puzzle.height),
      1,
      wallCount === undefined ? {} : { size: wallCount },
    ),
  );
  for (const b of blocks(puzzle))
    model.linear(
      [1, 1, 1, 1],
      b.map((i) => walls[i]!),
      "<=",
      3,
    );
  return { model, walls, labels, clueCells: cells, wallConnected, islandConnected };
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution is checked by the rules
 * (which share no code with the model) before it is returned. The engine's learning search by default
 * (`learning: false` for the plain one). Throws an Error, before building anything, for a value of the wrong
 * shape (see `validate`).
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) throw new Error(shape[0]!.message);
  const { limit, timeoutMs, signal, nodeLimit, learning = true } = resolveSolveOptions(options);
  const { model, walls } = buildModel(puzzle);
  const found = model.solve({ limit, timeoutMs, signal, nodeLimit, learning });
  const solutions = found.solutions.map((s) => s.slice(0, walls.length));
  for (const s of solutions) {
    const problems = solutionProblems(puzzle, s);
    if (problems.length > 0) throw new Error(`solver produced a wrong solution: ${problems[0]!.message}`);
  }
  return solveResult(solutions, found.complete, found.stoppedBy, found.stats);
}
