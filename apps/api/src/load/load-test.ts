// The API under load, for `pnpm bench api-load` (tooling/bench/src/suites/api-load.ts). It starts the real
// server as a child process on a loopback port (its own event loop, as in production), drives it with
// autocannon, and stops it with SIGTERM. Nothing here imports the app, so the bench does not depend on it.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface LoadTestOptions {
  /** Seconds of the mixed run; default 30. */
  seconds?: number;
  /** Seconds of the run with only the easy requests, to compare against; default 5 (0 skips it). */
  baselineSeconds?: number;
  /** Concurrent clients in the mixed run; default 50. */
  connections?: number;
  /** Run `dist/server.js` (built) instead of the sources through tsx. */
  built?: boolean;
  /** Extra environment for the server (e.g. PUZZLE_TYPES_MODULE, SOLVER_THREADS). */
  env?: Record<string, string>;
  /** Progress lines; default stdout. */
  log?: (line: string) => void;
}

/** One lane: a set of requests sent by its own clients for the length of a phase. */
export interface LaneResult {
  lane: string;
  phase: "baseline" | "mixed";
  connections: number;
  seconds: number;
  sent: number;
  responses: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Requests sent but never answered, beyond the ones still in flight when the phase ended. */
  lost: number;
  /** Count of answers by status, when any was not 2xx. */
  statuses: Record<string, number>;
}

export interface LoadReport {
  lanes: LaneResult[];
  notes: string[];
  /** No errors, no timeouts, no non-2xx answers, no lost responses, and a clean shutdown. */
  ok: boolean;
}

interface TypeInfo {
  id: string;
  examples: { name: string; text: string }[];
  operations: string[];
}

interface Lane {
  name: string;
  kind: "parse" | "easy" | "hard";
  requests: autocannon.Request[];
  connections: number;
}

const apiDir = fileURLToPath(new URL("../..", import.meta.url));
const longest = { timeoutMs: 60_000 };

/** Starts the server, runs the baseline and the mixed phase, stops the server, and reports every lane. */
export async function runLoadTest(options: LoadTestOptions = {}): Promise<LoadReport> {
  const log = options.log ?? ((line: string) => console.log(line));
  const seconds = options.seconds ?? 30;
  const baselineSeconds = options.baselineSeconds ?? 5;
  const connections = options.connections ?? 50;
  const server = await startChild(options.built ?? false, options.env ?? {}, log);
  const notes: string[] = [];
  const lanes: LaneResult[] = [];
  let ok = true;
  try {
    const types = ((await (await fetch(`${server.url}/api/puzzles`)).json()) as { types: TypeInfo[] }).types;
    if (types.length === 0) {
      notes.push("the catalog is empty: nothing to load");
      return { lanes, notes, ok: true };
    }
    const planned = await planLanes(server.url, types, connections, notes);
    log(`lanes: ${planned.map((l) => `${l.name} x${l.connections}`).join(", ")}`);
    const easy = planned.filter((l) => l.kind !== "hard");
    // Workers compile and JIT their code on first use; the first seconds are not what the server does.
    log("warm-up: easy requests, 3 s (not reported)");
    await runPhase(server.url, easy, 3, "baseline");
    if (baselineSeconds > 0) {
      lanes.push(...(await runPhase(server.url, easy, baselineSeconds, "baseline")));
    }
    log(`mixed: ${connections} clients, ${seconds} s`);
    lanes.push(...(await runPhase(server.url, planned, seconds, "mixed")));
    for (const lane of lanes) {
      if (lane.errors + lane.timeouts + lane.non2xx + lane.lost > 0) ok = false;
    }
    compareEasy(lanes, notes);
  } finally {
    const code = await stopChild(server.child);
    if (code !== 0) {
      ok = false;
      notes.push(`the server exited with code ${code} after SIGTERM`);
    } else notes.push("the server shut down cleanly on SIGTERM");
    // The server's own lines for answers of 500 and above (and what it logged about them), to say why.
    const failures = server
      .log()
      .split("\n")
      .filter(
        (line) =>
          !line.includes("/readyz") && (/ 5\d\d [\d.]+ms/.test(line) || /failed|crashed|limit/.test(line)),
      );
    for (const line of failures.slice(0, 8)) notes.push(`server: ${line}`);
    server.cleanUp();
  }
  return { lanes, notes, ok };
}

/** Solves each example once to sort them into easy and hard, and splits the clients among the lanes. */
async function planLanes(
  url: string,
  types: TypeInfo[],
  connections: number,
  notes: string[],
): Promise<Lane[]> {
  const lanes: Lane[] = [];
  for (const type of types) {
    const timed: { text: string; ms: number }[] = [];
    for (const example of type.examples) {
      const started = performance.now();
      const res = await postJson(url, `/api/puzzles/${type.id}/solve`, { text: example.text });
      if (res.status === 200) timed.push({ text: example.text, ms: performance.now() - started });
      else notes.push(`${type.id} example '${example.name}' left out: solve answered ${res.status}`);
    }
    timed.sort((a, b) => a.ms - b.ms);
    const hardCount = timed.length >= 2 ? Math.max(1, Math.floor(timed.length / 3)) : 0;
    const easy = timed.slice(0, timed.length - hardCount);
    const hard = timed.slice(timed.length - hardCount);
    const solve = (text: string) => request(`/api/puzzles/${type.id}/solve`, { text, limit: 2 });
    // Hard requests ask for the longest time limit, as a client that knows it sent hard work would: a heavy
    // task may wait for its slot behind the others, and the time limit counts from its arrival.
    const hardSolve = (text: string) =>
      request(`/api/puzzles/${type.id}/solve`, { text, limit: 2, ...longest });
    if (type.examples.length > 0) {
      lanes.push({
        name: `${type.id} parse`,
        kind: "parse",
        connections: 2,
        requests: type.examples.map((e) => request(`/api/puzzles/${type.id}/parse`, { text: e.text })),
      });
    }
    if (easy.length > 0) {
      const hints = type.operations.includes("hint")
        ? easy.map((e) => request(`/api/puzzles/${type.id}/hint`, { text: e.text }))
        : [];
      lanes.push({
        name: `${type.id} easy`,
        kind: "easy",
        connections: 0,
        requests: [...easy.map((e) => solve(e.text)), ...hints],
      });
    }
    const heavy: autocannon.Request[] = hard.map((e) => hardSolve(e.text));
    const hardest = timed.at(-1);
    if (hardest && type.operations.includes("explain")) {
      heavy.push(request(`/api/puzzles/${type.id}/explain`, { text: hardest.text, ...longest }));
    }
    if (type.operations.includes("generate")) {
      // Fresh seeds, so the server is never asked for the same work twice in a row.
      for (let i = 0; i < 20; i++) {
        const seed = Math.floor(Math.random() * 2 ** 32);
        heavy.push(request(`/api/puzzles/${type.id}/generate`, { seed, ...longest }));
      }
    }
    if (heavy.length > 0)
      lanes.push({ name: `${type.id} hard`, kind: "hard", connections: 2, requests: heavy });
  }
  const easyLanes = lanes.filter((l) => l.kind === "easy");
  const fixed = lanes.filter((l) => l.kind !== "easy").reduce((n, l) => n + l.connections, 0);
  const spare = Math.max(easyLanes.length, connections - fixed);
  easyLanes.forEach((lane, i) => {
    lane.connections = Math.floor(spare / easyLanes.length) + (i < spare % easyLanes.length ? 1 : 0);
  });
  return lanes;
}

function request(path: string, body: unknown): autocannon.Request {
  return {
    method: "POST",
    path,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  };
}

async function postJson(url: string, path: string, body: unknown): Promise<{ status: number }> {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status };
}

/** Runs every lane at once for `seconds`, each with its own autocannon clients. */
async function runPhase(
  url: string,
  lanes: Lane[],
  seconds: number,
  phase: LaneResult["phase"],
): Promise<LaneResult[]> {
  const results = await Promise.all(
    lanes.map((lane) =>
      autocannon({
        url,
        connections: lane.connections,
        duration: seconds,
        timeout: 70,
        requests: lane.requests,
        title: lane.name,
      }),
    ),
  );
  return results.map((r, i) => {
    const lane = lanes[i]!;
    const responses = r["1xx"] + r["2xx"] + r["3xx"] + r["4xx"] + r["5xx"];
    return {
      lane: lane.name,
      phase,
      connections: lane.connections,
      seconds: r.duration,
      sent: r.requests.sent,
      responses,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      lost: Math.max(0, r.requests.sent - responses - lane.connections),
      statuses:
        r.non2xx > 0
          ? Object.fromEntries(
              Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]),
            )
          : {},
    };
  });
}

/** Says, per type, how much the hard requests slowed the easy ones down. */
function compareEasy(lanes: LaneResult[], notes: string[]): void {
  for (const mixed of lanes.filter((l) => l.phase === "mixed" && l.lane.endsWith(" easy"))) {
    const alone = lanes.find((l) => l.phase === "baseline" && l.lane === mixed.lane);
    if (!alone) continue;
    notes.push(
      `${mixed.lane}: p99 ${alone.p99} ms alone, ${mixed.p99} ms beside the hard requests ` +
        `(p50 ${alone.p50} -> ${mixed.p50} ms)`,
    );
  }
}

/** A server started by {@link startChild}. */
export interface Child {
  child: ChildProcess;
  url: string;
  /** The server's log so far. */
  log(): string;
  cleanUp(): void;
}

/**
 * Starts the server on a free loopback port and waits until /readyz says the pool is up. Its output goes to
 * a file, not a pipe: stdout is synchronous on Linux pipes, so a pipe that this busy process reads late
 * would stall the server on every log line.
 */
export async function startChild(
  built: boolean,
  env: Record<string, string>,
  log: (line: string) => void,
): Promise<Child> {
  const args = built
    ? ["dist/server.js"]
    : ["--conditions=@gridsmith/source", "--import", "tsx", "src/server.ts"];
  const logDir = mkdtempSync(join(tmpdir(), "gridsmith-api-load-"));
  const logFile = join(logDir, "server.log");
  const out = openSync(logFile, "w");
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", STATIC_ROOT: "/nonexistent", ...env },
    stdio: ["ignore", out, out],
  });
  closeSync(out);
  const tail = () => readFileSync(logFile, "utf8").split("\n").slice(-20).join("\n");
  let url: string | undefined;
  for (let i = 0; !url; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${tail()}`);
    if (i > 600) throw new Error(`the server did not start in 60 s:\n${tail()}`);
    await new Promise((r) => setTimeout(r, 100));
    url = /listening on (http:\/\/\S+)/.exec(readFileSync(logFile, "utf8"))?.[1];
  }
  log(`server: ${url} (${built ? "dist" : "sources"})`);
  for (let i = 0; ; i++) {
    const res = await fetch(`${url}/readyz`).catch(() => null);
    if (res?.status === 200) break;
    if (i > 600) throw new Error(`the solver pool did not become ready:\n${tail()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    log: () => readFileSync(logFile, "utf8"),
    cleanUp: () => rmSync(logDir, { recursive: true, force: true }),
  };
}

/** SIGTERM, then the exit code (SIGKILL after 70 s, which counts as a failure). */
export function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 70_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
    child.kill("SIGTERM");
  });
}
