import { Connected, Model } from "@gridsmith/constraint";
import { type SolveOptions, type SolveResult, solveChecked } from "@gridsmith/kit";
import {
  type BridgeSpan,
  bridgeSpans,
  HIDDEN,
  islands,
  MAX_BRIDGES,
  type Puzzle,
  spanCountsToLines,
} from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** The engine's model of a puzzle, with the spans its first variables are. */
export interface BridgeModel {
  model: Model;
  spans: BridgeSpan[];
  islands: number[];
}

/**
 * The puzzle on the engine: variable k < spans is span k's bridges (0 to 2), then per span whether it has a
 * bridge (a table of the two), then per island whether it has a bridge.
 *
 * An island's bridges sum to its number (an island without a number: it has a bridge exactly when its sum is
 * 1 to 8); two spans that share a water cell, one across and one down, are not both used (`linear<=`); the
 * islands and spans in use are one region of the graph that joins each span to its two islands (`Connected`:
 * its cut rule finds the bridge that alone can join two parts), so the islands with bridges are one network,
 * as puzz.link judges; and some span is used (puzz.link takes an empty board as no answer).
 */
export function buildModel(puzzle: Puzzle): BridgeModel {
  const m = new Model();
  const spans = bridgeSpans(puzzle);
  const isles = islands(puzzle);
  const count = m.intVars(spans.length, 0, MAX_BRIDGES);
  const used = m.intVars(spans.length, 0, 1);
  const reached = isles.map((i) => {
    const n = puzzle.numbers[i]!;
    return n === HIDDEN ? m.intVar(0, 1) : m.intVar(n > 0 ? 1 : 0, n > 0 ? 1 : 0);
  });
  spans.forEach((_, k) => {
    m.table(
      [count[k]!, used[k]!],
      [
        [0, 0],
        [1, 1],
        [2, 1],
      ],
    );
  });
  const islandOf = new Map(isles.map((i, k) => [i, k]));
  const at = isles.map(() => [] as number[]);
  spans.forEach((s, k) => {
    at[islandOf.get(s.from)!]!.push(count[k]!);
    at[islandOf.get(s.to)!]!.push(count[k]!);
  });
  isles.forEach((i, k) => {
    const n = puzzle.numbers[i]!;
    const own = at[k]!;
    const ones = own.map(() => 1);
    // An island no span reaches has no bridge: one with a number above 0 has no answer.
    if (own.length === 0) m.linear([1], [reached[k]!], "<=", 0);
    else if (n === HIDDEN) {
      m.linear([...ones, -1], [...own, reached[k]!], ">=", 0);
      m.linear([...ones, -MAX_BRIDGES * own.length], [...own, reached[k]!], "<=", 0);
    } else m.linear(ones, own, "=", n);
  });
  // Crossings: a water cell on a span across and a span down.
  const acrossAt = new Map<number, number>();
  spans.forEach((s, k) => {
    if (s.across) for (const i of s.water) acrossAt.set(i, k);
  });
  spans.forEach((s, k) => {
    if (s.across) return;
    for (const i of s.water) {
      const a = acrossAt.get(i);
      if (a !== undefined) m.linear([1, 1], [used[a]!, used[k]!], "<=", 1);
    }
  });
  const nodes = [...reached, ...used];
  const links = spans.flatMap((s, k) => [
    [islandOf.get(s.from)!, isles.length + k] as const,
    [islandOf.get(s.to)!, isles.length + k] as const,
  ]);
  m.post(new Connected(nodes, links, 1));
  if (spans.length === 0) m.linear([1], [m.intVar(0, 0)], ">=", 1);
  else
    m.linear(
      used.map(() => 1),
      used,
      ">=",
      1,
    );
  return { model: m, spans, islands: isles };
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<number[]> {
  let spans: BridgeSpan[] = [];
  return solveChecked(
    options,
    (o) => {
      const built = buildModel(puzzle);
      spans = built.spans;
      return built.model.solve(o);
    },
    (values) => spanCountsToLines(puzzle, spans, values.slice(0, spans.length)),
    (s) => solutionProblems(puzzle, s),
  );
}
