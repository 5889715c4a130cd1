import { Model } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import { EntryFirst } from "./brancher.js";
import { EntryCombinations } from "./combination-propagator.js";
import { layoutOf } from "./entries.js";
import { isWhite, type Puzzle, type Solution } from "./puzzle.js";
import { structureProblems } from "./rules.js";
import { shapeProblems } from "./shape.js";
import { solutionError } from "./verify.js";

/** How {@link buildModel} states the puzzle. */
export interface ModelOptions {
  /**
   * Add, per entry, a propagator that keeps only digits of a valid combination (default true). Off, the model
   * is the engine's generic constraints alone: all-different and a linear sum per entry.
   */
  combinations?: boolean;
}

/** A puzzle on the engine, with the variable of each cell. */
export interface KakuroModel {
  model: Model;
  /** The variable of each cell, -1 for black cells. */
  cellVar: Int32Array;
  /** The branching order {@link solve} uses: one entry at a time. */
  brancher: EntryFirst;
}

/**
 * The puzzle on the engine: one variable 1..9 per white cell and, per entry, all-different plus a linear
 * sum equal to the clue (and the combination propagator unless turned off); givens are assigned.
 * The puzzle must have a sound structure (see {@link structureProblems}); a given that breaks a rule leaves
 * the model failed, which search reports as no solution.
 */
export function buildModel(puzzle: Puzzle, options: ModelOptions = {}): KakuroModel {
  const model = new Model();
  const cellVar = new Int32Array(puzzle.cells.length).fill(-1);
  puzzle.cells.forEach((cell, i) => {
    if (isWhite(cell)) cellVar[i] = model.intVar(1, 9);
  });
  const entryVars: number[][] = [];
  const entriesOfVar: number[][] = Array.from({ length: model.numVars }, () => []);
  for (const entry of layoutOf(puzzle).entries) {
    const vars = entry.cells.map((c) => cellVar[c]!);
    for (const x of vars) entriesOfVar[x]!.push(entryVars.length);
    entryVars.push(vars);
    model.allDifferent(vars);
    if (entry.sum === undefined) continue;
    model.linear(
      vars.map(() => 1),
      vars,
      "=",
      entry.sum,
    );
    if (options.combinations !== false) model.post(new EntryCombinations(vars, entry.sum));
  }
  puzzle.cells.forEach((cell, i) => {
    if (isWhite(cell) && cell !== 0) model.assign(cellVar[i]!, cell);
  });
  return { model, cellVar, brancher: new EntryFirst(entryVars, entriesOfVar) };
}

/**
 * Solves with the shared meaning of limit, budgets and status (limit 2 proves uniqueness); every solution is
 * checked by an independent checker before it is returned. Throws a RangeError for a puzzle whose grid is not
 * a kakuro at all (what `validate` calls bad-size, bad-cell, missing-clue...).
 */
export function solve(puzzle: Puzzle, options?: SolveOptions & ModelOptions): SolveResult<Solution> {
  const { limit, timeoutMs, signal, nodeLimit, learning } = resolveSolveOptions(options);
  const broken = shapeProblems(puzzle)[0] ?? structureProblems(puzzle)[0];
  if (broken) throw new RangeError(`not a solvable kakuro: ${broken.message}`);
  const { model, cellVar, brancher } = buildModel(puzzle, { combinations: options?.combinations });
  const found = model.solve({ limit, timeoutMs, signal, nodeLimit, brancher, learning: learning ?? false });
  const solutions = found.solutions.map((values) => Array.from(cellVar, (x) => (x < 0 ? 0 : values[x]!)));
  for (const s of solutions) {
    const error = solutionError(puzzle, s);
    if (error) throw new Error(`the kakuro solver produced a wrong solution: ${error}`);
  }
  return solveResult(solutions, found.complete, found.stoppedBy, found.stats, found.count);
}
