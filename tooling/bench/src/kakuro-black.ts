// How many black cells generated Kakuros have, and what they cost (issue #33): per seed, in one process,
// `generate` with its CPU seconds (process.cpuUsage), then solve (limit 2) and the package's independent check
// (test-support) on the answer, and no given digit. Reads nothing from ../shared.
// Usage: tsx --conditions @gridsmith/source tooling/bench/src/kakuro-black.ts ROWS COLS DENSITY FIRST LAST

import { createHash } from "node:crypto";
import { generate } from "../../../packages/kakuro/src/generate.ts";
import { isWhite, type Puzzle } from "../../../packages/kakuro/src/puzzle.ts";
import { solve } from "../../../packages/kakuro/src/solve.ts";
import { check as independentCheck } from "../../../packages/kakuro/test-support/independent-check.mjs";
import { cpuSeconds } from "./cpu-budget.ts";

/** Black cells inside the clue row and column, as a share of the inside. */
export function blackShare(puzzle: Puzzle): number {
  let black = 0;
  for (let r = 1; r < puzzle.rows; r++)
    for (let c = 1; c < puzzle.cols; c++) if (!isWhite(puzzle.cells[r * puzzle.cols + c])) black++;
  return black / ((puzzle.rows - 1) * (puzzle.cols - 1));
}

/** One seed: the share, the CPU seconds of generate, and whether the puzzle is unique, checked and given-free. */
export function measure(rows: number, cols: number, density: number, seed: number) {
  const start = process.cpuUsage();
  const puzzle = generate({ rows, cols, density }, seed);
  const cpu = cpuSeconds(start);
  const result = solve(puzzle, { limit: 2 });
  const ok =
    result.status === "unique" &&
    independentCheck(puzzle, result.solutions[0]!).length === 0 &&
    !puzzle.cells.some((cell) => isWhite(cell) && cell !== 0);
  // A short digest, to tell whether a change keeps the same puzzles.
  const digest = createHash("sha256").update(JSON.stringify(puzzle)).digest("hex").slice(0, 12);
  return { seed, share: blackShare(puzzle), cpu, ok, digest };
}

if (process.argv[1]?.endsWith("kakuro-black.ts")) {
  const [rows, cols, density, first, last] = process.argv.slice(2).map(Number) as number[];
  const rowsOut = [];
  for (let seed = first!; seed <= last!; seed++) {
    const m = measure(rows!, cols!, density!, seed);
    rowsOut.push(m);
    console.log(
      `seed ${seed}: black ${m.share.toFixed(3)} cpu ${m.cpu.toFixed(3)} ${m.ok ? "ok" : "NOT OK"} ${m.digest}`,
    );
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const cpus = rowsOut.map((m) => m.cpu);
  console.log(
    `${rows}x${cols} d${density} seeds ${first}-${last}: ok ${rowsOut.filter((m) => m.ok).length}/${rowsOut.length}` +
      ` black ${mean(rowsOut.map((m) => m.share)).toFixed(3)} cpu mean ${mean(cpus).toFixed(3)} max ${Math.max(...cpus).toFixed(3)}`,
  );
}
