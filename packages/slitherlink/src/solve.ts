import { gridGraph, Model, SingleCircuit } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import { cellEdges, type Puzzle, type Solution } from "./puzzle.js";
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
 * Solves with the shared meaning of limit, budgets and status; every solution is checked by the rules
 * (which share no code with the model) before it is returned. The engine's learning search by default
 * (`learning: false` for the plain one): on an 18x10 puzz.link puzzle it proved uniqueness in about 0.5 s where
 * the plain search had not finished after 20 s; on small puzzles the two are within milliseconds (README).
 * Throws a RangeError for a value of the wrong shape (what `validate` calls bad-shape), before building
 * anything.
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const { limit, timeoutMs, signal, nodeLimit, learning = true } = resolveSolveOptions(options);
  const broken = shapeProblems(puzzle)[0];
  if (broken) throw new RangeError(`not a slitherlink: ${broken.message}`);
  const { model } = buildModel(puzzle);
  const found = model.solve({ limit, timeoutMs, signal, nodeLimit, learning });
  for (const s of found.solutions) {
    const problems = solutionProblems(puzzle, s);
    if (problems.length > 0) throw new Error(`solver produced a wrong solution: ${problems[0]!.message}`);
  }
  return solveResult(found.solutions, found.complete, found.stoppedBy, found.stats);
}
