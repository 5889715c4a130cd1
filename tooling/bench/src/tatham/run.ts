// Runs Tatham game IDs through the CLI, one call a link, and judges each answer (issue #33's check of puzzles
// made by other generators). Input: files of lines `K<TAB>generation CPU<TAB>GAME ID`, named GAME_PARAMS.txt
// (what the generation loop in RESULTS.md writes); a line whose ID is TIMEOUT is counted, not run. Output: one
// JSON line a link to --out, and a markdown table (per file: links, unique, pzpr complete, CPU s) on stdout.
//   tsx --conditions=@gridsmith/source src/tatham/run.ts --out FILE IDS.txt...
// CPU seconds are user + sys of the CLI process and its children (/usr/bin/time), start-up included; each call
// runs under `ulimit -t 60`.
import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { findPuzzleType } from "@gridsmith/catalog";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { median } from "../cli-lines.ts";
import { repoRoot } from "../harness.ts";
import { tathamGame } from "./games.ts";

interface Verdict {
  file: string;
  seed: string;
  id: string;
  link: string;
  status: string;
  complete: boolean;
  message: string;
  cpu: number;
  wall: number;
  /** pzpr's file of the link is the one our type writes of the puzzle it reads from the link. */
  readsAsWe?: boolean;
}

/** Whether npm pzpr opens `link` as the puzzle our type reads from it (both written as pzprv3 files). */
function pzprReadsAsWe(type: string, link: string): boolean {
  const formats = findPuzzleType(type)?.formats ?? [];
  const puzzlink = formats.find((f) => f.id === "puzzlink");
  const pzprv3 = formats.find((f) => f.id === "pzprv3");
  if (!puzzlink || !pzprv3?.serialize) throw new Error(`${type} has no puzzlink and pzprv3 formats`);
  return pzprFileOfUrl(link) === pzprv3.serialize(puzzlink.parse(link));
}

function solveOne(link: string): {
  status: string;
  complete: boolean;
  message: string;
  cpu: number;
  wall: number;
} {
  const script =
    "ulimit -t 60; exec /usr/bin/time -f 'TIME %U %S %e' node apps/cli/launch.mjs gridsmith solve --json --jobs 1 --solution-format pzprv3 \"$1\"";
  const run = spawnSync("bash", ["-c", script, "_", link], {
    cwd: repoRoot,
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const time = /TIME (\S+) (\S+) (\S+)/.exec(run.stderr ?? "");
  const cpu = time ? Number(time[1]) + Number(time[2]) : Number.NaN;
  const wall = time ? Number(time[3]) : Number.NaN;
  const line = (run.stdout ?? "").split("\n").find((l) => l.startsWith("{"));
  if (!line)
    return {
      status: `no answer (exit ${run.status}, signal ${run.signal})`,
      complete: false,
      message: (run.stderr ?? "").slice(-300),
      cpu,
      wall,
    };
  const answer = JSON.parse(line) as { status: string; solutionTexts?: string[] };
  const text = answer.solutionTexts?.[0];
  if (text === undefined)
    return { status: answer.status, complete: false, message: "no solution text", cpu, wall };
  const verdict = judgePzprv3(text);
  return { status: answer.status, complete: verdict.complete, message: verdict.message, cpu, wall };
}

const args = process.argv.slice(2);
const outAt = args.indexOf("--out");
const out = outAt >= 0 ? args.splice(outAt, 2)[1]! : "/dev/null";
if (out !== "/dev/null") writeFileSync(out, "");
const rows: string[] = [];
for (const file of args) {
  const name = basename(file, ".txt");
  const game = tathamGame(name.slice(0, name.indexOf("_")));
  const verdicts: Verdict[] = [];
  let timeouts = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [seed, , id] = line.split("\t");
    if (!id) continue;
    if (id === "TIMEOUT") {
      timeouts++;
      continue;
    }
    let link: string;
    try {
      link = game.link(id);
    } catch (error) {
      const v = {
        file: name,
        seed: seed!,
        id,
        link: "",
        status: `refused: ${(error as Error).message}`,
        complete: false,
        message: "",
        cpu: 0,
        wall: 0,
      };
      verdicts.push(v);
      appendFileSync(out, `${JSON.stringify(v)}\n`);
      continue;
    }
    const v = {
      file: name,
      seed: seed!,
      id,
      link,
      ...solveOne(link),
      readsAsWe: pzprReadsAsWe(game.type, link),
    };
    verdicts.push(v);
    appendFileSync(out, `${JSON.stringify(v)}\n`);
    if (v.status !== "unique" || !v.complete)
      console.error(`${name} #${seed}: ${v.status}, pzpr "${v.message}" ${link}`);
  }
  const cpus = verdicts.map((v) => v.cpu);
  const unique = verdicts.filter((v) => v.status === "unique").length;
  const complete = verdicts.filter((v) => v.complete).length;
  const reads = verdicts.filter((v) => v.readsAsWe).length;
  const fixed = (x: number) => (verdicts.length === 0 ? "-" : x.toFixed(2));
  const maxCpu = Math.max(...cpus);
  const maxWall = Math.max(...verdicts.map((v) => v.wall));
  rows.push(
    `| ${name.slice(name.indexOf("_") + 1)} | ${verdicts.length}${timeouts ? ` (+${timeouts} generation time-out)` : ""} | ${unique} | ${complete} | ${reads} | ${fixed(median(cpus))} | ${fixed(maxCpu)} | ${fixed(maxWall)} |`,
  );
  console.error(
    `${rows.at(-1)}  load ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
  );
}
console.log(
  "| params | links | unique | pzpr complete | pzpr reads as we do | median CPU s | max CPU s | max wall s |",
);
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
