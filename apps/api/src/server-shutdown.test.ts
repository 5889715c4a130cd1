// The production entry (server.ts) as its own process: a graceful stop that cannot finish (a solve that
// never ends) is bounded by SHUTDOWN_GRACE_MS, after which the server ends its solver threads and exits 1.
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { Gate } from "./testing/held-types.test-helpers.js";
import { until } from "./testing/poll.test-helpers.js";

const apiRoot = fileURLToPath(new URL("..", import.meta.url));
const graceMs = 1000;

let child: ChildProcess | undefined;
const gate = new Gate();

afterAll(() => {
  if (child?.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  gate.open();
  gate.remove();
});

describe("server.ts", () => {
  it("on SIGTERM with a solve that never ends, ends its threads and exits 1 once its grace period is over", async () => {
    let output = "";
    child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--conditions=@gridsmith/source",
        fileURLToPath(new URL("./server.ts", import.meta.url)),
      ],
      {
        cwd: apiRoot,
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: "0",
          SOLVER_THREADS: "1",
          SOLVER_SPARE_THREADS: "0",
          STATIC_ROOT: "/nonexistent",
          PUZZLE_TYPES_MODULE: fileURLToPath(
            new URL("./testing/held-types.test-helpers.ts", import.meta.url),
          ),
          SHUTDOWN_GRACE_MS: String(graceMs),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child?.once("exit", (code) => resolve(code)));

    let url = "";
    await until(() => {
      if (child?.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
      url = /listening on (http:\/\/\S+)/.exec(output)?.[1] ?? "";
      return url !== "";
    }, "the server says where it listens");
    await until(async () => (await fetch(`${url}/readyz`)).status === 200, "the solver pool is ready");

    // A held solve, never released: the graceful stop waits for it. Once the server has said 100 Continue
    // the request is its to answer, so the stop below cannot come before it.
    const body = JSON.stringify({ text: gate.text, timeoutMs: 60_000 });
    const req = request(`${url}/api/puzzles/held/solve`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
      },
    });
    const ended = new Promise<string>((resolve) => {
      req.once("response", (res) => resolve(`status ${res.statusCode}`));
      req.once("error", (error) => resolve(error.message));
    });
    const begun = new Promise((resolve) => req.once("continue", resolve));
    req.flushHeaders();
    await begun;
    req.end(body);

    const signalled = Date.now();
    child.kill("SIGTERM");
    // Bounded by the grace period plus what ending a thread and exiting take (generous: a busy machine).
    const code = await Promise.race([
      exited,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`still running:\n${output}`)), graceMs + 20_000),
      ),
    ]);
    expect(code, output).toBe(1);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(graceMs - 50);
    expect(output).toContain(`shutdown took too long (${graceMs} ms): ending the solver threads`);
    expect(output).not.toContain(" stopped\n");
    // The held request is not left hanging: its connection ended with the process.
    expect(await ended).toMatch(/socket hang up|ECONNRESET|status 5\d\d/);
  });
});
