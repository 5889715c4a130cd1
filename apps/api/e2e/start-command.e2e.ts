// `pnpm start`, the README's command, stopped the way docker, systemd or a test harness stops what it
// started: SIGTERM to that process, pnpm. pnpm does not pass the signal on, yet the server must finish the
// request it has and exit, leaving no process behind. Linux only (it reads /proc), like CI.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { type IncomingMessage, request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { until } from "../src/testing/poll.test-helpers.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Every process under `pid` (from /proc: each thread lists the children it started). */
function descendants(pid: number): number[] {
  const found: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return found;
  }
  for (const task of tasks) {
    let children = "";
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, "utf8");
    } catch {
      continue;
    }
    for (const child of children.split(" ").filter(Boolean).map(Number)) {
      found.push(child, ...descendants(child));
    }
  }
  return found;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

/** Whether `pid` still runs. A zombie does not: it has exited, and its new parent may never reap it. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat[stat.lastIndexOf(")") + 2] !== "Z";
  } catch {
    return false;
  }
}

/** Every process a test started, for the clean-up should it fail half-way. */
const started = new Set<number>();

// Should a test fail half-way, end what it started, by pid.
afterAll(() => {
  for (const pid of started) if (isRunning(pid)) process.kill(pid, "SIGKILL");
});

function readBody(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    res.setEncoding("utf8");
    res.on("data", (chunk: string) => (text += chunk));
    res.on("end", () => resolve(text));
    res.on("error", reject);
  });
}

/**
 * Runs `pnpm start` with `env` (a loopback port, one solver thread) and waits until its server is ready:
 * pnpm, the start script and the server, by pid.
 */
async function startCommand(env: Record<string, string> = {}) {
  let output = "";
  const pnpm = spawn("pnpm", ["start"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      SOLVER_THREADS: "1",
      SOLVER_SPARE_THREADS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(pnpm.pid!);
  pnpm.stdout?.on("data", (d) => (output += d));
  pnpm.stderr?.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => pnpm.once("exit", resolve));

  // It builds what is stale first (turbo), and may write the API reference (TypeDoc): minutes on a busy
  // machine.
  let url = "";
  await until(
    () => {
      if (pnpm.exitCode !== null) throw new Error(`pnpm start exited early:\n${output}`);
      url = /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? "";
      return url !== "";
    },
    "the server says where it listens",
    600_000,
  );
  await until(async () => (await fetch(`${url}/readyz`)).status === 200, "the solver pool is ready");
  const tree = descendants(pnpm.pid!);
  for (const pid of tree) started.add(pid);
  const startScript = tree.find((pid) => commandLine(pid).includes("scripts/start.mjs"));
  const server = tree.find((pid) => commandLine(pid).includes("apps/api/dist/server.js"));
  expect(startScript, `no start.mjs under pnpm: ${tree.map(commandLine).join("; ")}`).toBeDefined();
  expect(server, `no server under pnpm: ${tree.map(commandLine).join("; ")}`).toBeDefined();
  return { pnpm, exited, url, tree, startScript: startScript!, server: server!, output: () => output };
}

describe("pnpm start", () => {
  it("on SIGTERM to pnpm, answers the running request, turns /readyz 503, and leaves no process", async () => {
    const { pnpm, exited, url, tree, output } = await startCommand();

    // A solve the server has begun (it said 100 Continue) but cannot finish before the test sends its body.
    const sudoku = (await (await fetch(`${url}/api/puzzles/sudoku`)).json()) as {
      examples: { text: string }[];
    };
    const body = JSON.stringify({ text: sudoku.examples[0]!.text, limit: 2 });
    const req = request(`${url}/api/puzzles/sudoku/solve`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
      },
    });
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      req.once("response", resolve);
      req.once("error", reject);
    });
    const begun = new Promise((resolve) => req.once("continue", resolve));
    req.flushHeaders();
    await begun;

    pnpm.kill("SIGTERM");
    await exited;
    await until(async () => (await fetch(`${url}/readyz`)).status === 503, "/readyz says 503");
    req.end(body);
    const res = await response;
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(await readBody(res))).toMatchObject({ status: "unique", solutionCount: 1 });

    await until(() => tree.every((pid) => !isRunning(pid)), "every process pnpm started has exited");
    await until(() => output().includes(" stopped\n"), "the server logs that it stopped");
    expect(output()).not.toMatch(/exiting now|took too long|shutdown failed|killing the server/);
  });

  // The start script's last resort: a server whose main thread is stuck cannot take the stop (the IPC
  // channel) nor a signal. The script asks it to answer first, and kills it when it does not: long before the
  // grace period (65 s by default) a stop that can begin would have.
  it("on SIGTERM to pnpm, kills a server whose event loop is blocked, without waiting out the grace period", async () => {
    const stuckMs = 5000; // scripts/start.mjs
    const { pnpm, exited, url, tree, startScript, server, output } = await startCommand({
      PUZZLE_TYPES_MODULE: fileURLToPath(new URL("./blocking-types.mjs", import.meta.url)),
    });

    // Its fromJson runs on the main thread, and never returns.
    const blocked = fetch(`${url}/api/puzzles/block/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ puzzle: { block: true } }),
    }).catch((error: unknown) => error);
    await until(() => output().includes("blocking the event loop now"), "the server blocks its event loop");
    await expect(fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) })).rejects.toThrow();

    pnpm.kill("SIGTERM");
    await exited;
    // The bound only turns a hang into a failure; it is far below the default grace period of 65 s, which
    // the kill must not have waited for.
    await until(() => !isRunning(server), "the blocked server is gone", stuckMs + 30_000);
    await until(() => tree.every((pid) => !isRunning(pid)), "every process pnpm started has exited");
    expect(isRunning(startScript)).toBe(false);
    expect(output()).toContain(
      `start: the server's event loop did not answer within ${stuckMs} ms: killing the server`,
    );
    expect(await blocked).toBeInstanceOf(Error);
  });
});
