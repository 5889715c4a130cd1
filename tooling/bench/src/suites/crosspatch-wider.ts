// A second layout generator for crosspatch's no-given fills, written apart from the package's `sparseLayout`
// (which places the longest words first, each where it crosses the most letters) and from the sets the
// package's search was tuned on: words of random lengths 3 to 12, each grown from a random letter already
// down, in a random direction, from any list (`crosspatch-word-lists.ts`). Its 400-word fills from ENABLE and
// UKACD are solved through the CLI with its defaults (`gridsmith solve --type crosspatch`: limit 2, the search
// crosspatch chooses).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CrosspatchPuzzle, writeKkck } from "@gridsmith/crosspatch";
import { createRng, type Rng } from "@gridsmith/kit";
import { loadWordLists } from "../crosspatch-word-lists.ts";
import { type BenchRow, repoRoot } from "../harness.ts";
import { WordGrid } from "../word-grid.ts";

/**
 * `n` distinct words (fewer when no more fit) of uniformly random lengths 3-12, within `maxSize` x
 * `maxSize`: the first across; each next one crosses a random cell that has a word one way only, at a
 * random position of a word of a random length with that letter there, and may cross more letters on its
 * way; no two words touch side by side, so every run of two or more cells is one word. No given letter.
 */
export function randomLengthLayout(
  byLength: Map<number, string[]>,
  n: number,
  rng: Rng,
  maxSize = 96,
): CrosspatchPuzzle {
  const board = new WordGrid();
  const { cells: grid, used, open, key } = board;
  // `open`: cells with a word one way only (a crossed cell is dropped when it is next picked).
  let [minR, maxR, minC, maxC] = [0, 0, 0, 0];
  const fits = (w: string, r: number, c: number, down: boolean): boolean => {
    const [dr, dc] = down ? [1, 0] : [0, 1];
    if (grid.has(key(r - dr, c - dc)) || grid.has(key(r + dr * w.length, c + dc * w.length))) return false;
    const lo = [Math.min(minR, r), Math.min(minC, c)];
    const hi = [Math.max(maxR, r + dr * (w.length - 1)), Math.max(maxC, c + dc * (w.length - 1))];
    if (hi[0]! - lo[0]! >= maxSize || hi[1]! - lo[1]! >= maxSize) return false;
    for (let i = 0; i < w.length; i++) {
      const [y, x] = [r + dr * i, c + dc * i];
      const cell = grid.get(key(y, x));
      if (cell) {
        if (cell.ch !== w[i] || (down ? cell.down : cell.across)) return false;
      } else if (grid.has(key(y + dc, x + dr)) || grid.has(key(y - dc, x - dr))) return false;
    }
    return true;
  };
  const place = (w: string, r: number, c: number, down: boolean) => {
    board.place(w, r, c, down);
    const [dr, dc] = down ? [1, 0] : [0, 1];
    minR = Math.min(minR, r);
    minC = Math.min(minC, c);
    maxR = Math.max(maxR, r + dr * (w.length - 1));
    maxC = Math.max(maxC, c + dc * (w.length - 1));
  };
  const length = () => 3 + rng.int(10);
  place(rng.pick(byLength.get(length())!), 0, 0, false);
  for (let tries = 0; used.size < n && tries < n * 400; tries++) {
    const i = rng.int(open.length);
    const at = open[i]!;
    const cell = grid.get(at)!;
    if (cell.across && cell.down) {
      open[i] = open.at(-1)!;
      open.pop();
      continue;
    }
    const [r, c] = board.rowCol(at);
    const down = cell.across;
    const L = length();
    const k = rng.int(L);
    const list = byLength.get(L)!;
    for (let pick = 0; pick < 40; pick++) {
      const w = rng.pick(list);
      if (w[k] !== cell.ch || used.has(w)) continue;
      const [r0, c0] = down ? [r - k, c] : [r, c - k];
      if (fits(w, r0, c0, down)) {
        place(w, r0, c0, down);
        break;
      }
    }
  }
  return board.layout();
}

/**
 * One CLI run over a kkck file: its status, wall seconds, CPU seconds (the CLI's process tree, from bash's
 * `times`, so a loaded machine's share does not count against it) and what crosspatch's stats said.
 */
export function solveThroughCli(
  file: string,
  timeoutMs: number,
): { status: string; seconds: number; cpuSeconds: number; nodes: number } {
  const start = performance.now();
  const cli = [join(repoRoot, "apps/cli/launch.mjs"), "gridsmith", "solve", "--type", "crosspatch", "--json"];
  const run = spawnSync(
    "bash",
    [
      "-c",
      '"$@"; s=$?; times >&2; exit $s',
      "bash",
      process.execPath,
      ...cli,
      "--jobs",
      "1",
      "--timeout-ms",
      String(timeoutMs),
      file,
    ],
    { encoding: "utf8", timeout: timeoutMs * 20 + 60_000 },
  );
  const seconds = (performance.now() - start) / 1000;
  // `times` ends with the children's user and system time: "1m2.345s 0m0.678s".
  const spent = [...(run.stderr.trim().split("\n").at(-1) ?? "").matchAll(/(\d+)m([\d.]+)s/g)];
  const cpuSeconds = spent.reduce((t, [, min, sec]) => t + Number(min) * 60 + Number(sec), 0);
  try {
    const line = JSON.parse(run.stdout.trim().split("\n").at(-1)!);
    return { status: line.status, seconds, cpuSeconds, nodes: line.stats?.nodes ?? 0 };
  } catch {
    return {
      status: `failed (${run.status}): ${run.stderr.trim().split("\n")[0]}`,
      seconds,
      cpuSeconds,
      nodes: 0,
    };
  }
}

/**
 * 400-word no-given fills from the random-length generator, ENABLE and UKACD, seeds 1-3, each solved by
 * `gridsmith solve --type crosspatch --json --timeout-ms 60000` (its defaults otherwise: limit 2, the
 * search crosspatch chooses), one at a time. Wall-clock seconds from spawn to exit, start-up included.
 */
export function widerRows(seeds = [1, 2, 3], n = 400): BenchRow[] {
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), "crosspatch-wider-"));
  try {
    // A list that is not here is skipped with a message (`loadWordLists`).
    for (const [name, byLength] of loadWordLists(["ENABLE", "UKACD"])) {
      const notes: string[] = [];
      let total = 0;
      let filled = 0;
      for (const seed of seeds) {
        const p = randomLengthLayout(byLength, n, createRng(seed));
        const kkck = join(dir, `${name}-${seed}.txt`);
        writeFileSync(kkck, writeKkck(p));
        const r = solveThroughCli(kkck, 60_000);
        total += r.seconds;
        if (r.status !== "timeout" && !r.status.startsWith("failed")) filled++;
        notes.push(
          `seed ${seed} (${p.words.length} words): ${r.status} in ${r.seconds.toFixed(1)} s, ${r.nodes} nodes`,
        );
      }
      rows.push({
        dataset: `random lengths 3-12 (${name}), no givens, ${n} words, seeds ${seeds.join(",")}`,
        solver: "gridsmith solve --type crosspatch --timeout-ms 60000 (CLI defaults)",
        puzzles: filled,
        seconds: total,
        note: `${filled} of ${seeds.length} answered within 60 s; ${notes.join("; ")}`,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
