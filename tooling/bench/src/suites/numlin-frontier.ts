// numlin's frontier sweep (`packages/numlin/src/frontier.ts`, issue #33, branch numlin24) beside the engine's
// search on every public numlin link: per link the sweep's verdict, CPU seconds, states in all and the most
// states after one cell (its peak layer), and `solve` (limit 2: the engine's search below 16 cells a side;
// from 16 it sweeps first, see solve.ts).
//
// Not registered in main.ts (not this suite's file); run it as
// `node --conditions=@gridsmith/source --import tsx -e 'import("./tooling/bench/src/suites/numlin-frontier.ts").then((m) => m.default.run({ peerBudgetSeconds: 60 }))'`
// from the repository's root. Env:
// - NUMLIN_FRONTIER_ONLY=20/15,26/26 runs only the links holding one of those;
// - NUMLIN_FRONTIER_LAYER (default 2,000,000) and NUMLIN_FRONTIER_STATES (default 40,000,000): the sweep's budget;
// - NUMLIN_FRONTIER_SHORTCUTS=1 counts only the answers with no short cut the sweep's state shows;
// - NUMLIN_FRONTIER_PLANAR=1 drops the states whose paths can no longer all meet without crossing (`planar`);
// - NUMLIN_FRONTIER_ENGINE=0 skips the engine (`peerBudgetSeconds` is its CPU budget per link).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePuzzlink } from "../../../../packages/numlin/src/formats/index.ts";
import { frontierCount } from "../../../../packages/numlin/src/frontier.ts";
import { solutionProblems } from "../../../../packages/numlin/src/rules.ts";
import { solve } from "../../../../packages/numlin/src/solve.ts";
import { cpuBudget, cpuSeconds } from "../cpu-budget.ts";
import { type BenchRow, type BenchSuite, repoRoot } from "../harness.ts";
import { LEFT_OUT } from "./numlin-sat.ts";

/** Janko's 15x20 Arukone 319 and 320, left out of puzzlink-fresh.txt (no answer from the engine in 60 s). */
export const JANKO_319_320 = [
  "https://puzz.link/p?numlin/20/15/zgds416cibh1h9y5i7n2qa3r8zzudj6k4n9pcoekbq58l7iegap2n3zzi",
  "https://puzz.link/p?numlin/20/15/1z6v2mcj5h3m4zq9p8y5zhah3eg7gbdlcq2kah9k4zpes6ndo7m8m1bzm",
];

/** Every public numlin link the bench holds: both link files, Janko 319 and 320, and the left-out giants. */
export function numlinLinks(): string[] {
  const read = (file: string) =>
    readFileSync(join(repoRoot, "tooling/bench/data", file), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("https://puzz.link/p?numlin/"));
  return [
    ...new Set([
      ...read("puzzlink-links.txt"),
      ...read("puzzlink-fresh.txt"),
      ...JANKO_319_320,
      ...Object.values(LEFT_OUT),
    ]),
  ];
}

const suite: BenchSuite = {
  name: "numlin's frontier sweep beside the engine",
  async run({ peerBudgetSeconds, maxPuzzles }) {
    const only = (process.env.NUMLIN_FRONTIER_ONLY ?? "").split(",").filter((s) => s !== "");
    const layer = Number(process.env.NUMLIN_FRONTIER_LAYER ?? 2e6);
    const states = Number(process.env.NUMLIN_FRONTIER_STATES ?? 4e7);
    const engine = process.env.NUMLIN_FRONTIER_ENGINE !== "0";
    const shortcuts = process.env.NUMLIN_FRONTIER_SHORTCUTS === "1";
    const planar = process.env.NUMLIN_FRONTIER_PLANAR === "1";
    const links = numlinLinks().filter((l) => only.length === 0 || only.some((o) => l.includes(o)));
    const rows: BenchRow[] = [];
    console.log(
      "| link | sweep: answers / CPU s / states / peak layer / rows swept | engine: status / CPU s / nodes |",
    );
    console.log("|---|---|---|");
    for (const link of links.slice(0, maxPuzzles)) {
      const puzzle = parsePuzzlink(link);
      const name = link.replace("https://puzz.link/p?numlin/", "").slice(0, 24);
      let start = process.cpuUsage();
      const swept = frontierCount(puzzle, { layer, states, shortcuts, planar });
      const sweptSeconds = cpuSeconds(start);
      for (const s of swept.solutions)
        if (solutionProblems(puzzle, s).length > 0)
          throw new Error(`${name}: the sweep's answer breaks a rule`);
      const verdict = swept.complete ? String(swept.solutions.length) : "stopped";
      rows.push({
        dataset: name,
        solver: `numlin frontier sweep${shortcuts ? ", no short cut it sees" : ""}${planar ? ", planar" : ""} (in process)`,
        puzzles: 1,
        seconds: sweptSeconds,
        note: `${verdict}; ${swept.states} states, peak ${swept.peak}`,
      });
      let engineCell = "not run";
      if (engine) {
        start = process.cpuUsage();
        const r = solve(puzzle, { limit: 2, signal: cpuBudget(peerBudgetSeconds) });
        const seconds = cpuSeconds(start);
        engineCell = `${r.status} / ${seconds.toFixed(2)} / ${r.stats.nodes}`;
        rows.push({
          dataset: name,
          solver: "numlin engine (in process)",
          puzzles: 1,
          seconds,
          note: r.status,
        });
      }
      const sweptCell = `${verdict} / ${sweptSeconds.toFixed(2)} / ${swept.states} / ${swept.peak} / ${swept.rows.length} of ${Math.max(puzzle.width, puzzle.height)}`;
      console.log(`| ${name} | ${sweptCell} | ${engineCell} |`);
    }
    return rows;
  },
};
export default suite;
