// Kakuro generation as a user meets it (issue #14): generate() per seed, wall clock, in seed order in one
// process (so the first seeds also pay for the JIT), with the givens each puzzle kept; then the solver,
// plain search beside the learning search, on the shipped examples, on generated puzzles with and without
// their givens, and on a dense clue set that search thrashes on.
import { generate, kakuro, type Puzzle, solve, textFormat } from "@gridsmith/kakuro";
import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

// A nearly full 7x7 inside that the generator met on its way (seed 65 at 8x8), with no, one and two
// givens: limit 2 takes the plain search tens to hundreds of thousands of nodes.
const DENSE = `#   24\\   42\\ 29\\ 42\\ 41\\ 29\\ 8\\
\\29 .     .   .   .   .   .   .
\\42 .     .   .   .   .   .   .
\\41 .     .   A   .   .   .   .
#   15\\26 .   .   .   .   .   6\\
\\28 .     .   B   .   .   .   .
\\29 .     .   .   .   .   .   .
\\41 .     .   .   .   .   .   .
`;
const denseSet = [
  [".", "."],
  [".", "1"],
  ["4", "1"],
].map(([a, b]) => textFormat.parse(DENSE.replace("A", a!).replace("B", b!)));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const givensOf = (p: Puzzle) => p.cells.filter((c) => typeof c === "number" && c > 0).length;
const cluesOnly = (p: Puzzle): Puzzle => ({
  ...p,
  cells: p.cells.map((c) => (typeof c === "number" ? 0 : c)),
});

function generateRow(rows: number, cols: number, seeds: number): { row: BenchRow; puzzles: Puzzle[] } {
  const times: number[] = [];
  const puzzles: Puzzle[] = [];
  for (let seed = 1; seed <= seeds; seed++) {
    const start = performance.now();
    puzzles.push(generate({ rows, cols }, seed));
    times.push(performance.now() - start);
  }
  const givens = puzzles.map(givensOf);
  const unique = puzzles.filter((p) => solve(p, { limit: 2 }).status === "unique").length;
  return {
    puzzles,
    row: {
      dataset: `generate ${rows}x${cols}, density 0.25, seeds 1-${seeds}`,
      solver: "@gridsmith/kakuro generate",
      puzzles: seeds,
      seconds: times.reduce((a, b) => a + b, 0) / 1000,
      note:
        `median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms; ` +
        `givens mean ${(givens.reduce((a, b) => a + b, 0) / seeds).toFixed(2)}, max ${Math.max(...givens)}, ` +
        `${givens.filter((g) => g === 0).length} with none; ${unique}/${seeds} unique (limit 2)`,
    },
  };
}

/** Plain and learning search (limit 2) on the same puzzles: statuses, nodes, failures. */
function solveRows(dataset: string, puzzles: Puzzle[]): BenchRow[] {
  return [false, true].map((learning) => {
    let nodes = 0;
    let failures = 0;
    const statuses = new Map<string, number>();
    const start = performance.now();
    for (const p of puzzles) {
      const r = solve(p, { limit: 2, learning });
      nodes += r.stats.nodes;
      failures += r.stats.failures;
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
    return {
      dataset,
      solver: learning ? "solve, learning search" : "solve, plain search",
      puzzles: puzzles.length,
      seconds: (performance.now() - start) / 1000,
      note: `${[...statuses].map(([s, n]) => `${n} ${s}`).join(", ")}; ${nodes} nodes, ${failures} failures`,
    };
  });
}

const suite: BenchSuite = {
  name: "kakuro: generation (default params and larger) and solving, plain and learning (limit 2)",
  async run(options: BenchOptions): Promise<BenchRow[]> {
    const seeds = options.maxPuzzles ?? 50;
    const small = generateRow(8, 8, seeds);
    const large = generateRow(12, 12, Math.min(seeds, 20));
    const examples = kakuro.examples.map((e) => textFormat.parse(e.text));
    const twenty = small.puzzles.slice(0, 20);
    return [
      small.row,
      large.row,
      ...solveRows(`shipped examples (${examples.length})`, examples),
      ...solveRows(`generated 8x8, seeds 1-${twenty.length}`, twenty),
      ...solveRows(`generated 8x8, seeds 1-${twenty.length}, givens taken away`, twenty.map(cluesOnly)),
      ...solveRows(`generated 12x12, seeds 1-${large.puzzles.length}`, large.puzzles),
      ...solveRows(
        `generated 12x12, seeds 1-${large.puzzles.length}, givens taken away`,
        large.puzzles.map(cluesOnly),
      ),
      ...solveRows("dense 8x8 clue set with 0, 1 and 2 givens", denseSet),
    ];
  },
};

export default suite;
