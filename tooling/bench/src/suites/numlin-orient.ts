// numlin's reduced search on each public link in its eight orientations (`../numlin-orient.ts`): a change to
// the search's order is judged by the spread of all eight, since one orientation's count is one draw of a
// heavy tail (issue #33; RESULTS.md, numlin18: the 14x14 of line 35 takes 15,823 to 134,398 nodes by
// orientation under one order).
//
// `pnpm bench numlin-orient`; `--max N` keeps the first N links; `--peer-budget S` is the CPU budget of each
// search (default 60). NUMLIN_ORIENT_ONLY=13/13,14/14 runs only the links holding one of those.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePuzzlink } from "../../../../packages/numlin/src/formats/index.ts";
import { solve } from "../../../../packages/numlin/src/solve.ts";
import { cpuBudget, cpuSeconds } from "../cpu-budget.ts";
import { type BenchRow, type BenchSuite, repoRoot } from "../harness.ts";
import { ORIENTATIONS, oriented } from "../numlin-orient.ts";

const suite: BenchSuite = {
  name: "numlin in eight orientations",
  async run({ peerBudgetSeconds, maxPuzzles }) {
    const only = (process.env.NUMLIN_ORIENT_ONLY ?? "").split(",").filter((s) => s !== "");
    const links = readFileSync(join(repoRoot, "tooling/bench/data/puzzlink-links.txt"), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("https://puzz.link/p?numlin/"))
      .filter((l) => only.length === 0 || only.some((o) => l.includes(o)));
    const rows: BenchRow[] = [];
    for (const link of links.slice(0, maxPuzzles)) {
      const puzzle = parsePuzzlink(link);
      const nodes: number[] = [];
      let seconds = 0;
      let statuses = "";
      for (const t of ORIENTATIONS) {
        const start = process.cpuUsage();
        const r = solve(oriented(puzzle, t), { limit: 2, signal: cpuBudget(peerBudgetSeconds) });
        seconds += cpuSeconds(start);
        nodes.push(r.stats.nodes);
        if (r.status !== "unique") statuses += ` ${t}:${r.status}`;
      }
      const name = link.replace("https://puzz.link/p?numlin/", "").slice(0, 20);
      const note = `nodes ${nodes.join(" ")}; total ${nodes.reduce((a, b) => a + b, 0)}, ${Math.min(...nodes)} to ${Math.max(...nodes)}${statuses === "" ? "" : `; not unique:${statuses}`}`;
      rows.push({ dataset: name, solver: "numlin (in process, 8 orientations)", puzzles: 8, seconds, note });
      console.log(`${name}: ${note}, ${seconds.toFixed(2)} CPU s`);
    }
    return rows;
  },
};
export default suite;
