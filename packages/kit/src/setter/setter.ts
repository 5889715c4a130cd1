import type { SolveOptions, SolveResult } from "../types.js";
import type { Given, SetterModel } from "./model.js";

/** Budgets for a whole setter run (many solves): one clock for all of them. */
export interface SetterBudget {
  /** Wall-clock budget for the whole run, in milliseconds; default 10 s. */
  timeoutMs?: number;
  /** Search-node budget of each solve the run makes. */
  nodeLimit?: number;
  signal?: AbortSignal;
}

/** Solutions listed by {@link listSolutions}. */
export interface SolutionList<S> {
  solutions: S[];
  /** True when the search stopped at the limit (or a budget) with more solutions possibly left. */
  more: boolean;
  /** True when every solution was found: `solutions.length` is then their exact number. */
  complete: boolean;
  /** The solver's verdict on the whole search. */
  result: SolveResult<S>;
}

/** Up to `limit` solutions of the puzzle; `more` says whether the search stopped before the end. */
export function listSolutions<P, S, V>(
  model: SetterModel<P, S, V>,
  puzzle: P,
  limit: number,
  budget: SetterBudget = {},
): SolutionList<S> {
  const result = model.solve(puzzle, [], { ...solveBudget(budget, deadlineOf(budget)), limit });
  return { solutions: result.solutions, more: !result.complete, complete: result.complete, result };
}

/** Cells every solution shares, as far as the budget allowed; see {@link backbone}. */
export interface Backbone<S, V> {
  /** `none`: no solution; `timeout`: none found in the budget; `done`: every open cell decided; `partial`. */
  status: "none" | "timeout" | "done" | "partial";
  /** The first solution found: the values the forced cells hold. */
  reference?: S;
  /** Its cells (see {@link SetterModel.cells}). */
  cells?: readonly V[];
  /** Open cells proven to hold the same value in every solution. */
  forced: number[];
  /** Open cells that differ between two solutions found. */
  varying: number[];
  /** Open cells the same in every solution found, not proven before the budget ran out. */
  unknown: number[];
}

/** How many solutions {@link backbone} and {@link givensForUniqueness} look at per solve. */
const sample = 16;

/**
 * The backbone: the open cells whose value is the same in every solution. First up to 16 solutions are
 * enumerated (a complete enumeration decides everything). Then, when the model knows each cell's values,
 * each cell still undecided gets each other value fixed in turn: a solution found makes it (and every cell
 * where that solution differs) varying; `none` for every other value proves it forced. One solve per
 * alternative value, not one per solution, so puzzles with millions of solutions are fine. Cells left when
 * the budget runs out are `unknown`; without `values`, cells the enumeration did not split are `unknown`.
 */
export function backbone<P, S, V>(
  model: SetterModel<P, S, V>,
  puzzle: P,
  budget: SetterBudget = {},
): Backbone<S, V> {
  const deadline = deadlineOf(budget);
  const first = model.solve(puzzle, [], { ...solveBudget(budget, deadline), limit: sample });
  const reference = first.solutions[0];
  if (reference === undefined) {
    return { status: first.status === "none" ? "none" : "timeout", forced: [], varying: [], unknown: [] };
  }
  const cells = model.cells(puzzle, reference);
  const open = openCells(model, puzzle, cells.length);
  const varies = new Uint8Array(cells.length);
  const markDiffering = (solution: S) => {
    const other = model.cells(puzzle, solution);
    for (const i of open) if (other[i] !== cells[i]) varies[i] = 1;
  };
  for (const s of first.solutions) markDiffering(s);
  const forced: number[] = [];
  const unknown: number[] = [];
  for (const i of open) {
    if (varies[i]) continue;
    if (first.complete) {
      forced.push(i);
      continue;
    }
    const verdict = model.values ? probe(model, puzzle, i, cells[i] as V, budget, deadline) : null;
    if (verdict === "forced") forced.push(i);
    else if (verdict && verdict !== "unknown") markDiffering(verdict.solution);
    else unknown.push(i);
  }
  // A probe cut short by a node limit leaves its cell unknown; a later probe's solution may still show it
  // varying, and then it is no longer unknown.
  const unproven = unknown.filter((i) => !varies[i]);
  return {
    status: unproven.length > 0 ? "partial" : "done",
    reference,
    cells,
    forced,
    varying: open.filter((i) => varies[i]),
    unknown: unproven,
  };
}

/** Whether cell `i` can hold a value other than `value`: a solution that shows it, `forced`, or `unknown`. */
function probe<P, S, V>(
  model: SetterModel<P, S, V>,
  puzzle: P,
  i: number,
  value: V,
  budget: SetterBudget,
  deadline: number,
): "forced" | "unknown" | { solution: S } {
  for (const other of model.values!(puzzle, i)) {
    if (other === value) continue;
    if (outOfTime(budget, deadline)) return "unknown";
    const result = model.solve(puzzle, [{ index: i, value: other }], {
      ...solveBudget(budget, deadline),
      limit: 1,
    });
    const found = result.solutions[0];
    if (found !== undefined) return { solution: found };
    if (result.status !== "none") return "unknown";
  }
  return "forced";
}

/** What {@link givensForUniqueness} found. */
export interface UniqueGivens<S, V> {
  /**
   * `unique`: the givens make the puzzle unique (none are needed when it already is); `none`: no solution;
   * `unknown`: a budget ran out (`givens` then holds those chosen so far).
   */
  status: "unique" | "none" | "unknown";
  /** Cells to give, in cell order, each with its value in {@link UniqueGivens.goal}. */
  givens: Given<V>[];
  /** The solution the givens single out. */
  goal?: S;
}

/** Budgets of {@link givensForUniqueness}, and the solution its givens are to single out. */
export interface UniqueGivensOptions<S> extends SetterBudget {
  /** The solution to single out (a picture the puzzle was made from); by default the first one found. */
  goal?: S;
}

/**
 * A small set of extra givens that makes the puzzle unique, the way a generator adds them: keep the goal (by
 * default the first solution found); while a second solution exists, give the open cell where most of the
 * solutions found (up to 16) differ from the goal, and solve again; then drop each given in turn (oldest
 * first) and keep it dropped when the rest still make the puzzle unique. Every given left is needed, though
 * the set is not always the smallest one.
 */
export function givensForUniqueness<P, S, V>(
  model: SetterModel<P, S, V>,
  puzzle: P,
  budget: UniqueGivensOptions<S> = {},
): UniqueGivens<S, V> {
  const deadline = deadlineOf(budget);
  const solve = (givens: readonly Given<V>[], limit: number) =>
    outOfTime(budget, deadline)
      ? null
      : model.solve(puzzle, givens, { ...solveBudget(budget, deadline), limit });
  const first = solve([], sample);
  const goal = first?.solutions[0] === undefined ? undefined : (budget.goal ?? first.solutions[0]);
  if (!first || goal === undefined)
    return { status: first?.status === "none" ? "none" : "unknown", givens: [] };
  const target = model.cells(puzzle, goal);
  const open = openCells(model, puzzle, target.length);
  const givens: Given<V>[] = [];
  let result: SolveResult<S> | null = first;
  while (result && result.status !== "unique") {
    if (result.status !== "multiple") return { status: "unknown", givens: sorted(givens), goal };
    const splits = new Map<number, number>();
    const given = new Set(givens.map((g) => g.index));
    for (const s of result.solutions) {
      const cells = model.cells(puzzle, s);
      // A given cell is never given again: if a solution still differs there, the model's cells do not
      // say what its givens hold (two ways to write one value), and giving it again would loop for ever.
      for (const i of open)
        if (!given.has(i) && cells[i] !== target[i]) splits.set(i, (splits.get(i) ?? 0) + 1);
    }
    let best = -1;
    for (const [i, n] of splits)
      if (best < 0 || n > splits.get(best)! || (n === splits.get(best) && i < best)) best = i;
    if (best < 0) return { status: "unknown", givens: sorted(givens), goal };
    givens.push({ index: best, value: target[best] as V });
    result = solve(givens, sample);
  }
  if (!result) return { status: "unknown", givens: sorted(givens), goal };
  // Givens chosen early were picked before later ones pinned the grid down: the likeliest to be redundant.
  for (let k = 0; k < givens.length; ) {
    const without = givens.filter((_, j) => j !== k);
    const check = solve(without, 2);
    if (!check) break;
    if (check.status === "unique") givens.splice(k, 1);
    else k++;
  }
  return { status: "unique", givens: sorted(givens), goal };
}

function openCells<P, S, V>(model: SetterModel<P, S, V>, puzzle: P, count: number): number[] {
  const open: number[] = [];
  for (let i = 0; i < count; i++) if (!model.isOpen || model.isOpen(puzzle, i)) open.push(i);
  return open;
}

function sorted<V>(givens: Given<V>[]): Given<V>[] {
  return [...givens].sort((a, b) => a.index - b.index);
}

function deadlineOf(budget: SetterBudget): number {
  return Date.now() + (budget.timeoutMs ?? 10_000);
}

function outOfTime(budget: SetterBudget, deadline: number): boolean {
  return Date.now() >= deadline || budget.signal?.aborted === true;
}

function solveBudget(budget: SetterBudget, deadline: number): SolveOptions {
  return {
    timeoutMs: Math.max(0, deadline - Date.now()),
    ...(budget.nodeLimit !== undefined ? { nodeLimit: budget.nodeLimit } : {}),
    ...(budget.signal ? { signal: budget.signal } : {}),
  };
}
