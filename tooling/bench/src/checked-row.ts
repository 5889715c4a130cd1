import type { BenchRow } from "./harness.ts";

/** What a solver's result needs to show for a row: its verdict, its nodes and the solutions found. */
interface Solved<S> {
  status: string;
  stats: { nodes: number };
  solutions: S[];
}

/**
 * Solves every puzzle, judging each answer with the package's independent check (a wrong answer stops the
 * bench), and returns the row: verdicts counted, nodes per puzzle, wall seconds.
 */
export function checkedRow<P, S>(options: {
  dataset: string;
  solver: string;
  puzzles: P[];
  solve: (puzzle: P) => Solved<S>;
  check: (puzzle: P, solution: S) => unknown[];
}): BenchRow {
  const { dataset, solver, puzzles, solve, check } = options;
  let nodes = 0;
  const statuses = new Map<string, number>();
  const start = performance.now();
  for (const p of puzzles) {
    const r = solve(p);
    nodes += r.stats.nodes;
    statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    for (const s of r.solutions) {
      const problems = check(p, s);
      if (problems.length > 0) throw new Error(`${solver}: a wrong answer: ${problems[0]}`);
    }
  }
  return {
    dataset,
    solver,
    puzzles: puzzles.length,
    seconds: (performance.now() - start) / 1000,
    note: `${[...statuses].map(([s, n]) => `${n} ${s}`).join(", ")}; ${(nodes / puzzles.length).toFixed(0)} nodes each; answers checked`,
  };
}
