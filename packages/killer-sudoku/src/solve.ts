import { Model, type VariableOrder } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import { combinations, digitsOf } from "./combinations.js";
import { type Puzzle, type Solution, unitsOf } from "./puzzle.js";
import { solutionError, structureProblems } from "./rules.js";

/** How {@link buildModel} states each cage, and how {@link solve} searches. */
export interface ModelOptions {
  /**
   * `"linear"`: all-different plus a linear sum per cage. `"table"`: one table of the cage's digit
   * orderings (every permutation of every combination), domain consistent on the cage, for cages of at most
   * 5,000 orderings; larger cages keep the linear sum. Default `"table"` (faster on the bench set; numbers
   * in the README).
   */
  cage?: "linear" | "table";
  /** The engine's branching rule (default `"dom/wdeg"`, as sudoku's engine path). */
  variableOrder?: VariableOrder;
}

/** Above this many orderings a cage's table costs more to build than it saves (7 cells: up to 25,000). */
const MAX_TUPLES = 5_000;

function permutations(digits: number[]): number[][] {
  if (digits.length <= 1) return [digits];
  return digits.flatMap((d, i) =>
    permutations([...digits.slice(0, i), ...digits.slice(i + 1)]).map((rest) => [d, ...rest]),
  );
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1);
}

/**
 * The puzzle on the engine: variable i is cell i (domain 1..n), an all-different per row, column and box,
 * and per cage an all-different with a linear sum, or a table of its orderings (see {@link ModelOptions}).
 * Givens are assigned; a given that breaks a rule leaves the model failed, which search reports as none.
 * The puzzle must have a sound structure ({@link structureProblems}).
 */
export function buildModel(puzzle: Puzzle, options: ModelOptions = {}): Model {
  const { size } = puzzle;
  const m = new Model();
  const vars = m.intVars(size * size, 1, size);
  for (const unit of unitsOf(size)) m.allDifferent(unit.map((i) => vars[i]!));
  for (const cage of puzzle.cages) {
    const cells = cage.cells.map((i) => vars[i]!);
    const combos = combinations(cage.sum, cells.length, size);
    if (options.cage !== "linear" && combos.length * factorial(cells.length) <= MAX_TUPLES) {
      m.table(
        cells,
        combos.flatMap((mask) => permutations(digitsOf(mask))),
      );
      continue;
    }
    m.allDifferent(cells);
    m.linear(
      cells.map(() => 1),
      cells,
      "=",
      cage.sum,
    );
  }
  puzzle.givens.forEach((d, i) => {
    if (d !== 0) m.assign(vars[i]!, d);
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status (limit 2 proves uniqueness); every solution is
 * verified against the rules before it is returned. The plain search by default (`learning: true` for the
 * learning one: see the README for why). Throws a RangeError for a puzzle that is not a killer sudoku at all
 * (what `validate` calls bad-size, overlapping-cages, impossible-sum...).
 */
export function solve(puzzle: Puzzle, options?: SolveOptions & ModelOptions): SolveResult<Solution> {
  const { limit, timeoutMs, signal, nodeLimit, learning } = resolveSolveOptions(options);
  const broken = structureProblems(puzzle)[0];
  if (broken) throw new RangeError(`not a solvable killer sudoku: ${broken.message}`);
  const m = buildModel(puzzle, options);
  const found = m.solve({
    limit,
    timeoutMs,
    signal,
    nodeLimit,
    learning: learning ?? false,
    variableOrder: options?.variableOrder ?? "dom/wdeg",
  });
  for (const s of found.solutions) {
    const error = solutionError(puzzle, s);
    if (error) throw new Error(`the killer sudoku solver produced a wrong solution: ${error}`);
  }
  return solveResult(found.solutions, found.complete, found.stoppedBy, found.stats, found.count);
}
