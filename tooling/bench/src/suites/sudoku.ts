import { readFileSync } from "node:fs";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { SudokuSolver } from "@algorithm.ts/sudoku";
import { type SolverPath, type Sudoku, solve } from "@gridsmith/sudoku";
import { DancingLinks } from "dancing-links";
import dachev from "sudoku";
import * as sudokuCore from "sudoku-core";
import { type BenchOptions, type BenchRow, type BenchSuite, sharedData } from "../harness.ts";
import { dlxPeer, LARGE_SETS, type LargeSet, loadLargeSet } from "./sudoku-large.ts";

// 9x9 sudoku on the shared data sets (../shared/data/sudoku, see its README), every solve with a limit of 2
// (find the solution and prove it unique, as tdoku's table does), beside the npm peers measured in the same
// run. Each peer runs in a worker thread with a time budget per data set and is cut off when it exceeds it
// (its rate is then over the puzzles it finished). Seconds are CPU seconds of the process
// (process.cpuUsage): the machines that run this are shared, and time spent descheduled says nothing about
// a solver. The budget itself is wall-clock.
//
// Then 16x16 and 25x25 sets generated at bench time from fixed seeds (sudoku-large.ts; no data files needed),
// each puzzle proved unique by the rows themselves: our engine model path (the default for those sizes) and
// dancing-links generalised to N x N. The other peers solve 9x9 only and have no rows there.
//
// SUDOKU_SETS picks sets: a comma-separated list of ids (17-clue, top1465, forum-hardest, serg, 16x16,
// 25x25) or groups (9x9, large); unset means all. E.g. `SUDOKU_SETS=large pnpm bench sudoku`.

const SETS = [
  { id: "17-clue", file: "puzzles2_17_clue.txt", name: "17-clue" },
  { id: "top1465", file: "puzzles3_magictour_top1465.txt", name: "top1465" },
  { id: "forum-hardest", file: "puzzles6_forum_hardest_1106.txt", name: "forum hardest 1106" },
  { id: "serg", file: "puzzles7_serg_benchmark.txt", name: "serg (2+ solutions)" },
];

/** Whether SUDOKU_SETS asks for the set `id` of `group` ("9x9" or "large"). */
function wanted(id: string, group: string): boolean {
  const spec = process.env.SUDOKU_SETS?.trim();
  if (!spec) return true;
  const ids = spec.split(",").map((s) => s.trim());
  return ids.includes("all") || ids.includes(group) || ids.includes(id);
}

function checkSetsSpec(): void {
  const spec = process.env.SUDOKU_SETS?.trim();
  if (!spec) return;
  const known = new Set(["all", "9x9", "large", ...SETS.map((s) => s.id), ...LARGE_SETS.map((s) => s.id)]);
  const unknown = spec.split(",").filter((s) => !known.has(s.trim()));
  if (unknown.length > 0) {
    throw new Error(`SUDOKU_SETS: unknown set ${unknown.join(", ")}; known: ${[...known].join(", ")}`);
  }
}

function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

export function loadLines(path: string, max?: number): string[] {
  const lines = readFileSync(path, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l.length === 81);
  return max === undefined ? lines : lines.slice(0, max);
}

function toPuzzle(line: string): Sudoku {
  const cells = new Array<number>(81);
  for (let i = 0; i < 81; i++) {
    const c = line.charCodeAt(i);
    cells[i] = c >= 49 && c <= 57 ? c - 48 : 0;
  }
  return { size: 9, cells };
}

// ---------------------------------------------------------------------------------------------------------
// Peers. Each takes an 81-character line and returns how many solutions it reports (0, 1, or 2 for "more
// than one" when it can tell), converting the line to its own input as part of the timed work.

type PeerId = "dancing-links" | "@algorithm.ts/sudoku" | "sudoku-core" | "sudoku";

const PEER_NOTES: Record<PeerId, string> = {
  "dancing-links": "DLX, find(2): proves uniqueness",
  "@algorithm.ts/sudoku": "DLX, first solution only (no uniqueness API)",
  "sudoku-core": "solve(): logic steps plus isUniqueSolution backtracking",
  sudoku: "solvepuzzle(): first solution only",
};

function makePeer(id: PeerId): (line: string) => number {
  switch (id) {
    case "dancing-links": {
      const template = new DancingLinks<number>().createSolverTemplate({ columns: 324 });
      return (line) => {
        const s = template.createSolver();
        for (let c = 0; c < 81; c++) {
          const r = Math.floor(c / 9);
          const col = c % 9;
          const b = Math.floor(r / 3) * 3 + Math.floor(col / 3);
          const ch = line.charCodeAt(c);
          const given = ch >= 49 && ch <= 57 ? ch - 48 : 0;
          for (let d = 0; d < 9; d++) {
            if (given !== 0 && given !== d + 1) continue;
            s.addSparseConstraint(c * 9 + d, [c, 81 + r * 9 + d, 162 + col * 9 + d, 243 + b * 9 + d]);
          }
        }
        return Math.min(2, s.find(2).length);
      };
    }
    case "@algorithm.ts/sudoku": {
      const solver = new SudokuSolver({ childMatrixWidth: 3 });
      const out = new Array<number>(81);
      return (line) => {
        const p = Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) - 1 : -1));
        return solver.solve(p, out) ? 1 : 0;
      };
    }
    case "sudoku-core":
      return (line) => {
        const r = sudokuCore.solve(Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) : null)));
        if (!r.solved) return 0;
        return r.analysis?.hasUniqueSolution === false ? 2 : 1;
      };
    case "sudoku":
      return (line) => {
        const answer = dachev.solvepuzzle(
          Array.from(line, (ch) => (ch >= "1" && ch <= "9" ? Number(ch) - 1 : null)),
        );
        return answer ? 1 : 0;
      };
  }
}

/** A 9x9 peer on a data file, or dancing-links on generated N x N puzzles (`warm` first, untimed). */
type PeerJob =
  | { peer: PeerId; path: string; max?: number }
  | { peer: "dancing-links"; size: number; puzzles: number[][]; warm: number[][] };

interface PeerReport {
  done: number;
  cpu: number;
  counts: [number, number, number];
  finished: boolean;
}

/** Worker side: warm up on a few puzzles, then solve them all, reporting progress now and then. */
function peerWorker(job: PeerJob): void {
  if ("size" in job) {
    const run = dlxPeer(job.size);
    for (const w of job.warm) run(w);
    solveAll(job.puzzles, run);
    return;
  }
  const lines = loadLines(job.path, job.max);
  const run = makePeer(job.peer);
  const warm = performance.now();
  for (let i = 0; i < Math.min(100, lines.length) && performance.now() - warm < 1000; i++) run(lines[i]!);
  solveAll(lines, run);
}

function solveAll<T>(items: readonly T[], run: (item: T) => number): void {
  const counts: [number, number, number] = [0, 0, 0];
  const start = cpuSeconds();
  let last = performance.now();
  for (let i = 0; i < items.length; i++) {
    counts[run(items[i]!)]!++;
    if (performance.now() - last > 200) {
      last = performance.now();
      parentPort!.postMessage({
        done: i + 1,
        cpu: cpuSeconds() - start,
        counts,
        finished: false,
      } satisfies PeerReport);
    }
  }
  parentPort!.postMessage({
    done: items.length,
    cpu: cpuSeconds() - start,
    counts,
    finished: true,
  } satisfies PeerReport);
}

/** Main side: runs one peer on one set in a worker; cuts it off after the budget (wall-clock seconds). */
function runPeer(job: PeerJob, budgetSeconds: number): Promise<PeerReport & { cutOff: boolean }> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit tsx's loader hooks (Node 20), so it registers them before loading this file.
    const bootstrap = `(async () => {
      const { register } = await import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))});
      register();
      await import(${JSON.stringify(import.meta.url)});
    })();`;
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    let latest: PeerReport = { done: 0, cpu: 0, counts: [0, 0, 0], finished: false };
    let settled = false;
    const finish = (cutOff: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve({ ...latest, cutOff });
    };
    const timer = setTimeout(() => finish(true), budgetSeconds * 1000);
    worker.on("message", (m: PeerReport) => {
      latest = m;
      if (m.finished) finish(false);
    });
    worker.on("error", (e) => {
      if (!settled) {
        settled = true;
        clearTimeout(timer);
        reject(e);
      }
    });
  });
}

function countsNote(counts: readonly number[]): string {
  const [none, one, more] = counts;
  return [none ? `${none} none` : "", one ? `${one} unique` : "", more ? `${more} multiple` : ""]
    .filter(Boolean)
    .join(", ");
}

// ---------------------------------------------------------------------------------------------------------

const SOLVER_NAMES: Record<SolverPath, string> = {
  kernel: "@gridsmith/sudoku solve() (9x9 kernel, WebAssembly)",
  "js-kernel": "@gridsmith/sudoku, the 9x9 kernel in JS",
  engine: "@gridsmith/sudoku, engine model path",
};

export function gridsmithRow(
  set: string,
  lines: readonly string[],
  path: SolverPath,
  budget: number,
): BenchRow {
  const puzzles = lines.map(toPuzzle);
  for (let i = 0; i < Math.min(500, puzzles.length); i++) solve(puzzles[i]!, { path });
  const counts = [0, 0, 0];
  let nodes = 0;
  let done = 0;
  const wall = performance.now();
  const start = cpuSeconds();
  for (const p of puzzles) {
    const r = solve(p, { path });
    counts[r.status === "none" ? 0 : r.status === "unique" ? 1 : 2]!++;
    nodes += r.stats.nodes;
    done++;
    if ((done & 63) === 0 && performance.now() - wall > budget * 1000) break;
  }
  const seconds = cpuSeconds() - start;
  const cut = done < puzzles.length ? `; cut off after ${budget}s at ${done}/${puzzles.length}` : "";
  return {
    dataset: set,
    solver: SOLVER_NAMES[path],
    puzzles: done,
    seconds,
    note: `limit 2; ${countsNote(counts)}; ${(nodes / done).toFixed(2)} guesses/puzzle${cut}`,
  };
}

/**
 * Our engine model path on a generated set, with limit 2: one puzzle at a time until the budget (wall-clock)
 * runs out; a puzzle still running then is stopped by timeoutMs and not counted, nor is its CPU time.
 */
function largeEngineRow(set: LargeSet, puzzles: readonly Sudoku[], warm: readonly Sudoku[], budget: number) {
  for (const w of warm) solve(w, { limit: 2, path: "engine" });
  const counts = [0, 0, 0];
  let nodes = 0;
  let done = 0;
  let seconds = 0;
  let stopped = false;
  const deadline = performance.now() + budget * 1000;
  const start = cpuSeconds();
  for (const p of puzzles) {
    const left = deadline - performance.now();
    const r = left > 0 ? solve(p, { limit: 2, path: "engine", timeoutMs: left }) : null;
    if (!r || r.status === "timeout") {
      stopped = true;
      break;
    }
    counts[r.status === "none" ? 0 : r.status === "unique" ? 1 : 2]!++;
    nodes += r.stats.nodes;
    done++;
    seconds = cpuSeconds() - start;
  }
  const cut = stopped ? `; CUT OFF after ${budget}s at ${done}/${puzzles.length}` : "";
  return {
    dataset: set.name,
    solver: "@gridsmith/sudoku, engine model path",
    puzzles: done,
    seconds: done === 0 ? budget : seconds,
    note: [
      "limit 2",
      countsNote(counts) + wrong(counts, done),
      done ? `${(nodes / done).toFixed(1)} nodes/puzzle` : "",
    ]
      .filter(Boolean)
      .join("; ")
      .concat(cut),
  } satisfies BenchRow;
}

/** The generator promises one solution: anything else a solver reports on these sets is flagged. */
function wrong(counts: readonly number[], done: number): string {
  const bad = done - counts[1]!;
  return bad > 0 ? `; WRONG: ${bad} not unique` : "";
}

async function largeRows(set: LargeSet, options: BenchOptions): Promise<BenchRow[]> {
  const loaded = loadLargeSet(set, options.maxPuzzles);
  const { puzzles } = loaded;
  const givens = puzzles.reduce((a, p) => a + p.cells.filter((d) => d > 0).length, 0) / puzzles.length;
  console.log(
    `(${set.name}: ${puzzles.length} puzzles, seeds ${set.seeds[0]}..${set.seeds[puzzles.length - 1]}, ` +
      `${givens.toFixed(1)} givens on average; generated in ${loaded.generatedTotal.toFixed(1)} s wall, ` +
      (loaded.fromCache === puzzles.length
        ? "all from the cache this run)"
        : `${loaded.generatedNow.toFixed(1)} s of it this run, ${loaded.fromCache} from the cache)`),
  );
  const rows: BenchRow[] = [largeEngineRow(set, puzzles, loaded.warm, options.peerBudgetSeconds)];
  const r = await runPeer(
    {
      peer: "dancing-links",
      size: set.size,
      puzzles: puzzles.map((p) => p.cells),
      warm: loaded.warm.map((p) => p.cells),
    },
    options.peerBudgetSeconds,
  );
  const cut = r.cutOff ? `; CUT OFF after ${options.peerBudgetSeconds}s at ${r.done}/${puzzles.length}` : "";
  rows.push({
    dataset: set.name,
    solver: "dancing-links",
    puzzles: r.done,
    seconds: r.done === 0 ? options.peerBudgetSeconds : r.cpu,
    note: [
      "DLX, find(2), rows consistent with the givens",
      countsNote(r.counts) + wrong(r.counts, r.done),
      "the other peers are 9x9-only",
    ]
      .filter(Boolean)
      .join("; ")
      .concat(cut),
  });
  return rows;
}

const suite: BenchSuite = {
  name: "sudoku (9x9 shared sets; generated 16x16, 25x25): puzzles/s with limit 2 (solve and prove unique) beside npm peers; CPU seconds",
  async run(options: BenchOptions): Promise<BenchRow[]> {
    checkSetsSpec();
    const rows: BenchRow[] = [];
    const small = SETS.filter((s) => wanted(s.id, "9x9"));
    const dir = small.length > 0 ? sharedData("sudoku") : null;
    for (const set of dir ? small : []) {
      const path = `${dir}/${set.file}`;
      const lines = loadLines(path, options.maxPuzzles);
      rows.push(gridsmithRow(set.name, lines, "kernel", Number.POSITIVE_INFINITY));
      // The JS kernel, the reference and the fallback where WebAssembly does not compile.
      rows.push(gridsmithRow(set.name, lines, "js-kernel", Number.POSITIVE_INFINITY));
      // Timed like the peers, over the whole file within the budget: a sample of a few thousand puzzles
      // timed the JIT's warm-up as much as the search (measured: 9,400/s on 2,000 puzzles, 15,500/s steady).
      rows.push(gridsmithRow(set.name, lines, "engine", options.peerBudgetSeconds));
      for (const peer of Object.keys(PEER_NOTES) as PeerId[]) {
        const r = await runPeer({ peer, path, max: options.maxPuzzles }, options.peerBudgetSeconds);
        const cut = r.cutOff
          ? `; CUT OFF after ${options.peerBudgetSeconds}s at ${r.done}/${lines.length}`
          : "";
        rows.push({
          dataset: set.name,
          solver: peer,
          puzzles: r.done,
          // Cut off before its first report: nothing finished in the budget, a rate of 0.
          seconds: r.done === 0 ? options.peerBudgetSeconds : r.cpu,
          note: [PEER_NOTES[peer], countsNote(r.counts)].filter(Boolean).join("; ") + cut,
        });
      }
    }
    for (const set of LARGE_SETS) if (wanted(set.id, "large")) rows.push(...(await largeRows(set, options)));
    return rows;
  },
};

if (!isMainThread && (workerData as PeerJob | undefined)?.peer) peerWorker(workerData as PeerJob);

export default suite;
