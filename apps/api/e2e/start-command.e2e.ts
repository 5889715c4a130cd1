// `pnpm start`, the README's command, stopped the way docker, systemd or a test harness stops what it
// started: SIGTERM to that process, pnpm. pnpm does not pass the signal on, yet the server must finish the
// request it has and exit, leaving no process behind. Linux only (it reads /proc), like CI.
import { type ChildProcess, spawn } from "node:child_process";
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

let pnpm: ChildProcess | undefined;
let tree: number[] = [];

// Should the test fail half-way, end what it started, by pid.
afterAll(() => {
  for (const pid of [pnpm?.pid, ...tree]) if (pid && isRunning(pid)) process.kill(pid, "SIGKILL");
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

describe("pnpm start", () => {
  it("on SIGTERM to pnpm, answers the running request, turns /readyz 503, and leaves no process", async () => {
    let output = "";
    pnpm = spawn("pnpm", ["start"], {
      cwd: root,
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", SOLVER_THREADS: "1", SOLVER_SPARE_THREADS: "0" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    pnpm.stdout?.on("data", (d) => (output += d));
    pnpm.stderr?.on("data", (d) => (output += d));
    const exited = new Promise((resolve) => pnpm?.once("exit", resolve));

    // It builds what is stale first (turbo), and may write the API reference (TypeDoc): minutes on a busy
    // machine.
    let url = "";
    await until(
      () => {
        if (pnpm?.exitCode !== null) throw new Error(`pnpm start exited early:\n${output}`);
        url = /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? "";
        return url !== "";
      },
      "the server says where it listens",
      600_000,
    );
    await until(async () => (await fetch(`${url}/readyz`)).status === 200, "the solver pool is ready");
    tree = descendants(pnpm.pid!);
    const startScript = tree.find((pid) => commandLine(pid).includes("scripts/start.mjs"));
    const server = tree.find((pid) => commandLine(pid).includes("apps/api/dist/server.js"));
    expect(startScript, `no start.mjs under pnpm: ${tree.map(commandLine).join("; ")}`).toBeDefined();
    expect(server, `no server under pnpm: ${tree.map(commandLine).join("; ")}`).toBeDefined();

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
    await until(() => output.includes(" stopped\n"), "the server logs that it stopped");
    expect(output).not.toMatch(/exiting now|took too long|shutdown failed/);
  });
});
