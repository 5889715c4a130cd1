import { type Brancher, gridGraph, Model, SingleCircuit } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import { cellEdges, edgeCells, edgeCount, type Puzzle, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { shapeProblems } from "./shape.js";

/** The model's parts: the model, its edge variables (variable i is edge i) and the circuit propagator. */
export interface SlitherModel {
  model: Model;
  edges: number[];
  /** Index of the single-circuit propagator in the model. */
  circuit: number;
  /** Index of the sum propagator of each clue cell (-1 for a cell without a clue). */
  clueOf: number[];
}

/**
 * The puzzle on the engine: a 0/1 variable per edge, the engine's `SingleCircuit` over the grid's edges (one
 * loop, no branches, no second loop), and `linear(=)` over the four edges of each clue cell.
 */
export function buildModel(puzzle: Puzzle): SlitherModel {
  const model = new Model();
  const { numVertices, edges: ends } = gridGraph(puzzle.width, puzzle.height);
  const edges = model.intVars(ends.length, 0, 1);
  const circuit = model.post(new SingleCircuit(edges, ends, numVertices));
  const clueOf = puzzle.clues.map((clue, i) =>
    clue < 0
      ? -1
      : model.linear(
          [1, 1, 1, 1],
          cellEdges(puzzle, i).map((e) => edges[e]!),
          "=",
          clue,
        ),
  );
  return { model, edges, circuit, clueOf };
}

/**
 * Each cell's colour, inside the loop (1) or outside it (0), posted as clauses on `built`'s model: an edge is on
 * exactly when the cells on its two sides differ, the outside of the grid counting as outside. One loop has
 * one such colouring, so no solution is added or lost; the search then learns about regions (a clue with
 * three lines is a cell unlike three of its neighbours) where the edges alone teach it one edge at a time.
 * On the public 31x45 links of RESULTS.md (branch fresh32) the learning search needs 9,005 and 6,472 nodes with
 * the colours where it needed 14,113 and 10,266 without (and {@link colourBrancher} halves that again).
 * Returns the colour variables, cell by cell in reading order.
 */
export function postCellColours(puzzle: Puzzle, built: SlitherModel): number[] {
  const { model, edges } = built;
  const colours = model.intVars(puzzle.width * puzzle.height, 0, 1);
  const on = (x: number) => [x, 1] as const;
  for (let e = 0; e < edgeCount(puzzle); e++) {
    const x = edges[e]!;
    const sides = edgeCells(puzzle, e).map((c) => colours[c.row * puzzle.width + c.col]!);
    const a = sides[0]!;
    const b = sides[1];
    if (b === undefined) {
      // On the grid's border: the edge is on just when its one cell is inside.
      model.clause([on(x)], [on(a)]);
      model.clause([on(a)], [on(x)]);
      continue;
    }
    // x = a xor b, one clause for each of the four assignments it rules out.
    model.clause([on(x), on(a)], [on(b)]);
    model.clause([on(x), on(b)], [on(a)]);
    model.clause([on(a), on(b)], [on(x)]);
    model.clause([], [on(x), on(a), on(b)]);
  }
  return colours;
}

/**
 * Branches on the cells' colours, the one most in recent conflicts first (the learning search's activity; the
 * first open cell in reading order without learning): deciding that a cell is inside or outside settles a region
 * where deciding an edge settles one line. Once every colour is fixed the clauses have fixed every edge. With
 * the colours alone the two 31x45 links took 9,005 and 6,472 nodes; branching on them, 4,166 and 4,312.
 */
export function colourBrancher(colours: readonly number[]): Brancher {
  return {
    variable(m, search) {
      let best = -1;
      let bestActivity = -1;
      for (const x of colours) {
        if (m.isFixed(x)) continue;
        const a = search.activity(x);
        if (a > bestActivity) {
          bestActivity = a;
          best = x;
        }
      }
      return best;
    },
  };
}

/**
 * Solves with the shared meaning of limit, budgets and status, on {@link buildModel} with
 * {@link postCellColours}, branching by {@link colourBrancher}; every solution is checked by the rules (which share no code with the model) before
 * it is returned. The engine's learning search by default
 * (`learning: false` for the plain one): on an 18x10 puzz.link puzzle it proved uniqueness in about 0.5 s where
 * the plain search had not finished after 20 s; on small puzzles the two are within milliseconds (README).
 * Throws a RangeError for a value of the wrong shape (what `validate` calls bad-shape), before building
 * anything.
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const { limit, timeoutMs, signal, nodeLimit, learning = true } = resolveSolveOptions(options);
  const broken = shapeProblems(puzzle)[0];
  if (broken) throw new RangeError(`not a slitherlink: ${broken.message}`);
  const built = buildModel(puzzle);
  const brancher = colourBrancher(postCellColours(puzzle, built));
  const found = built.model.solve({ limit, timeoutMs, signal, nodeLimit, learning, brancher });
  // The colours follow from the edges: a solution is its edges.
  const solutions = found.solutions.map((s) => s.slice(0, built.edges.length));
  for (const s of solutions) {
    const problems = solutionProblems(puzzle, s);
    if (problems.length > 0) throw new Error(`solver produced a wrong solution: ${problems[0]!.message}`);
  }
  return solveResult(solutions, found.complete, found.stoppedBy, found.stats);
}
