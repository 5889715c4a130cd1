// The measurements behind crosspatch's choice of search (its README, "Search"): each kind of puzzle solved
// by the plain and by the learning search, CPU ms and nodes. One kind per run, on a shared machine:
//   pnpm --filter @gridsmith/bench exec tsx --conditions=@gridsmith/source src/crosspatch-search-choice.ts KIND
// KIND: bare (NS=25,50,... words, seeds 1-3), one N SEED, givens N SEED (KS=20,40,100 cells given),
// published, dense, tiled, english N FROM TO MAXSIZE. LIMIT (default 2) and T (timeout ms, default 10000)
// apply to all but english (limit 1, NODES nodes, default 5000, and 3 s).
import { readFileSync } from "node:fs";
import {
  type CrosspatchPuzzle,
  crosspatch,
  Dictionary,
  denseFill,
  generateCrosspatch,
  geometryOf,
  loadEnglishWords,
  readKkck,
  sparseLayout,
} from "@gridsmith/crosspatch";
import { createRng } from "@gridsmith/kit";
import { sharedData } from "./harness.ts";

const limit = Number(process.env.LIMIT ?? 2);
const timeoutMs = Number(process.env.T ?? 10_000);
const [kind = "bare", ...args] = process.argv.slice(2);
const numbers = args.map(Number);

function enable(): string[] {
  const file = sharedData("words", "enable1.txt");
  if (!file) process.exit(0);
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((w) => /^[a-z]+$/.test(w));
}

/** The bench's `bareLayout`: `n` ENABLE words of 3-9 letters, laid out for `seed`, no given letter. */
function layout(words: string[], n: number, seed: number): { rows: string[]; words: string[] } {
  const pool = words.filter((w) => w.length >= 3 && w.length <= 9);
  const rng = createRng(seed * 1009 + n);
  const theme = Array.from({ length: n }, () => rng.pick(pool).toUpperCase());
  return sparseLayout(theme, createRng(seed), 25 + n / 8);
}

const bare = (rows: string[], words: string[]): CrosspatchPuzzle => ({
  grid: rows.map((r) => r.replace(/[^ ]/g, "#").replace(/ +$/, "")),
  words,
});

function features(p: CrosspatchPuzzle): string {
  const g = geometryOf(p.grid);
  const givens = g.cells.filter((c) => c.given !== null).length;
  const crossed = g.cells.filter((c) => c.across >= 0 && c.down >= 0).length;
  return `${g.slots.length} slots, ${givens} givens, ${Math.round((100 * crossed) / g.cells.length)}% crossed`;
}

function run(
  name: string,
  p: CrosspatchPuzzle,
  options: { limit: number; timeoutMs: number; nodeLimit?: number },
) {
  const out = [false, true].map((learning) => {
    const start = process.cpuUsage();
    const r = crosspatch.solve(p, { ...options, learning });
    const used = process.cpuUsage(start);
    const ms = Math.round((used.user + used.system) / 1000);
    return `${learning ? "learning" : "plain"} ${r.status} ${ms} ms ${r.stats.nodes} nodes`;
  });
  console.log(`${name.padEnd(26)} ${features(p).padEnd(36)} | ${out.join(" | ")}`);
}

const budget = { limit, timeoutMs };
if (kind === "bare") {
  const words = enable();
  for (const n of (process.env.NS ?? "25,50,100,200,300").split(",").map(Number))
    for (const seed of [1, 2, 3]) {
      const lay = layout(words, n, seed);
      run(`bare ${n} seed ${seed}`, bare(lay.rows, lay.words), budget);
    }
} else if (kind === "one" || kind === "givens") {
  const [n = 400, seed = 1] = numbers;
  const lay = layout(enable(), n, seed);
  if (kind === "one") run(`bare ${n} seed ${seed}`, bare(lay.rows, lay.words), budget);
  else
    for (const k of (process.env.KS ?? "20,40,100").split(",").map(Number)) {
      const cells = lay.rows.flatMap((row, r) => [...row].flatMap((ch, c) => (ch === " " ? [] : [[r, c]])));
      createRng(k).shuffle(cells);
      const shown = new Set(cells.slice(0, k).map(([r, c]) => `${r},${c}`));
      const grid = lay.rows.map((row, r) =>
        [...row].map((ch, c) => (ch === " " ? " " : shown.has(`${r},${c}`) ? ch : "#")).join(""),
      );
      run(`bare ${n} seed ${seed}, ${k} given`, { grid, words: lay.words }, budget);
    }
} else if (kind === "published") {
  const pool = enable().filter((w) => w.length >= 4 && w.length <= 9);
  for (const n of [50, 100, 200])
    for (const seed of [1, 2]) {
      const rng = createRng(seed * 31 + n);
      const theme = Array.from({ length: n }, () => rng.pick(pool));
      const p = generateCrosspatch({ kind: "sparse", words: theme, maxSize: Math.round(25 + n / 8) }, seed);
      run(`published ${n} seed ${seed}`, p, budget);
    }
} else if (kind === "dense") {
  const english = [...(await loadEnglishWords())];
  const dict = new Dictionary(enable());
  for (const size of [9, 13, 15, 21])
    for (const seed of [1, 2]) {
      if (size < 21)
        run(
          `dense ${size} English ${seed}`,
          generateCrosspatch({ kind: "dense", rows: size, cols: size, words: english }, seed),
          budget,
        );
      const f = denseFill(size, size, dict, createRng(seed + 1000));
      if (f) run(`dense ${size} ENABLE bare ${seed}`, bare(f.rows, f.words), budget);
    }
  for (const e of crosspatch.examples) run(e.name.slice(0, 26), readKkck(e.text).puzzle, budget);
} else if (kind === "tiled") {
  // Four dense 15x15 fills side by side: a dense grid past 300 slots (the generator stops at 25x25).
  const dict = new Dictionary(enable());
  const fills: { rows: string[]; words: string[] }[] = [];
  for (let seed = 1; fills.length < 4 && seed < 20; seed++) {
    const f = denseFill(15, 15, dict, createRng(seed + 1000));
    if (f) fills.push(f);
  }
  const rows: string[] = [];
  for (const [a, b] of [
    [0, 1],
    [2, 3],
  ] as const) {
    for (let i = 0; i < 15; i++)
      rows.push(`${(fills[a]!.rows[i] ?? "").padEnd(15)} ${fills[b]!.rows[i] ?? ""}`);
    rows.push("");
  }
  run(
    "dense 15x15, four tiled",
    bare(
      rows,
      fills.flatMap((f) => f.words),
    ),
    budget,
  );
} else if (kind === "english") {
  // The bundled English list (what the unit test's large fill uses): N words of 3-9 letters, seeds FROM-TO.
  const [n = 390, from = 1, to = 8, maxSize = 74] = numbers;
  const words = (await loadEnglishWords()).filter((w) => w.length >= 3 && w.length <= 9);
  const nodeLimit = Number(process.env.NODES ?? 5000);
  for (let seed = from; seed <= to; seed++) {
    const rng = createRng(seed);
    const theme = Array.from({ length: n }, () => rng.pick(words));
    const lay = sparseLayout(theme, rng, maxSize);
    run(`english ${n} seed ${seed}`, bare(lay.rows, lay.words), { limit: 1, timeoutMs: 3000, nodeLimit });
  }
} else {
  console.log(`unknown kind '${kind}'`);
  process.exitCode = 2;
}
