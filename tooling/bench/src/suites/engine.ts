import { Model } from "@gridsmith/constraint";
import { type BenchOptions, type BenchRow, type BenchSuite, printTable } from "../harness.ts";
import { learningRows } from "./engine-learning.ts";

// The engine's overhead, made visible: every solution of n-queens found by the generic engine (three
// all-different constraints with offsets, default fewest-choices-first search) beside a hand-written bitmask
// kernel that does nothing else; and 9x9 sudoku as the puzzle packages model it (27 all-different houses,
// limit 2 to prove uniqueness). No data set is needed.
//
// Times are CPU seconds of this process (process.cpuUsage), not wall-clock: the machines that run this are
// shared, and time spent descheduled says nothing about the engine.

const SIZES = [8, 9, 10, 11];
/** Each measurement repeats until it has used this much CPU, so small boards are not lost in timer noise. */
const MIN_SECONDS = 0.3;

/**
 * Well-known hard 9x9 puzzles, each with one solution: "Easter Monster" (jpf, 2007), "AI Escargot" (Arto
 * Inkala, 2006), Arto Inkala's 2012 puzzle, the first four of Peter Norvig's top95 list, one of his "hardest"
 * list, and a 17-clue puzzle built against brute-force solvers (Wikipedia, "Sudoku solving algorithms").
 */
const SUDOKUS = [
  "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
  "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",
  "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
  "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
  "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
  "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
  "48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....",
  "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",
  "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
];

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

/** One 9x9 sudoku on the engine: a variable per cell, an all-different per house, clues assigned, limit 2. */
function engineSudoku(puzzle: string): { count: number; nodes: number } {
  const m = new Model();
  const cells = m.intVars(81, 1, 9);
  const nine = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  for (let i = 0; i < 9; i++) {
    const r = Math.floor(i / 3) * 3;
    const c = (i % 3) * 3;
    m.allDifferent(nine.map((k) => cells[i * 9 + k]!));
    m.allDifferent(nine.map((k) => cells[k * 9 + i]!));
    m.allDifferent(nine.map((k) => cells[(r + Math.floor(k / 3)) * 9 + c + (k % 3)]!));
  }
  for (let i = 0; i < 81; i++) {
    const ch = puzzle[i]!;
    if (ch !== "." && ch !== "0" && !m.assign(cells[i]!, Number(ch))) return { count: 0, nodes: 0 };
  }
  const r = m.solve({ limit: 2, collect: false });
  return { count: r.count, nodes: r.stats.nodes };
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Runs `fn` until MIN_SECONDS of CPU have passed; returns runs and CPU seconds. */
function measure(fn: () => void): { runs: number; seconds: number } {
  let runs = 0;
  const start = cpuSeconds();
  let elapsed = 0;
  while (elapsed < MIN_SECONDS) {
    fn();
    runs++;
    elapsed = cpuSeconds() - start;
  }
  return { runs, seconds: elapsed };
}

function queensRows(n: number): BenchRow[] {
  let solved = { count: 0, nodes: 0 };
  const engine = measure(() => {
    solved = engineQueens(n);
  });
  let kernelCount = 0;
  const kernel = measure(() => {
    kernelCount = kernelQueens(n);
  });
  if (solved.count !== kernelCount)
    throw new Error(`n=${n}: engine found ${solved.count}, kernel ${kernelCount}`);
  const perSolutionEngine = engine.seconds / (engine.runs * solved.count);
  const perSolutionKernel = kernel.seconds / (kernel.runs * kernelCount);
  return [
    {
      dataset: `n-queens ${n}`,
      solver: "@gridsmith/constraint",
      puzzles: engine.runs * solved.count,
      seconds: engine.seconds,
      note: `${solved.count} solutions x ${engine.runs} runs; ${solved.nodes} nodes per run; ${(perSolutionEngine / perSolutionKernel).toFixed(1)}x the kernel's time`,
    },
    {
      dataset: `n-queens ${n}`,
      solver: "hand-written bitmask kernel",
      puzzles: kernel.runs * kernelCount,
      seconds: kernel.seconds,
      note: `${kernelCount} solutions x ${kernel.runs} runs`,
    },
  ];
}

function sudokuRow(puzzles: readonly string[]): BenchRow {
  let nodes = 0;
  const run = measure(() => {
    nodes = 0;
    for (const p of puzzles) {
      const r = engineSudoku(p);
      if (r.count !== 1) throw new Error(`sudoku ${p}: ${r.count} solutions, expected 1`);
      nodes += r.nodes;
    }
  });
  return {
    dataset: `sudoku 9x9, ${puzzles.length} hard puzzles`,
    solver: "@gridsmith/constraint (27 allDifferent, limit 2)",
    puzzles: run.runs * puzzles.length,
    seconds: run.seconds,
    note: `model built per puzzle; ${nodes} nodes per pass; ${run.runs} passes`,
  };
}

const suite: BenchSuite = {
  name: "engine: n-queens, all solutions (puzzles = solutions found, so puzzles/s = solutions/s); sudoku, limit 2; CPU seconds",
  async run(options: BenchOptions): Promise<BenchRow[]> {
    const sizes = SIZES.slice(0, options.maxPuzzles ?? SIZES.length);
    const puzzles = SUDOKUS.slice(0, options.maxPuzzles ?? SUDOKUS.length);
    // Warm everything up so the JIT has compiled it before anything is timed.
    for (let i = 0; i < 20; i++) {
      engineQueens(8);
      kernelQueens(8);
    }
    for (let i = 0; i < 3; i++) for (const p of puzzles) engineSudoku(p);
    const rows: BenchRow[] = [];
    for (const n of sizes) rows.push(...queensRows(n));
    rows.push(sudokuRow(puzzles));
    printTable(
      "engine: learning search against plain search (limit 2, CPU seconds)",
      learningRows(SUDOKUS, options.maxPuzzles),
    );
    return rows;
  },
};

export default suite;
