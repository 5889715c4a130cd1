// Harder crosspatch fills than the package was tuned on, for issue #34: compact layouts where each word crosses
// the most letters it can (`crossingLayout`), random-length ones (`randomLengthLayout`) and the package's own
// (`sparseLayout`, theme words of 3-9 letters), from every list of `crosspatch-word-lists.ts` (ENABLE and
// UKACD from the shared folder; French, Spanish, Dutch and Danish from npm), no givens.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CrosspatchPuzzle, sparseLayout, writeKkck } from "@gridsmith/crosspatch";
import { createRng } from "@gridsmith/kit";
import { loadWordLists } from "../crosspatch-word-lists.ts";
import type { BenchRow } from "../harness.ts";
import { crossingLayout } from "./crosspatch-crossing-layout.ts";
import { cadicalAvailable, solveWithCadical } from "./crosspatch-sat.ts";
import { randomLengthLayout, solveThroughCli } from "./crosspatch-wider.ts";

/** The kinds of layout, the `KIND` of a set's name. */
export const hardKinds = ["crossing", "crossing57", "random", "sparse"] as const;

/**
 * The puzzle of each kind for a list's words (by length), word count and seed, by kind. The sparse one's
 * theme is `n` words of 3-9 letters drawn from the list, laid out by the package's `sparseLayout`.
 */
export function hardLayouts(
  byLength: Map<number, string[]>,
  n: number,
  seed: number,
): Record<(typeof hardKinds)[number], CrosspatchPuzzle> {
  const side = Math.round(Math.sqrt(n) * Number(process.env.SIDE ?? 3));
  const uniform = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  // The package's own layout (issue #14's sets are ENABLE's): theme words of 3-9 letters, most crossings.
  const pool = [3, 4, 5, 6, 7, 8, 9].flatMap((L) => byLength.get(L) ?? []);
  const rng = createRng(seed * 1009 + n);
  const theme = Array.from({ length: n }, () => rng.pick(pool));
  const lay = sparseLayout(theme, createRng(seed), 25 + n / 8);
  return {
    crossing: crossingLayout(byLength, { words: n, size: side, lengths: uniform }, createRng(seed)),
    crossing57: crossingLayout(
      byLength,
      { words: n, size: side, lengths: [5, 6, 6, 7, 7, 8] },
      createRng(seed),
    ),
    random: randomLengthLayout(byLength, n, createRng(seed)),
    sparse: { grid: lay.rows.map((r) => r.replace(/[^ ]/g, "#")), words: lay.words },
  };
}

/**
 * Every set's puzzle for each list, size and seed, by name (`KIND-LIST-WORDS-SEED`); `lists` picks lists by
 * name (all by default), and a list that is not here is skipped with a message.
 */
export function hardSets(
  seeds: number[],
  ns = [400, 600],
  lists?: readonly string[],
): Map<string, CrosspatchPuzzle> {
  const out = new Map<string, CrosspatchPuzzle>();
  for (const [name, byLength] of loadWordLists(lists)) {
    for (const n of ns) {
      for (const seed of seeds) {
        for (const [kind, p] of Object.entries(hardLayouts(byLength, n, seed)))
          out.set(`${kind}-${name}-${n}-${seed}`, p);
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
  // Only the lists and sizes named (`KIND-LIST-WORDS`): laying out every list's sets takes a while.
  const parts = names.map((name) => name.split("-"));
  const sets = hardSets(
    seeds,
    [...new Set(parts.map((p) => Number(p[2])))],
    [...new Set(parts.map((p) => p[1]!))],
  );
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
