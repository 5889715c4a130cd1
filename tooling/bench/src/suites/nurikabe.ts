// Nurikabe: a seeded set of generated puzzles from 5x5 to 15x15 (each unique: the generator proves it with
// limit 2), a hard generated 15x15 (one propagation cannot solve), then real puzz.link puzzles found in
// public code, solved with limit 2 by the learning search (the default) and the plain one; every answer is
// judged by the package's independent check.
import { generate, type Puzzle, parsePuzzlink, solve } from "@gridsmith/nurikabe";
// The judge shares no code with the solver (it is not published; the bench runs inside the workspace).
import { check } from "../../../../packages/nurikabe/test-support/independent-check.mjs";
import { checkedRow } from "../checked-row.ts";
import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

// Links with one solution each: pzprjs's test, semiexp's (cspuz's test), and links listed in penpa-edit's
// and a pzprxs-based app's public code.
const REAL = [
  "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
  "https://puzz.link/p?nurikabe/7/7/1s5zm.i3g2",
  "https://puzz.link/p?nurikabe/10/10/zj7n7j9n7t7i7n7zj",
  "https://puzz.link/p?nurikabe/10/10/1k4u1j7i3r6y1w-11m3n2",
  "https://puzz.link/p?nurikabe/10/10/zh3j5t3g3hat3g3h9zr",
  "https://pzprxs.vercel.app/p?nurikabe/10/10/2l2u2l2n2m2m.k2g2i2q2l2s",
  "https://pzprxs.vercel.app/p?nurikabe/10/10/n2n2u2k2g2l2r2k2n2s2n-16",
  "https://puzz.link/p?nurikabe/18/10/w3g8k1i4n1k5j1i1k9r1l2n3j3n9t1l2h2i1j5h2j7l4n6y",
];
const PLAIN_BUDGET_MS = 5000;

function solveRow(dataset: string, puzzles: Puzzle[], learning: boolean): BenchRow {
  return checkedRow({
    dataset,
    solver: `@gridsmith/nurikabe ${learning ? "learning (default)" : `plain (${PLAIN_BUDGET_MS / 1000} s budget each)`}`,
    puzzles,
    solve: (p) => solve(p, { limit: 2, learning, timeoutMs: learning ? undefined : PLAIN_BUDGET_MS }),
    check,
  });
}

const suite: BenchSuite = {
  name: "nurikabe: generated 5x5-15x15 from seeds, a hard 15x15, and real puzz.link puzzles, solved to uniqueness",
  async run(options: BenchOptions): Promise<BenchRow[]> {
    const count = options.maxPuzzles ?? 200;
    const start = performance.now();
    // Sides 5, 6, ... 15, then again: seed k gets side 5 + (k - 1) % 11.
    const puzzles = Array.from({ length: count }, (_, k) => {
      const side = 5 + (k % 11);
      return generate({ width: side, height: side }, k + 1);
    });
    const genSeconds = (performance.now() - start) / 1000;
    const dataset = `5x5-15x15 generated, seeds 1-${count}`;
    const real = REAL.slice(0, options.maxPuzzles ?? REAL.length).map(parsePuzzlink);
    const realSet = `puzz.link links from public code (5x5 to 18x10), ${real.length}`;
    // The hard case: a 15x15 graded expert (propagation alone does not solve it), to uniqueness (asked: under 5 s).
    const hardStart = performance.now();
    const hard = generate({ width: 15, height: 15, difficulty: "expert" }, 1);
    const hardGen = (performance.now() - hardStart) / 1000;
    return [
      {
        dataset,
        solver: "@gridsmith/nurikabe generate",
        puzzles: count,
        seconds: genSeconds,
        note: "each proved unique (limit 2) while generating",
      },
      solveRow(dataset, puzzles, true),
      solveRow(dataset, puzzles, false),
      {
        dataset: "15x15 hard generated, seed 1",
        solver: "@gridsmith/nurikabe generate (hard)",
        puzzles: 1,
        seconds: hardGen,
        note: `${hard.clues.filter((c) => c >= 0).length} of 225 cells numbered`,
      },
      solveRow("15x15 hard generated, seed 1", [hard], true),
      solveRow("15x15 hard generated, seed 1", [hard], false),
      solveRow(realSet, real, true),
      solveRow(realSet, real, false),
    ];
  },
};

export default suite;
