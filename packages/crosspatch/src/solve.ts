import {
  type ResolvedSolveOptions,
  resolveSolveOptions,
  type SolveOptions,
  type SolveResult,
  solveResult,
} from "@gridsmith/kit";
import { chars } from "./code-points.js";
import { shapeProblems } from "./from-json.js";
import { type Geometry, geometryOf } from "./geometry.js";
import type { CrosspatchPuzzle, CrosspatchSolution } from "./puzzle.js";
import { checkStructure, verifyAssignment } from "./rules.js";
import { learningPays } from "./solver/choose-search.js";
import { searchSolutions } from "./solver/engine-search.js";
import { buildInstance, type Instance } from "./solver/instance.js";

/** The grid of a full assignment, with its placements. */
export function solutionOf(geometry: Geometry, slotWords: readonly string[]): CrosspatchSolution {
  const rows = Array.from({ length: geometry.rows }, () => new Array<string>(geometry.cols).fill(" "));
  for (const cell of geometry.cells) rows[cell.row]![cell.col] = cell.given ?? "#";
  const placements = geometry.slots.map((slot) => {
    const word = slotWords[slot.index]!;
    chars(word).forEach((ch, p) => {
      const cell = geometry.cells[slot.cells[p]!]!;
      rows[cell.row]![cell.col] = ch;
    });
    return {
      slot: slot.index,
      name: slot.name,
      row: slot.row,
      col: slot.col,
      direction: slot.down ? ("down" as const) : ("across" as const),
      word,
    };
  });
  return { rows: rows.map((r) => r.join("").replace(/ +$/, "")), placements };
}

/** A well-formed puzzle's geometry and solver instance; throws a RangeError for a malformed one. */
export function prepare(puzzle: CrosspatchPuzzle): { geometry: Geometry; instance: Instance } {
  const checked = checkStructure(puzzle.grid, puzzle.words);
  if (checked.problem) throw new RangeError(checked.problem.reason);
  return { geometry: checked.geometry, instance: buildInstance(puzzle, checked.geometry) };
}

/**
 * Solves a crosspatch puzzle: kkck's reductions as propagation at every node, fewest-choices-first search,
 * exact counts. The learning search when `options.learning` says so, or, when it does not, for a large
 * framework (`learningPays`, the README's "Search"); the plain search otherwise. Every solution returned has been checked by `verifyAssignment` (in `rules.ts`, written apart
 * from the search). A puzzle of the wrong shape or structure (see `validate`) has no solution.
 */
export function solveCrosspatch(
  puzzle: CrosspatchPuzzle,
  options: SolveOptions = {},
): SolveResult<CrosspatchSolution> {
  const o: ResolvedSolveOptions = resolveSolveOptions(options);
  // A value of the wrong shape (see fromJson) is not looked at further: nothing is sized by what it claims.
  const checked = shapeProblems(puzzle).length > 0 ? null : checkStructure(puzzle.grid, puzzle.words);
  if (!checked || checked.problem) {
    return solveResult([], true, null, { nodes: 0, failures: 0, propagations: 0, ms: 0 });
  }
  const geometry = checked.geometry;
  const instance = buildInstance(puzzle, geometry);
  const outcome = searchSolutions(instance, {
    limit: o.limit,
    timeoutMs: o.timeoutMs,
    nodeLimit: o.nodeLimit,
    signal: o.signal,
    learning: o.learning ?? learningPays(geometry),
  });
  const solutions = outcome.solutions.map((a) => {
    const words = Array.from(a, (w) => instance.words[w]!);
    const fault = verifyAssignment(puzzle, geometry, words);
    if (fault !== null) throw new Error(`internal error: the solver produced a wrong grid (${fault})`);
    return solutionOf(geometry, words);
  });
  return solveResult(solutions, outcome.complete, outcome.stoppedBy, {
    nodes: outcome.nodes,
    failures: outcome.failures,
    propagations: outcome.propagations,
    ms: outcome.ms,
  });
}

export { geometryOf };
