import { Model } from "@gridsmith/constraint";
import { Crossing } from "./crossing.js";
import { modelVariables, postCircuit } from "./model.js";
import { NoLoop } from "./no-loop.js";
import { cellLines, type Puzzle } from "./puzzle.js";
import { BENDS, bends, corners } from "./reduced.js";

/** Which parts {@link leanReducedModel} posts; the defaults are what `solve` uses. */
export interface LeanOptions {
  /** `SingleCircuit` over lines and links, or a lazy check that only fails on a closed loop (default "lazy"). */
  loops?: "circuit" | "lazy";
  /** Forbid each 2x2 loop by a clause up front (default true). */
  squares?: boolean;
  /** The crossing rule (default true). */
  crossing?: boolean;
  /** Each cell's line count as clauses (true) or as `linear` (default true). */
  degreeClauses?: boolean;
}

/**
 * The reduced model of `reducedModel` (reduced.ts), as clauses wherever a rule reads "these values imply that
 * one": a learning search watches them in its clause store, where a table or a small `linear` cost a
 * propagator run each time one of its variables changed. The variables are `buildModel`'s but for the lines'
 * labels, which only the tables needed: lines, links, each cell's pair label (k: none), each cell's visit.
 * No `Connected` (redundant, and on the public giants it cost more than the nodes it saved: RESULTS.md,
 * numlin17); the crossing rule stays (it halves the nodes for about twice the cost a node). Loops apart from
 * the paths are cut by {@link NoLoop} when they close, and the 2x2 ones up front. Hints read `buildModel`,
 * whose tables and propagators name the rules a person uses (and need no search); this one is for search:
 * its clauses take part only in a search (see `Model.clause`).
 */
export function leanReducedModel(puzzle: Puzzle, options: LeanOptions = {}): Model {
  const { loops = "lazy", squares = true, crossing = true, degreeClauses = true } = options;
  const m = new Model();
  const vars = modelVariables(puzzle, m);
  const { n, pairs, k, alone, edges, lines, label, visited, pairOf } = vars;
  const { width: w, height: h } = puzzle;
  if (alone || k === 0) {
    // No answer (see buildModel).
    m.linear([1], [visited[0]!], ">=", 2);
    return m;
  }
  if (loops === "circuit") postCircuit(m, vars);
  else m.post(new NoLoop(puzzle, lines));
  for (let i = 0; i < n; i++) {
    const own = cellLines(puzzle, i)
      .filter((l) => l >= 0)
      .map((l) => lines[l]!);
    const p = pairOf.get(i);
    const v = visited[i]!;
    if (p !== undefined) {
      m.linear([1], [label[i]!], "=", p);
      m.linear([1], [v], "=", 1);
    } else {
      // Visited exactly when it has a pair.
      m.clause([
        [v, 1],
        [label[i]!, k],
      ]);
      m.clause([[v, 0]], [[label[i]!, k]]);
    }
    if (!degreeClauses) {
      if (p !== undefined)
        m.linear(
          own.map(() => 1),
          own,
          "=",
          1,
        );
      else m.linear([...own.map(() => 1), -2], [...own, v], "=", 0);
      continue;
    }
    // A number has one line; another cell none or two, and two exactly when visited.
    if (p !== undefined) m.clause(own.map((l) => [l, 1] as const));
    else for (const l of own) m.clause([[v, 1]], [[l, 1]]);
    for (let a = 0; a < own.length; a++) {
      if (p === undefined)
        m.clause(
          own.filter((_, b) => b !== a).map((l) => [l, 1] as const),
          [[v, 1]],
        );
      for (let b = a + 1; b < own.length; b++) {
        if (p !== undefined)
          m.clause(
            [],
            [
              [own[a]!, 1],
              [own[b]!, 1],
            ],
          );
        else
          for (let c = b + 1; c < own.length; c++)
            m.clause(
              [],
              [
                [own[a]!, 1],
                [own[b]!, 1],
                [own[c]!, 1],
              ],
            );
      }
    }
  }
  edges.forEach(([a, b], l) => {
    const line = lines[l]!;
    const la = label[a]!;
    const lb = label[b]!;
    for (let p = 0; p < k; p++) {
      // A drawn line joins cells of one pair; with no short cut (reduced.ts), cells of one pair side by side
      // are joined.
      m.clause(
        [[lb, p]],
        [
          [line, 1],
          [la, p],
        ],
      );
      m.clause(
        [[la, p]],
        [
          [line, 1],
          [lb, p],
        ],
      );
      m.clause(
        [[line, 1]],
        [
          [la, p],
          [lb, p],
        ],
      );
    }
  });
  if (squares)
    for (let r = 0; r + 1 < h; r++)
      for (let c = 0; c + 1 < w; c++) {
        const i = r * w + c;
        const [, down, , right] = cellLines(puzzle, i);
        const across = cellLines(puzzle, i + w)[3]!;
        const side = cellLines(puzzle, i + 1)[1]!;
        m.clause(
          [],
          [down!, right!, across, side].map((l) => [lines[l]!, 1] as const),
        );
      }
  if (crossing)
    m.post(
      new Crossing(
        label,
        w,
        h,
        pairs.map(([a, b]) => [a!, b!] as const),
      ),
    );
  for (const { b, d, lines: ls } of corners(puzzle))
    if (d < b)
      m.clause(
        [[visited[d]!, 1]],
        [
          [lines[ls[0]]!, 1],
          [lines[ls[1]]!, 1],
        ],
      );
  for (const length of BENDS)
    for (const { inner, bend } of bends(puzzle, length))
      m.clause(
        inner.map((i) => [visited[i]!, 1] as const),
        bend.map((l) => [lines[l]!, 1] as const),
      );
  return m;
}
