import {
  type Rng,
  resolveSolveOptions,
  type SolveOptions,
  type SolveResult,
  solveResult,
} from "@gridsmith/kit";
import { shapeProblems } from "../from-json.js";
import type { Sudoku, SudokuSolution } from "../puzzle.js";
import { isSolutionOf } from "../rules.js";
import { bandKernel } from "./band-kernel.js";
import { WasmBandKernel, wasmBandKernel } from "./band-kernel-wasm.js";
import { engineSearch } from "./engine-model.js";
import type { SearchLimits, SearchOutcome } from "./search-types.js";

/**
 * Which search serves a call: the 9x9 bitboard kernel (as WebAssembly where it compiles and the search fits
 * it, else in JS), the kernel in JS only (the reference), or the constraint-engine model (every size).
 */
export type SolverPath = "kernel" | "js-kernel" | "engine";

/** {@link SolveOptions} plus the choice of search (for tests and benchmarks; the default picks by size). */
export interface SudokuSolveOptions extends SolveOptions {
  path?: SolverPath;
  /** Branch in random digit order (the generator's full grids). */
  random?: Rng;
}

/** The search that serves `size` by default: the kernel for 9x9, the engine model for the other sizes. */
export function defaultPath(size: number): SolverPath {
  return size === 9 ? "kernel" : "engine";
}

/** Runs the chosen search on raw givens; no checks, no verification (see {@link solve}). */
export function search(
  size: number,
  givens: ArrayLike<number>,
  limits: SearchLimits,
  path = defaultPath(size),
) {
  if (path !== "engine") {
    if (size !== 9) throw new RangeError(`the kernel solves 9x9 grids only, not ${size}x${size}`);
    const wasm = path === "kernel" && WasmBandKernel.handles(limits) ? wasmBandKernel() : undefined;
    return (wasm ?? bandKernel()).search(givens, limits);
  }
  return engineSearch(size, givens, limits);
}

/**
 * Solves a puzzle: status `unique` (found one, proved there is no other), `multiple`, `none`, `solved`
 * (limit 1) or `timeout`. Every solution returned has been checked against the rules and the givens by a
 * checker that shares no code with the search. A malformed puzzle (see `validate`) has no solution; one the
 * caller says it has validated (`validated`) is not checked for its shape again.
 */
export function solve(puzzle: Sudoku, options: SudokuSolveOptions = {}): SolveResult<SudokuSolution> {
  const o = resolveSolveOptions(options);
  const start = performance.now();
  // A puzzle its caller has just validated (a batch's own parse, then `validate`) is not checked twice.
  if (!options.validated && shapeProblems(puzzle).length > 0) {
    return solveResult([], true, null, { nodes: 0, failures: 0, propagations: 0, ms: 0 });
  }
  const outcome: SearchOutcome = search(
    puzzle.size,
    puzzle.cells,
    {
      limit: o.limit,
      deadline: o.timeoutMs === undefined ? undefined : start + o.timeoutMs,
      nodeLimit: o.nodeLimit,
      signal: o.signal,
      random: options.random,
      learning: o.learning,
      onProgress: o.onProgress,
    },
    options.path,
  );
  // A loop, not `map`: the array `map` makes has another elements kind where its caller is optimized than
  // where it is not, and every reader of `solutions` (the batch's writer too) was deoptimized and compiled
  // again once `solve` was (measured: tooling/bench/RESULTS.md).
  const solutions: SudokuSolution[] = [];
  for (const cells of outcome.solutions) solutions.push({ cells });
  // A complete enumeration comes out in the seed's order (ascending as 81-digit strings), whatever order the
  // search met them in.
  if (outcome.complete && solutions.length > 1) solutions.sort((a, b) => compareGrids(a.cells, b.cells));
  for (const s of solutions) {
    if (!isSolutionOf(puzzle, s.cells)) {
      throw new Error(
        `internal error: the ${options.path ?? defaultPath(puzzle.size)} search returned a wrong grid`,
      );
    }
  }
  return solveResult(
    solutions,
    outcome.complete,
    outcome.stoppedBy,
    {
      nodes: outcome.nodes,
      failures: outcome.failures,
      propagations: outcome.propagations,
      ms: performance.now() - start,
    },
    outcome.count,
  );
}

function compareGrids(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
