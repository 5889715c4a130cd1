/**
 * Makes the "40-hour" style fixture: a 21x21 framework, symmetric about its main diagonal, of six-letter
 * slots only, filled from ENABLE (public domain) with distinct words so that the puzzle has exactly two
 * solutions (a fill and its transpose). kkck's author reports such a puzzle (56 slots) took his solver over
 * forty hours. The layout comes from the annealing search in diag-layout.ts (one annealing run per seed),
 * which reaches 56 slots (28 across, 28 down); the forty-hour example in src/examples.ts is this script's output for
 * `enable1.txt 56 1` (layout seed 9, fill 0).
 * Run: tsx --conditions=@gridsmith/source scripts/make-diagonal-fixture.ts ENABLE_FILE [SLOTS] [SEED]
 */
import { readFileSync } from "node:fs";
import { createRng } from "@gridsmith/kit";
import { writeKkck } from "../src/formats/kkck.js";
import { Dictionary } from "../src/generate/dictionary.js";
import { fillGrid } from "../src/generate/fill.js";
import { solveCrosspatch } from "../src/solve.js";
import { diagonalLayout } from "./diag-layout.js";

const [file, slotsText, seedText] = process.argv.slice(2);
const dict = new Dictionary(
  readFileSync(file!, "utf8")
    .split("\n")
    .filter((w) => w.length === 6),
);
const want = Number(slotsText ?? 56);
for (let seed = Number(seedText ?? 1); seed < 1000; seed++) {
  const grid = diagonalLayout(seed, want, { restarts: 1 });
  if (!grid) continue;
  console.error(`seed ${seed}: layout of ${want} slots`);
  for (let f = 0; f < 60; f++) {
    const fill = fillGrid(grid, dict, { rng: createRng(seed * 100 + f), nodeLimit: 200000 });
    if (fill.fills.length === 0) continue;
    const puzzle = { grid, words: [...fill.fills[0]!].sort() };
    const r = solveCrosspatch(puzzle, { limit: 3, timeoutMs: 120000 });
    console.error(
      `seed ${seed}.${f}: ${r.status} ${r.solutionCount} nodes ${r.stats.nodes} ms ${r.stats.ms.toFixed(0)}`,
    );
    if (r.complete && r.solutionCount === 2) {
      process.stdout.write(`! seed ${seed}.${f}\n${writeKkck(puzzle)}`);
      process.exit(0);
    }
  }
}
