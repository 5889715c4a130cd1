import { request } from "node:http";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { silentSink } from "./logger.js";
import { type RunningServer, startServer } from "./start.js";
import { fakeTypesModule, puzzleTypes } from "./testing/fake-types.test-helpers.js";

// A real server on an ephemeral loopback port: the one place a client can really go away mid-request.
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    host: "127.0.0.1",
    port: 0,
    threads: 1,
    spareThreads: 0,
    maxQueue: 4,
    staticRoot: "/nonexistent",
    corsOrigins: [],
    types: puzzleTypes as readonly AnyPuzzleType[],
    typesModule: fakeTypesModule,
    log: silentSink,
  });
  await server.pool.ready();
});
afterAll(() => server.close());

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
}

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
    await until(() => server.pool.stats.running === 1);
    req.destroy();
    await until(() => server.pool.stats.cancelled === before + 1);
    // Its worker is killed once the task has run slowMs (at once if it already has), freeing the thread.
    await until(() => server.pool.stats.running === 0);
    const next = await solve("latin", "1..\n.2.\n..3\n");
    expect(((await next.json()) as { status: string }).status).toBe("unique");
  });
});
