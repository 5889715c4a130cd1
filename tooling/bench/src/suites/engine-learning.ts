// Learning against plain search on every type whose search runs on the engine: the same puzzles, limit 2,
// each answer the same. Rows carry nodes (decisions), failures (dead ends) and CPU seconds.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Model } from "@gridsmith/constraint";
import { solveCrosspatch, sparseLayout } from "@gridsmith/crosspatch";
import * as kakuro from "@gridsmith/kakuro";
import { createRng, type SolveResult } from "@gridsmith/kit";
import { parseTournamentSet, solveNonogram } from "@gridsmith/nonogram";
import { solve as solveSudoku } from "@gridsmith/sudoku";
import { type BenchRow, sharedData } from "../harness.ts";

interface Case {
  dataset: string;
  count: number;
  /** Solves puzzle i, with or without learning. */
  solve(i: number, learning: boolean): SolveResult<unknown>;
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function rowsFor(c: Case): BenchRow[] {
  const statuses: string[][] = [[], []];
  const rows = [false, true].map((learning, side): BenchRow => {
    let nodes = 0;
    let failures = 0;
    const start = cpuSeconds();
    for (let i = 0; i < c.count; i++) {
      const r = c.solve(i, learning);
      nodes += r.stats.nodes;
      failures += r.stats.failures;
      statuses[side]!.push(r.status);
    }
    return {
      dataset: c.dataset,
      solver: learning ? "learning search" : "plain search",
      puzzles: c.count,
      seconds: cpuSeconds() - start,
      note: `${nodes} nodes, ${failures} failures`,
    };
  });
  // A puzzle one search ran out of time on says nothing; every other verdict must agree.
  const disagree = statuses[0]!.some(
    (s, i) => s !== statuses[1]![i] && s !== "timeout" && statuses[1]![i] !== "timeout",
  );
  if (disagree) throw new Error(`${c.dataset}: the two searches disagree`);
  const timeouts = statuses.map((side) => side.filter((s) => s === "timeout").length);
  rows.forEach((row, side) => {
    if (timeouts[side]! > 0) row.note += `, ${timeouts[side]} timed out (60 s)`;
  });
  return rows;
}

/** Six free variables branched on first, then an unsatisfiable core the plain search refutes 4^6 times. */
function hiddenCore(learning: boolean): SolveResult<unknown> {
  const m = new Model();
  const free = m.intVars(6, 0, 3);
  const core = m.intVars(5, 0, 3);
  const ne = [0, 1, 2, 3].flatMap((a) => [0, 1, 2, 3].filter((b) => b !== a).map((b) => [a, b]));
  for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) m.table([core[i]!, core[j]!], ne);
  const order = [...free, ...core];
  const r = m.solve({
    limit: 2,
    learning,
    brancher: { variable: (mm) => order.find((x) => mm.size(x) > 1) ?? -1 },
  });
  return {
    status: r.count === 0 ? "none" : "multiple",
    solutions: [],
    solutionCount: r.count,
    complete: r.complete,
    stats: r.stats,
  };
}

function sudokuLines(file: string, max: number): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => /^[0-9.]{81}$/.test(l.slice(0, 81)))
    .slice(0, max)
    .map((l) => l.slice(0, 81));
}

function sudokuCase(dataset: string, lines: string[]): Case {
  const puzzles = lines.map((l) => ({ size: 9, cells: [...l].map((ch) => (ch === "." ? 0 : Number(ch))) }));
  return {
    dataset,
    count: puzzles.length,
    solve: (i, learning) => solveSudoku(puzzles[i]!, { limit: 2, path: "engine", learning }),
  };
}

export function learningRows(hardSudokus: readonly string[], maxPuzzles: number | undefined): BenchRow[] {
  const cases: Case[] = [
    { dataset: "hidden unsatisfiable core (6 free + 5 pigeons)", count: 1, solve: (_, l) => hiddenCore(l) },
    sudokuCase(`sudoku 9x9 engine path, ${hardSudokus.length} hard`, [...hardSudokus]),
  ];
  const dir = sharedData("sudoku");
  if (dir) {
    const n = maxPuzzles ?? 300;
    cases.push(
      sudokuCase(
        `sudoku forum hardest, first ${n}`,
        sudokuLines(join(dir, "puzzles6_forum_hardest_1106.txt"), n),
      ),
    );
    cases.push(
      sudokuCase(`sudoku 17-clue, first ${n * 10}`, sudokuLines(join(dir, "puzzles2_17_clue.txt"), n * 10)),
    );
  }
  const generated = Array.from({ length: maxPuzzles ?? 20 }, (_, i) =>
    kakuro.generate({ rows: 8, cols: 8 }, i + 1),
  );
  cases.push({
    dataset: `kakuro 8x8, ${generated.length} generated (seeds 1-${generated.length})`,
    count: generated.length,
    solve: (i, learning) => kakuro.solve(generated[i]!, { limit: 2, learning }),
  });
  const nonograms = sharedData("nonogram", "tournament", "taai2011.question.txt");
  if (nonograms) {
    const n = maxPuzzles ?? 100;
    const puzzles = parseTournamentSet(readFileSync(nonograms, "utf8")).slice(0, n);
    // Nonogram's plain search is its probing depth-first search; the learning one, the engine strategy.
    cases.push({
      dataset: `nonogram taai2011, first ${puzzles.length}`,
      count: puzzles.length,
      solve: (i, learning) =>
        solveNonogram(puzzles[i]!.puzzle, {
          limit: 2,
          strategy: learning ? "engine" : "dfs",
          timeoutMs: 60_000,
        }),
    });
  }
  const words = sharedData("words", "enable1.txt");
  if (words) {
    const list = readFileSync(words, "utf8")
      .split(/\s+/)
      .filter((w) => w.length >= 3 && w.length <= 9);
    const count = maxPuzzles === undefined ? 5 : Math.min(maxPuzzles, 5);
    // Sparse Kriss Kross layouts of 100 words with no given letter, as the crosspatch suite makes them.
    const layouts = Array.from({ length: count }, (_, i) => {
      const rng = createRng((i + 1) * 1009 + 100);
      const theme = Array.from({ length: 100 }, () => rng.pick(list).toUpperCase());
      const lay = sparseLayout(theme, createRng(i + 1), 25 + 100 / 8);
      return { grid: lay.rows.map((r) => r.replace(/[^ ]/g, "#")), words: lay.words };
    });
    cases.push({
      dataset: `crosspatch sparse, 100 words, no givens (${count}, limit 1)`,
      count,
      solve: (i, learning) => solveCrosspatch(layouts[i]!, { limit: 1, learning, timeoutMs: 60_000 }),
    });
  }
  return cases.flatMap(rowsFor);
}
