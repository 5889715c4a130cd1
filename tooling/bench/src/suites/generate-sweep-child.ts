// The generate sweep's worker process: runs one `gridsmith generate` at a time as the CLI runs it (kit's
// runCli over the type), then checks the puzzle, and answers the parent over IPC. The parent watches this
// process's CPU time and kills it when a run goes over its budget, so a generator that hangs costs one
// budget, not the sweep.
import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { type AnyPuzzleType, type Format, runOperation } from "@gridsmith/kit";
import { runCli } from "@gridsmith/kit/cli";
import { createAppCore } from "../../../../apps/api/src/app-core.ts";
import { inlineRunner } from "../../../../apps/api/src/inline-runner.ts";
import type { SweepRun } from "./generate-sweep-plan.ts";

/** What one run found: each check true, false, or null when it does not apply (or could not be made). */
export interface SweepResult {
  /** The CLI's exit code and, when not 0, what it said on standard error (its first line). */
  exit: number;
  message?: string;
  /** CPU seconds of the first generation alone. */
  cpu: number;
  unique: boolean | null;
  pzpr: boolean | null;
  deterministic: boolean | null;
  /** The grade's level, and whether it is the one asked. */
  level?: string;
  gradeMatches: boolean | null;
  api: boolean | null;
}

const types = new Map<string, AnyPuzzleType>();
async function typeOf(id: string): Promise<AnyPuzzleType> {
  let type = types.get(id);
  if (!type) {
    type = await loadPuzzleType(id);
    if (!type) throw new Error(`no installed type '${id}'`);
    types.set(id, type);
  }
  return type;
}

/** `gridsmith generate --type T FLAGS --seed S --json` through the CLI's own runner: its exit, its text. */
async function generateByCli(type: AnyPuzzleType, run: SweepRun) {
  let out = "";
  let err = "";
  const io = {
    out: (t: string) => void (out += t),
    err: (t: string) => void (err += t),
    readStdin: () => "",
  };
  const args = ["generate", ...run.flags, "--seed", String(run.seed), "--json"];
  const exit = await runCli({ type, name: `gridsmith generate --type ${type.id}` }, args, io);
  const text = exit === 0 ? (JSON.parse(out) as { puzzle: string }).puzzle : undefined;
  return { exit, text, message: err.split("\n")[0] };
}

/** The API's generate for the same options and seed, as a user's POST gets it, answered inline. */
async function generateByApi(type: AnyPuzzleType, run: SweepRun): Promise<string | null> {
  const app = createAppCore({ types: [type], pool: inlineRunner([type]), log: () => {} });
  const options: Record<string, string> = {};
  for (let i = 0; i < run.flags.length; i += 2) options[run.flags[i]!.slice(2)] = run.flags[i + 1]!;
  const res = await app.request(`/api/puzzles/${type.id}/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ options, seed: run.seed, timeoutMs: 60_000 }),
  });
  if (res.status !== 200) return null;
  return ((await res.json()) as { text: string | null }).text;
}

let judge: typeof import("@gridsmith/pzpr-judge") | undefined;

async function sweepOne(run: SweepRun): Promise<SweepResult> {
  const type = await typeOf(run.type);
  const start = process.cpuUsage();
  const made = await generateByCli(type, run);
  const used = process.cpuUsage(start);
  const cpu = (used.user + used.system) / 1e6;
  const none = { unique: null, pzpr: null, deterministic: null, gradeMatches: null, api: null };
  if (made.exit !== 0 || made.text === undefined)
    return { exit: made.exit, message: made.message, cpu, ...none };
  const format = type.formats[0] as Format<unknown>;
  const puzzle = format.parse(made.text);
  const solved = await runOperation(type, {
    op: "solve",
    puzzle,
    limit: 2,
    timeoutMs: 60_000,
    ...(type.formats.some((f) => f.id === "pzprv3") ? { solutionFormat: "pzprv3" } : {}),
  });
  const unique = solved.ok ? solved.value.status === "unique" : false;
  let pzpr: boolean | null = null;
  if (unique && solved.ok && type.formats.some((f) => f.id === "pzprv3")) {
    judge ??= await import("@gridsmith/pzpr-judge");
    try {
      pzpr = judge.judgePzprv3(solved.value.solutionTexts[0]!).complete;
    } catch (e) {
      // npm pzpr lacks a few of puzz.link's genres (nonogram): nothing to judge by, not a failure.
      // (pzpr throws a plain string there, not an Error.)
      if (!String((e as Error)?.message ?? e).includes("Invalid Puzzle Variety")) throw e;
    }
  }
  let level: string | undefined;
  let gradeMatches: boolean | null = null;
  if (run.expectLevel !== undefined && type.grade) {
    level = type.grade(puzzle).level;
    gradeMatches = level === run.expectLevel;
  }
  let deterministic: boolean | null = null;
  let api: boolean | null = null;
  if (run.twice) {
    deterministic = (await generateByCli(type, run)).text === made.text;
    api = (await generateByApi(type, run)) === made.text;
  }
  return { exit: 0, cpu, unique, pzpr, deterministic, ...(level ? { level } : {}), gradeMatches, api };
}

process.on("message", (run: SweepRun) => {
  process.send!({ started: true });
  sweepOne(run).then(
    (result) => process.send!({ result }),
    (e: unknown) => process.send!({ error: String((e as Error)?.stack ?? e) }),
  );
});
process.send!({ ready: true });
