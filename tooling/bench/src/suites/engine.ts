import { Model } from "@gridsmith/constraint";
import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

// The engine's overhead, made visible: every solution of n-queens found by the generic engine (three
// all-different constraints with offsets, default fewest-choices-first search) beside a hand-written bitmask
// kernel that does nothing else. No data set is needed.

const SIZES = [8, 9, 10, 11];
/** Each measurement repeats until it has run this long, so small boards are not lost in timer noise. */
const MIN_SECONDS = 0.3;

function engineQueens(n: number): { count: number; nodes: number } {
  const m = new Model();
  const q = m.intVars(n, 0, n - 1);
  m.allDifferent(q);
  m.allDifferent(
    q,
    q.map((_, i) => i),
  );
  m.allDifferent(
    q,
    q.map((_, i) => -i),
  );
  const r = m.solve({ limit: Number.POSITIVE_INFINITY, collect: false });
  return { count: r.count, nodes: r.stats.nodes };
}

/** Row by row, the free squares are a bitmask; the textbook kernel. */
function kernelQueens(n: number): number {
  const all = (1 << n) - 1;
  const place = (cols: number, left: number, right: number): number => {
    if (cols === all) return 1;
    let count = 0;
    for (let free = all & ~(cols | left | right); free !== 0; free &= free - 1) {
      const bit = free & -free;
      count += place(cols | bit, ((left | bit) << 1) & all, (right | bit) >>> 1);
    }
    return count;
  };
  return place(0, 0, 0);
}

/** Runs `fn` until MIN_SECONDS have passed; returns runs and seconds. */
function measure(fn: () => void): { runs: number; seconds: number } {
  let runs = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_SECONDS * 1000) {
    fn();
    runs++;
    elapsed = performance.now() - start;
  }
  return { runs, seconds: elapsed / 1000 };
}

const suite: BenchSuite = {
  name: "engine: n-queens, all solutions (puzzles = solutions found, so puzzles/s = solutions/s)",
  async run(options: BenchOptions): Promise<BenchRow[]> {
    const sizes = SIZES.slice(0, options.maxPuzzles ?? SIZES.length);
    // Warm both up so the JIT has compiled them before anything is timed.
    for (let i = 0; i < 20; i++) {
      engineQueens(8);
      kernelQueens(8);
    }
    const rows: BenchRow[] = [];
    for (const n of sizes) {
      let solved = { count: 0, nodes: 0 };
      const engine = measure(() => {
        solved = engineQueens(n);
      });
      let kernelCount = 0;
      const kernel = measure(() => {
        kernelCount = kernelQueens(n);
      });
      const perSolutionEngine = engine.seconds / (engine.runs * solved.count);
      const perSolutionKernel = kernel.seconds / (kernel.runs * kernelCount);
      rows.push({
        dataset: `n-queens ${n}`,
        solver: "@gridsmith/constraint",
        puzzles: engine.runs * solved.count,
        seconds: engine.seconds,
        note: `${solved.count} solutions x ${engine.runs} runs; ${solved.nodes} nodes per run; ${(perSolutionEngine / perSolutionKernel).toFixed(1)}x the kernel's time`,
      });
      rows.push({
        dataset: `n-queens ${n}`,
        solver: "hand-written bitmask kernel",
        puzzles: kernel.runs * kernelCount,
        seconds: kernel.seconds,
        note: `${kernelCount} solutions x ${kernel.runs} runs`,
      });
      if (solved.count !== kernelCount)
        throw new Error(`n=${n}: engine found ${solved.count}, kernel ${kernelCount}`);
    }
    return rows;
  },
};

export default suite;
