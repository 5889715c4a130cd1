// Killer sudoku (issue 17): a seeded set of generated 9x9 puzzles (generated here, each proved unique by the
// generator), then the solver with limit 2 on the whole set, per cage model (a table of digit orderings, or
// all-different plus a linear sum), with and without the rule of 45's sums, and per search (plain or learning,
// dom or dom/wdeg); every answer is
// judged by the package's independent check.

import { generate, type ModelOptions, type Puzzle, solve } from "@gridsmith/killer-sudoku";
import { createRng } from "@gridsmith/kit";
import { generateKillerSudoku } from "killer-sudoku-generator";
// The judge shares no code with the solver (it is not published; the bench runs inside the workspace).
import { check } from "../../../../packages/killer-sudoku/test-support/independent-check.mjs";
import { checkedRow } from "../checked-row.ts";
import type { BenchOptions, BenchRow, BenchSuite } from "../harness.ts";

type Variant = ModelOptions & { learning: boolean; label: string };

const VARIANTS: Variant[] = [
  { cage: "linear", learning: false, variableOrder: "dom/wdeg", label: "linear, plain, dom/wdeg (default)" },
  { cage: "linear", learning: true, variableOrder: "dom/wdeg", label: "linear, learning, dom/wdeg" },
  { cage: "linear", learning: false, variableOrder: "dom", label: "linear, plain, dom" },
  { cage: "table", learning: false, variableOrder: "dom/wdeg", label: "table, plain, dom/wdeg" },
  { cage: "table", learning: true, variableOrder: "dom/wdeg", label: "table, learning, dom/wdeg" },
  // Without the rule of 45's innie and outie sums: what they bring.
  {
    cage: "linear",
    learning: false,
    variableOrder: "dom/wdeg",
    ruleOf45: 0,
    label: "linear, plain, no rule of 45",
  },
  {
    cage: "table",
    learning: false,
    variableOrder: "dom/wdeg",
    ruleOf45: 0,
    label: "table, plain, no rule of 45",
  },
];

function solveRow(dataset: string, puzzles: Puzzle[], v: Variant): BenchRow {
  const { label, ...options } = v;
  return checkedRow({
    dataset,
    solver: `@gridsmith/killer-sudoku ${label}`,
    puzzles,
    solve: (p) => solve(p, { limit: 2, ...options }),
    check,
  });
}

/**
 * Puzzles from another generator: the npm package killer-sudoku-generator (MIT), whose puzzles keep some
 * givens (its difficulty sets how many cells are blanked). It draws from Math.random, so a seeded RNG stands
 * in for it while it runs: the same set every time.
 */
function peerPuzzles(count: number): Puzzle[] {
  const difficulties = ["easy", "medium", "hard", "expert"] as const;
  const rng = createRng(2026);
  const random = Math.random;
  Math.random = () => rng.next();
  try {
    return Array.from({ length: count }, (_, k) => {
      const { puzzle, areas } = generateKillerSudoku(difficulties[k % 4]);
      return {
        size: 9,
        cages: areas.map((a) => ({ sum: a.sum, cells: a.cells.map(([r, c]) => r * 9 + c) })),
        givens: [...puzzle].map((ch) => (ch >= "1" && ch <= "9" ? Number(ch) : 0)),
      };
    });
  } finally {
    Math.random = random;
  }
}

function peerRows(count: number): BenchRow[] {
  const start = performance.now();
  const puzzles = peerPuzzles(count);
  const seconds = (performance.now() - start) / 1000;
  const dataset = `9x9 from killer-sudoku-generator (npm), ${count}, easy to expert`;
  const givens = puzzles.reduce((a, p) => a + p.givens.filter((d) => d !== 0).length, 0) / count;
  return [
    {
      dataset,
      solver: "killer-sudoku-generator 1.1.2 generateKillerSudoku",
      puzzles: count,
      seconds,
      note: `${givens.toFixed(1)} givens on average; it has no solver of its own to time`,
    },
    solveRow(dataset, puzzles, VARIANTS[0]!),
  ];
}

const suite: BenchSuite = {
  name: "killer-sudoku: 9x9 generated from seeds (cages of 2-4 cells), solved to uniqueness",
  async run(options: BenchOptions): Promise<BenchRow[]> {
    const count = options.maxPuzzles ?? 200;
    const start = performance.now();
    const puzzles = Array.from({ length: count }, (_, k) => generate({ size: 9 }, k + 1));
    const givens = puzzles.filter((p) => p.givens.some((d) => d !== 0)).length;
    const dataset = `9x9 generated, seeds 1-${count}`;
    return [
      {
        dataset,
        solver: "@gridsmith/killer-sudoku generate",
        puzzles: count,
        seconds: (performance.now() - start) / 1000,
        note: `${givens} with givens; mean ${(puzzles.reduce((a, p) => a + p.cages.length, 0) / count).toFixed(1)} cages`,
      },
      ...VARIANTS.map((v) => solveRow(dataset, puzzles, v)),
      ...peerRows(count),
    ];
  },
};

export default suite;
