import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./start.js";
import { until } from "./testing/poll.test-helpers.js";
import { startFakeServer } from "./testing/server.test-helpers.js";

// A real server on an ephemeral loopback port: the one place a client can really go away mid-request.
let server: RunningServer;

beforeAll(async () => {
  server = await startFakeServer({ maxQueue: 4 });
});
afterAll(() => server.close());

function solve(type: string, text: string, timeoutMs = 30_000): Promise<Response> {
  return fetch(`${server.url}/api/puzzles/${type}/solve`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text, timeoutMs }),
  });
}

describe("listening server", () => {
  it("listens on loopback and answers", async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    const home = await fetch(`${server.url}/`);
    expect(await home.text()).toContain("The web app is not built");
  });

  it("cancels the solver when the client disconnects, and the pool carries on", async () => {
    const before = server.pool.stats.cancelled;
    const body = JSON.stringify({ text: "60000", timeoutMs: 60_000 });
    const req = request(`${server.url}/api/puzzles/stubborn/solve`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
    });
    req.on("error", () => {}); // the socket we destroy reports ECONNRESET
    req.end(body);
    await until(() => server.pool.stats.running === 1, "the solve runs");
    req.destroy();
    await until(() => server.pool.stats.cancelled === before + 1, "the pool cancels it");
    // Its worker is killed once the task has run slowMs (at once if it already has), freeing the thread.
    await until(() => server.pool.stats.running === 0, "its thread is free");
    const next = await solve("latin", "1..\n.2.\n..3\n");
    expect(((await next.json()) as { status: string }).status).toBe("unique");
  });
});
