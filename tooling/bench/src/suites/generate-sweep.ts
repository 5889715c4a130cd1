// `pnpm -s bench generate-sweep [--quick] [--types a,b] [--seeds N] [--budget S]`: every installed type's
// generator as a user meets it (see generate-sweep-plan.ts for which runs), each run in a worker process
// cut off at a CPU budget, checked for uniqueness (our solver), completeness by puzz.link's checker (npm
// `pzpr`, for the genres it knows), determinism, the grade asked, and the API's answer for the same seed.
import { type ChildProcess, fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { lazyPuzzleTypeIds, loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { BenchRow, BenchSuite } from "../harness.ts";
import type { SweepResult } from "./generate-sweep-child.ts";
import { type SweepRun, sweepRuns } from "./generate-sweep-plan.ts";

/** What the sweep takes: all of it by default. */
export interface SweepOptions {
  quick?: boolean;
  /** Type ids to sweep; default every installed type. */
  types?: readonly string[];
  /** Seeds per size x difficulty; default 2 (1 with `quick`). */
  seeds?: number;
  /** CPU seconds one run (generation and checks) may take before its process is killed; default 20. */
  budgetSeconds?: number;
  /** Told of each run as it ends (the bench prints progress). */
  onOutcome?(outcome: SweepOutcome): void;
}

/** One run and what came of it: `budget` when it went over its CPU budget and was killed. */
export interface SweepOutcome {
  run: SweepRun;
  result?: SweepResult;
  budget?: boolean;
  error?: string;
}

/** CPU seconds a process has used, from /proc (Linux); null where there is none. */
function processCpu(pid: number): number | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const childUrl = new URL("./generate-sweep-child.ts", import.meta.url);

/** A worker process, started with the loader and conditions that run the workspace's sources. */
function startChild(): Promise<ChildProcess> {
  const child = fork(childUrl, [], {
    execArgv: ["--import", import.meta.resolve("tsx"), "--conditions=@gridsmith/source"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    child.once("message", () => resolve(child));
    child.once("exit", (code) =>
      reject(new Error(`the sweep's worker exited (${code}) before it was ready`)),
    );
  });
}

/** Runs `run` in `child`, killing it past `budget` CPU seconds (wall seconds where /proc is missing). */
function runIn(child: ChildProcess, run: SweepRun, budget: number): Promise<SweepOutcome> {
  return new Promise((resolve) => {
    let startCpu: number | null = null;
    const startWall = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const done = (outcome: SweepOutcome) => {
      clearInterval(timer);
      child.removeAllListeners("message");
      child.removeAllListeners("exit");
      resolve(outcome);
    };
    child.on("message", (m: { started?: true; result?: SweepResult; error?: string }) => {
      if (m.started) {
        startCpu = processCpu(child.pid!);
        timer = setInterval(() => {
          const now = processCpu(child.pid!);
          const spent =
            now === null || startCpu === null ? (performance.now() - startWall) / 1000 : now - startCpu;
          if (spent > budget) {
            child.kill("SIGKILL");
            done({ run, budget: true });
          }
        }, 100);
      } else if (m.result) done({ run, result: m.result });
      else done({ run, error: m.error ?? "no answer" });
    });
    child.on("exit", (code) => done({ run, error: `the worker exited (${code})` }));
    child.send(run);
  });
}

/** Every run of the sweep, in order, each with its outcome; a worker killed at its budget is replaced. */
export async function sweep(options: SweepOptions = {}): Promise<SweepOutcome[]> {
  const quick = options.quick ?? false;
  const scope = { quick, seeds: options.seeds ?? (quick ? 1 : 2) };
  const budget = options.budgetSeconds ?? 20;
  const ids = options.types ?? lazyPuzzleTypeIds();
  const outcomes: SweepOutcome[] = [];
  let child: ChildProcess | undefined;
  try {
    for (const id of ids) {
      const type = await loadPuzzleType(id);
      if (!type?.generate) continue;
      for (const run of sweepRuns(id, type.params?.fields ?? [], type.grade !== undefined, scope)) {
        child ??= await startChild();
        const outcome = await runIn(child, run, budget);
        // A worker over its budget is dead already; one that failed is ended, and either is replaced.
        if (outcome.error) child.kill();
        if (outcome.budget || outcome.error) child = undefined;
        outcomes.push(outcome);
        options.onOutcome?.(outcome);
      }
    }
  } finally {
    child?.kill();
  }
  return outcomes;
}

/** One line of the table: a type x size x difficulty's runs. */
export interface SweepRow {
  key: string;
  runs: number;
  finished: number;
  /** Runs the CLI refused (exit 1 or 2), with the first message. */
  refused: number;
  message?: string;
  overBudget: number;
  /** Runs whose worker failed (a check that threw), with the first error. */
  errors: number;
  error?: string;
  unique: number;
  /** Passed / judged (the genres npm `pzpr` knows). */
  pzpr: [number, number];
  deterministic: [number, number];
  grade: [number, number];
  levels: string[];
  api: [number, number];
  medianCpu: number;
  maxCpu: number;
}

const tally = (values: (boolean | null | undefined)[]): [number, number] => [
  values.filter((v) => v === true).length,
  values.filter((v) => v === true || v === false).length,
];

/** The outcomes grouped by type x size x difficulty, in the order they ran. */
export function sweepRows(outcomes: readonly SweepOutcome[]): SweepRow[] {
  const groups = new Map<string, SweepOutcome[]>();
  for (const o of outcomes) {
    const key = `${o.run.type} ${o.run.size} ${o.run.difficulty}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  return [...groups].map(([key, group]) => {
    const results = group.flatMap((o) => (o.result ? [o.result] : []));
    const made = results.filter((r) => r.exit === 0);
    const cpus = made.map((r) => r.cpu).sort((a, b) => a - b);
    const refusedBy = results.find((r) => r.exit !== 0);
    return {
      key,
      runs: group.length,
      finished: made.length,
      refused: results.length - made.length,
      ...(refusedBy?.message ? { message: refusedBy.message } : {}),
      overBudget: group.filter((o) => o.budget).length,
      errors: group.filter((o) => o.error).length,
      ...(group.find((o) => o.error) ? { error: group.find((o) => o.error)!.error!.split("\n")[0] } : {}),
      unique: made.filter((r) => r.unique).length,
      pzpr: tally(made.map((r) => r.pzpr)),
      deterministic: tally(made.map((r) => r.deterministic)),
      grade: tally(made.map((r) => r.gradeMatches)),
      levels: [...new Set(made.flatMap((r) => (r.level ? [r.level] : [])))],
      api: tally(made.map((r) => r.api)),
      medianCpu: cpus.length ? cpus[Math.floor((cpus.length - 1) / 2)]! : 0,
      maxCpu: cpus.length ? cpus[cpus.length - 1]! : 0,
    };
  });
}

/** Whether a row holds a failure: a run over budget, not unique, not complete for pzpr, not the same twice... */
export function rowFails(row: SweepRow): boolean {
  const short = ([ok, of]: [number, number]) => ok < of;
  return (
    row.overBudget > 0 ||
    row.errors > 0 ||
    row.unique < row.finished ||
    short(row.pzpr) ||
    short(row.deterministic) ||
    short(row.grade) ||
    short(row.api)
  );
}

/** The table as Markdown: a check's column reads passed/judged, `-` where nothing was judged. */
export function sweepTable(rows: readonly SweepRow[]): string {
  const frac = ([ok, of]: [number, number]) => (of === 0 ? "-" : `${ok}/${of}`);
  const lines = [
    "| type size difficulty | runs | finished | refused | over budget | errors | unique | pzpr | deterministic | grade (levels seen) | API = CLI | median / max CPU s |",
    "|---|---:|---:|---:|---:|---|---:|---:|---:|---|---:|---:|",
  ];
  for (const r of rows) {
    const grade = `${frac(r.grade)}${r.levels.length ? ` (${r.levels.join(", ")})` : ""}`;
    const cell = (n: number, why?: string) => (n ? `${n}: ${why ?? ""}`.replaceAll("|", "\\|") : "0");
    const refused = cell(r.refused, r.message);
    lines.push(
      `| ${rowFails(r) ? `**${r.key}**` : r.key} | ${r.runs} | ${r.finished} | ${refused} | ${r.overBudget} | ${cell(r.errors, r.error)} | ${r.unique} | ${frac(r.pzpr)} | ${frac(r.deterministic)} | ${grade} | ${frac(r.api)} | ${r.medianCpu.toFixed(2)} / ${r.maxCpu.toFixed(2)} |`,
    );
  }
  return lines.join("\n");
}

const suite: BenchSuite = {
  name: "generate-sweep: every generator as the CLI runs it",
  async run(options): Promise<BenchRow[]> {
    const budget = options.budgetSeconds ?? 20;
    console.log(
      `generate sweep: ${options.quick ? "quick" : "full"}, budget ${budget} CPU s a run, load ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    const outcomes = await sweep({
      quick: options.quick ?? false,
      budgetSeconds: budget,
      ...(options.types ? { types: options.types } : {}),
      ...(options.seeds ? { seeds: options.seeds } : {}),
      onOutcome: (o) => {
        const r = o.result;
        const what = o.budget
          ? "OVER BUDGET"
          : o.error
            ? `ERROR ${o.error.split("\n")[0]}`
            : r!.exit
              ? `refused: ${r!.message}`
              : `${r!.cpu.toFixed(2)} s unique=${r!.unique} pzpr=${r!.pzpr} det=${r!.deterministic} grade=${r!.level ?? "-"}/${r!.gradeMatches} api=${r!.api}`;
        console.log(`  ${o.run.type} ${o.run.flags.join(" ")} --seed ${o.run.seed}: ${what}`);
      },
    });
    const rows = sweepRows(outcomes);
    console.log(
      `\n${sweepTable(rows)}\n\nload after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
    return rows.map((r) => ({
      dataset: r.key,
      solver: "gridsmith generate",
      puzzles: r.finished,
      seconds: r.medianCpu * r.finished,
      note: rowFails(r) ? "FAILS a check (see the table above)" : "all checks pass",
    }));
  },
};

export default suite;
