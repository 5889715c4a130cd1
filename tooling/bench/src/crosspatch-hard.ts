// Harder crosspatch fills than the package was tuned on, beside CaDiCaL on a direct SAT encoding (issue #34):
// compact layouts where each word crosses the most letters it can (`crossingLayout`) and random-length ones
// (`randomLengthLayout`), from ENABLE and UKACD, 400 and 600 words, no givens. Tuning seeds 1-3, held-out
// seeds 101-103 (never tuned on). One step per run, on a shared machine:
//   pnpm --filter @gridsmith/bench exec tsx --conditions=@gridsmith/source src/crosspatch-hard.ts STEP ...
// STEP: write DIR (every set as kkck files; SEEDS=1,2,3 by default with 101-103, SIDE= the crossing box per
// root of the word count, default 3), sat FILE... (CaDiCaL, T= CPU seconds, default 200), ours FILE...
// (in-process, the search solve chooses unless LEARNING=on|off, limit 1 unless LIMIT=, NODES= nodes, T= wall
// seconds, default 600; CPU seconds and nodes).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { crosspatch, readKkck, writeKkck } from "@gridsmith/crosspatch";
import { hardSets } from "./suites/crosspatch-hard-sets.ts";
import { solveWithCadical } from "./suites/crosspatch-sat.ts";

const [step = "write", ...args] = process.argv.slice(2);
function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

if (step === "write") {
  const dir = args[0] ?? "/tmp/crosspatch-hard";
  mkdirSync(dir, { recursive: true });
  const seeds = (process.env.SEEDS ?? "1,2,3,101,102,103").split(",").map(Number);
  for (const [name, p] of hardSets(seeds)) {
    writeFileSync(join(dir, `${name}.txt`), writeKkck(p));
    const lens = new Map<number, number>();
    for (const w of p.words) lens.set(w.length, (lens.get(w.length) ?? 0) + 1);
    const cells = p.grid.join("").replace(/ /g, "").length;
    const letters = p.words.reduce((s, w) => s + w.length, 0);
    console.log(
      `${name}: ${p.words.length} words, ${p.grid.length}x${Math.max(...p.grid.map((r) => r.length))}, crossings/word ${((2 * (letters - cells)) / p.words.length).toFixed(2)}`,
    );
  }
} else if (step === "sat") {
  const T = Number(process.env.T ?? 200);
  for (const file of args) {
    const p = readKkck(readFileSync(file, "utf8")).puzzle;
    const r = solveWithCadical(p, T);
    console.log(
      `${file}\tcadical\t${r.status}\t${r.cpuSeconds.toFixed(1)} s\t${r.variables} vars ${r.clauses} clauses`,
    );
  }
} else if (step === "ours") {
  const T = Number(process.env.T ?? 600);
  const nodeLimit = process.env.NODES ? Number(process.env.NODES) : undefined;
  const limit = Number(process.env.LIMIT ?? 1);
  const learning = process.env.LEARNING ? process.env.LEARNING === "on" : undefined;
  for (const file of args) {
    const p = readKkck(readFileSync(file, "utf8")).puzzle;
    const c0 = cpu();
    const r = crosspatch.solve(p, {
      limit,
      timeoutMs: T * 1000,
      nodeLimit,
      learning,
    });
    console.log(
      `${file}\tours\t${r.status}\t${(cpu() - c0).toFixed(1)} s\t${r.stats.nodes} nodes ${r.stats.failures} failures`,
    );
  }
}
