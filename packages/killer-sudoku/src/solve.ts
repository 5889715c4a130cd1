import { Model, type VariableOrder } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import { combinations, digitsOf } from "./combinations.js";
import { type Puzzle, type Solution, unitsOf } from "./puzzle.js";
import { regionSums } from "./regions.js";
import { solutionError, structureProblems } from "./rules.js";

/** How {@link buildModel} states each cage, and how {@link solve} searches. */
export interface ModelOptions {
  /**
   * `"linear"`: all-different plus a linear sum per cage. `"table"`: one table of the cage's digit
   * orderings (every permutation of every combination), domain consistent on the cage, for cages of at most
   * 5,000 orderings; larger cages keep the linear sum. Default `"linear"`: with the rule of 45's sums
   * posted the tables' extra pruning no longer pays for building them (3x faster on the bench set; numbers
   * in the README). The hints use the tables: their propagation step should find all it can.
   */
  cage?: "linear" | "table";
  /** The engine's branching rule (default `"dom/wdeg"`, as sudoku's engine path). */
  variableOrder?: VariableOrder;
  /**
   * Post the rule of 45's innie and outie sums of at most this many cells as extra linear sums (see
   * {@link regionSums}); default 3, 0 for none. On 60 generated 9x9s they cut the nodes from 506 to 23 a
   * puzzle and the time in half (README).
   */
  ruleOf45?: number;
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
 * per cage an all-different with a linear sum, or a table of its orderings (see {@link ModelOptions}), and
 * the rule of 45's small innie and outie sums.
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
    if (options.cage === "table" && combos.length * factorial(cells.length) <= MAX_TUPLES) {
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
  // Implied by the rest, but the engine cannot see them: a sum over cells of different cages and units.
  for (const { cells, sum } of regionSums(puzzle, options.ruleOf45 ?? 3)) {
    m.linear(
      cells.map(() => 1),
      cells.map((i) => vars[i]!),
      "=",
      sum,
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
