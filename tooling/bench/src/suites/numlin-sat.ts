// numlin's solver beside CaDiCaL on the same reduced model (issue #33): for each public link, our verdict (limit
// 2, in process: search nodes and CPU seconds) and CaDiCaL's by the same rule (`numlin-sat.ts`: its CPU
// seconds, conflicts, calls and loops cut). The check set (the eight held-out 10x10 and Janko 028, 029, 033)
// must agree: both unique, the same answer, pzpr calling it complete; the giants are what is measured.
//
// `pnpm bench numlin-sat`; `--peer-budget S` is each side's CPU budget per link (default 60). Env:
// - NUMLIN_SAT_ONLY=025,048 runs only the links whose names (below) hold one of those;
// - NUMLIN_SAT_OURS=0 skips our solver (pzpr alone then checks the check set), NUMLIN_SAT_CNF=0 CaDiCaL;
// - NUMLIN_SAT_DROP=corner,bend3 leaves those reductions out of CaDiCaL's first searches;
// - NUMLIN_SAT_SQUARE=1 adds "no 2x2 block of one label"; NUMLIN_SAT_LAZY_SQUARES=1 cuts loops of four lines
//   lazily as the others, not up front;
// - NUMLIN_SAT_CADICAL="--restart=false" passes switches to cadical.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { parsePuzzlink, writePzprv3 } from "../../../../packages/numlin/src/formats/index.ts";
import { solve } from "../../../../packages/numlin/src/solve.ts";
import { cpuBudget, cpuSeconds } from "../cpu-budget.ts";
import { type BenchRow, type BenchSuite, repoRoot } from "../harness.ts";
import { type NumlinSatOptions, REDUCTIONS, type Reduction, satVerdict } from "../numlin-sat.ts";
import { cadicalAvailable } from "./crosspatch-sat.ts";

// The giants left out of puzzlink-links.txt (no answer from numlin within minutes; numlin13's RESULTS section).
export const LEFT_OUT: Record<string, string> = {
  "Janko 048 15x15": "https://puzz.link/p?numlin/15/15/ialbk3g6pbr6p2jcr9i4i4x9zn1hcw7k2ka8q58u135t7w",
  "Janko 568 24x16":
    "https://puzz.link/p?numlin/24/16/zi-15g1-11i-11g1g3456x2q76t-13i73l4g9m8h9h5m-12n2w-1f-20hdi-29-2al-33-35k-21h-21g-18h-29h-2ch-13g-36h-33j-22h-22g-12h-2ah-2bh-15g-34h-35k-1f-20l-2c-2bi-17h-36-34rblal-16q8iecj-17gclf-10ietb-18zp-14i-14idfga-16g-10zi",
  "Rust 42x25":
    "https://puzz.link/p?numlin/42/25/zzi1zx5j3ve-1cv-13n6zp-2br2zl-2cvep8-1dp-29z-10x7zj-14t-1dzn-16j-1abj-20zr-19l-21zv-1bh-1fzg2h6hbh-11hch-17l-22h-24h-27h-2ah-24h-1cj3h7hch-12h-16h-1al-14h-21h-23h-29h-26h-2cj4h8hdh9h-17h-12l-1fh-25h-28h-2bh-27h-10zgah-20zv-1bl-23zr-18j-18fj-22zn-15t-26zj-13x-25zfp-15-19p-11vazl4r9zp-2an5vd-1ev-1ej1zx-28zzi",
};

// Janko's links in puzzlink-links.txt, by the start of their data.
const JANKO: Record<string, string> = {
  "Janko 025 15x15": "15/15/zr3g9h8",
  "Janko 028 12x12": "12/12/l7l4s5k",
  "Janko 029 12x12": "12/12/s7m72u3",
  "Janko 033 12x12": "12/12/4zq32i6",
  "Janko 034 12x12": "12/12/zl7g3q4",
  "Janko 038 15x15": "15/15/m1n2i3i",
  "Janko 569 13x13": "13/13/w97k4i1",
  "Janko 571 15x15": "15/15/1s2v2g7",
};
const CHECKED = new Set(["Janko 028 12x12", "Janko 029 12x12", "Janko 033 12x12"]);

/** The links by name: the check set first (each 10x10 and 028, 029, 033), then the giants. */
function namedLinks(): { name: string; link: string; check: boolean }[] {
  const links = readFileSync(join(repoRoot, "tooling/bench/data/puzzlink-links.txt"), "utf8")
    .split("\n")
    .filter((l) => l.startsWith("https://puzz.link/p?numlin/"));
  const out: { name: string; link: string; check: boolean }[] = [];
  links
    .filter((l) => l.includes("numlin/10/10/"))
    .forEach((link, i) => {
      out.push({ name: `10x10 #${i + 1}`, link, check: true });
    });
  const janko = (name: string) => {
    const link = links.find((l) => l.includes(`numlin/${JANKO[name]}`));
    if (link === undefined) throw new Error(`${name} is not in puzzlink-links.txt`);
    return { name, link, check: CHECKED.has(name) };
  };
  out.push(...[...CHECKED].map(janko));
  for (const [size, name] of [
    ["13/13/k3x6", "13x13 (line 34)"],
    ["14/14/u3p2", "14x14 (line 35)"],
    ["26/26/", "26x26 (noqx)"],
  ] as const) {
    const link = links.find((l) => l.includes(`numlin/${size}`));
    if (link !== undefined) out.push({ name, link, check: false });
  }
  out.push(
    ...Object.keys(JANKO)
      .filter((n) => !CHECKED.has(n))
      .map(janko),
  );
  for (const [name, link] of Object.entries(LEFT_OUT)) out.push({ name, link, check: false });
  return out;
}

/** The experiment's options from the environment. */
function satOptions(): NumlinSatOptions {
  const drop = (process.env.NUMLIN_SAT_DROP ?? "").split(",").filter((d) => d !== "");
  for (const d of drop)
    if (!REDUCTIONS.includes(d as Reduction)) throw new Error(`NUMLIN_SAT_DROP: no reduction ${d}`);
  return {
    drop: drop as Reduction[],
    noSquareLabel: process.env.NUMLIN_SAT_SQUARE === "1",
    squaresUpFront: process.env.NUMLIN_SAT_LAZY_SQUARES !== "1",
    cadical: (process.env.NUMLIN_SAT_CADICAL ?? "").split(/\s+/).filter((s) => s !== ""),
  };
}

const suite: BenchSuite = {
  name: "numlin beside CaDiCaL on the reduced model",
  async run({ peerBudgetSeconds, maxPuzzles }) {
    if (!cadicalAvailable()) {
      console.log("numlin-sat: `cadical` is not installed (apt-get install cadical): skipped");
      return [];
    }
    const only = (process.env.NUMLIN_SAT_ONLY ?? "").split(",").filter((s) => s !== "");
    const ours = process.env.NUMLIN_SAT_OURS !== "0";
    const cnf = process.env.NUMLIN_SAT_CNF !== "0";
    const options = satOptions();
    const rows: BenchRow[] = [];
    const chosen = namedLinks().filter(({ name }) => only.length === 0 || only.some((o) => name.includes(o)));
    for (const { name, link, check } of chosen.slice(0, maxPuzzles)) {
      const puzzle = parsePuzzlink(link);
      let ourAnswer: number[] | undefined;
      let ourStatus = "-";
      if (ours) {
        const start = process.cpuUsage();
        const r = solve(puzzle, { limit: 2, signal: cpuBudget(peerBudgetSeconds) });
        const seconds = cpuSeconds(start);
        ourStatus = r.status;
        ourAnswer = r.solutions[0];
        rows.push({
          dataset: name,
          solver: "numlin (in process)",
          puzzles: 1,
          seconds,
          note: `${r.status}, ${r.stats.nodes} nodes, ${seconds.toFixed(1)} CPU s`,
        });
        console.log(`${name}: ours ${r.status} ${r.stats.nodes} nodes ${seconds.toFixed(2)} CPU s`);
      }
      if (!cnf) continue;
      const sat = satVerdict(puzzle, peerBudgetSeconds, options);
      const cpu = sat.first.cpuSeconds + sat.second.cpuSeconds;
      const phase = (label: string, s: typeof sat.first) =>
        s.calls === 0
          ? ""
          : `; ${label} ${s.cpuSeconds.toFixed(1)} s, ${s.conflicts} conflicts, ${s.decisions} decisions${s.stopped ? " (and a stopped call's)" : ""}, ${s.calls} calls, ${s.cuts} cuts`;
      let agreement = "";
      if (check) {
        const verdict = sat.answer === undefined ? null : judgePzprv3(writePzprv3(puzzle, sat.answer));
        const same = ourAnswer === undefined || JSON.stringify(ourAnswer) === JSON.stringify(sat.answer);
        agreement = `; pzpr ${verdict?.message ?? "-"}; ${same ? "same answer" : "ANSWERS DIFFER"}`;
        if (sat.status !== "unique" || (ours && ourStatus !== "unique") || !same || !verdict?.complete)
          throw new Error(`${name}: CaDiCaL ${sat.status}, ours ${ourStatus}${agreement}`);
      }
      const note = `${sat.status} (by ${sat.decidedBy}), ${sat.variables} vars, ${sat.clauses} clauses${phase("first", sat.first)}${phase("second", sat.second)}${agreement}`;
      rows.push({
        dataset: name,
        solver: "CaDiCaL (reduced CNF)",
        puzzles: 1,
        seconds: cpu,
        note,
      });
      console.log(`${name}: CaDiCaL ${cpu.toFixed(2)} CPU s, ${note}`);
    }
    return rows;
  },
};
export default suite;
