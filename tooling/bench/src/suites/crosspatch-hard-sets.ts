// Harder crosspatch fills than the package was tuned on, for issue #34: compact layouts where each word crosses
// the most letters it can (`crossingLayout`), random-length ones (`randomLengthLayout`) and the package's own
// (`sparseLayout`, theme words of 3-9 letters), from ENABLE and UKACD, no givens.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CrosspatchPuzzle, sparseLayout, writeKkck } from "@gridsmith/crosspatch";
import { createRng } from "@gridsmith/kit";
import { type BenchRow, sharedData } from "../harness.ts";
import { crossingLayout } from "./crosspatch-crossing-layout.ts";
import { cadicalAvailable, solveWithCadical } from "./crosspatch-sat.ts";
import { randomLengthLayout, solveThroughCli, wordsByLength } from "./crosspatch-wider.ts";

const lists = { ENABLE: "enable1.txt", UKACD: "UKACD18plus.txt" } as const;

/** Every set's puzzle for a seed: name -> puzzle. */
/** Every set's puzzle for each seed and size, by name (`KIND-LIST-WORDS-SEED`); a missing list is skipped. */
export function hardSets(seeds: number[], ns = [400, 600]): Map<string, CrosspatchPuzzle> {
  const out = new Map<string, CrosspatchPuzzle>();
  for (const [name, file] of Object.entries(lists)) {
    const path = sharedData("words", file);
    if (!path) continue;
    const byLength = wordsByLength(path);
    for (const n of ns) {
      for (const seed of seeds) {
        const side = Math.round(Math.sqrt(n) * Number(process.env.SIDE ?? 3));
        const uniform = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
        out.set(
          `crossing-${name}-${n}-${seed}`,
          crossingLayout(byLength, { words: n, size: side, lengths: uniform }, createRng(seed)),
        );
        out.set(
          `crossing57-${name}-${n}-${seed}`,
          crossingLayout(byLength, { words: n, size: side, lengths: [5, 6, 6, 7, 7, 8] }, createRng(seed)),
        );
        out.set(`random-${name}-${n}-${seed}`, randomLengthLayout(byLength, n, createRng(seed)));
        // The package's own layout (issue #14's sets are ENABLE's): theme words of 3-9 letters, most crossings.
        const pool = [3, 4, 5, 6, 7, 8, 9].flatMap((L) => byLength.get(L) ?? []);
        const rng = createRng(seed * 1009 + n);
        const theme = Array.from({ length: n }, () => rng.pick(pool));
        const lay = sparseLayout(theme, createRng(seed), 25 + n / 8);
        out.set(`sparse-${name}-${n}-${seed}`, {
          grid: lay.rows.map((r) => r.replace(/[^ ]/g, "#")),
          words: lay.words,
        });
      }
    }
  }
  return out;
}

/**
 * The hard sets' rows: each puzzle through `gridsmith solve --type crosspatch --json` (its defaults: limit 2,
 * the search crosspatch chooses; `timeoutMs` of wall-clock time) and through CaDiCaL on the direct encoding
 * (`crosspatch-sat.ts`, `cadicalSeconds` of CPU time, its model checked), CPU seconds each. CaDiCaL's rows
 * are skipped, with a message, when `cadical` is not on PATH.
 */
export function hardRows(
  names: readonly string[],
  seeds: number[],
  timeoutMs = 60_000,
  cadicalSeconds = 200,
): BenchRow[] {
  const sets = hardSets(seeds);
  const peer = cadicalAvailable();
  if (!peer)
    console.log("cadical is not on PATH (Debian: apt-get install cadical): the CaDiCaL rows are skipped.");
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), "crosspatch-hard-"));
  try {
    for (const name of names) {
      const picked = seeds.map((seed) => [seed, sets.get(`${name}-${seed}`)] as const).filter(([, p]) => p);
      if (picked.length === 0) continue;
      const ours: string[] = [];
      const theirs: string[] = [];
      let [oursDone, oursCpu, theirsDone, theirsCpu] = [0, 0, 0, 0];
      for (const [seed, p] of picked) {
        const file = join(dir, `${name}-${seed}.txt`);
        writeFileSync(file, writeKkck(p!));
        const r = solveThroughCli(file, timeoutMs);
        oursCpu += r.cpuSeconds;
        if (r.status === "multiple" || r.status === "solved") oursDone++;
        ours.push(
          `${seed}: ${r.status} ${r.cpuSeconds.toFixed(1)} s (${r.nodes} nodes, ${r.seconds.toFixed(0)} s wall)`,
        );
        if (!peer) continue;
        const c = solveWithCadical(p!, cadicalSeconds);
        theirsCpu += c.cpuSeconds;
        if (c.status === "filled") theirsDone++;
        theirs.push(`${seed}: ${c.status} ${c.cpuSeconds.toFixed(1)} s`);
      }
      rows.push({
        dataset: `${name}, no givens, seeds ${picked.map(([s]) => s).join(",")}`,
        solver: `gridsmith solve --type crosspatch (CLI defaults, ${timeoutMs / 1000} s wall each), CPU s`,
        puzzles: oursDone,
        seconds: oursCpu,
        note: ours.join("; "),
      });
      if (peer) {
        rows.push({
          dataset: `${name}, no givens, seeds ${picked.map(([s]) => s).join(",")}`,
          solver: `CaDiCaL on the direct SAT encoding (${cadicalSeconds} s CPU each), CPU s`,
          puzzles: theirsDone,
          seconds: theirsCpu,
          note: theirs.join("; "),
        });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
