import type { AnyPuzzleType } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { silentSink } from "./logger.js";
import { startServer } from "./start.js";
import { fakeTypesModule, puzzleTypes } from "./testing/fake-types.test-helpers.js";

describe("graceful shutdown", () => {
  it("stops being ready, finishes the running request, then closes the pool", async () => {
    const server = await startServer({
      host: "127.0.0.1",
      port: 0,
      threads: 1,
      spareThreads: 0,
      staticRoot: "/nonexistent",
      types: puzzleTypes as readonly AnyPuzzleType[],
      typesModule: fakeTypesModule,
      log: silentSink,
    });
    await server.pool.ready();
    const running = fetch(`${server.url}/api/puzzles/slow/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "400" }),
    });
    while (server.pool.stats.running === 0) await new Promise((r) => setTimeout(r, 5));
    // close() is called while the solve runs; the solve still gets its whole answer.
    const closed = server.close();
    const res = await running;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "unique", solutions: [400] });
    await closed;
    expect(server.pool.stats).toMatchObject({ completed: 1, cancelled: 0, running: 0 });
    expect(server.pool.isReady).toBe(false);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
