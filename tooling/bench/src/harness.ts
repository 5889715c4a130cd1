import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** One measured line of a benchmark table. */
export interface BenchRow {
  dataset: string;
  solver: string;
  puzzles: number;
  seconds: number;
  /** Anything a reader needs to trust the number: limit used, failures, solutions found. */
  note?: string;
}

/** A suite measures one package; `main.ts` runs every suite it is asked for. */
export interface BenchSuite {
  name: string;
  run(options: BenchOptions): Promise<BenchRow[]>;
}

export interface BenchOptions {
  /** Puzzles per data set at most (for quick runs); undefined means all. */
  maxPuzzles?: number;
  /** Seconds a single peer may take on one data set before it is cut off and reported as such. */
  peerBudgetSeconds: number;
  /** A small subset (`--quick`), for a suite that has one. */
  quick?: boolean;
  /** Only these puzzle types (`--types a,b`), for a suite over types. */
  types?: string[];
  /** CPU seconds one run may take (`--budget S`), for a suite that cuts runs off. */
  budgetSeconds?: number;
  /** Seeds per case (`--seeds N`), for a suite that draws seeded cases. */
  seeds?: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** The repository's root folder. */
export const repoRoot = resolve(here, "../../..");

/**
 * The shared data folder (`../shared/data` beside the repository, or GRIDSMITH_SHARED_DATA), or null with a
 * message saying so: a user's clone has no such folder and benchmarks must then skip cleanly.
 */
export function sharedData(...parts: string[]): string | null {
  const base = process.env.GRIDSMITH_SHARED_DATA ?? resolve(repoRoot, "../shared/data");
  const path = join(base, ...parts);
  if (existsSync(path)) return path;
  console.log(`(skipped: ${path} is not here; set GRIDSMITH_SHARED_DATA to the shared data folder)`);
  return null;
}

/** Runs `fn` and returns the wall-clock seconds it took. */
export function seconds(fn: () => void): number {
  const start = performance.now();
  fn();
  return (performance.now() - start) / 1000;
}

export function perSecond(row: BenchRow): number {
  return row.seconds > 0 ? row.puzzles / row.seconds : Number.POSITIVE_INFINITY;
}

/** Prints rows as a Markdown table, so the output can be pasted into the README as it is. */
export function printTable(title: string, rows: BenchRow[]): void {
  console.log(`\n### ${title}\n`);
  console.log("| data set | solver | puzzles | seconds | puzzles/s | note |");
  console.log("|---|---|---:|---:|---:|---|");
  for (const r of rows) {
    const rate = perSecond(r);
    const shown = rate >= 100 ? Math.round(rate).toLocaleString("en-US") : rate.toFixed(2);
    console.log(
      `| ${r.dataset} | ${r.solver} | ${r.puzzles} | ${r.seconds.toFixed(3)} | ${shown} | ${r.note ?? ""} |`,
    );
  }
}
