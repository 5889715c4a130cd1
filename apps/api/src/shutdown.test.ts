import { describe, expect, it } from "vitest";
import { post } from "./testing/app.test-helpers.js";
import { Gate } from "./testing/held-types.test-helpers.js";
import { until } from "./testing/poll.test-helpers.js";
import { overHttp, startFakeServer } from "./testing/server.test-helpers.js";

describe("graceful shutdown", () => {
  it("stops being ready, finishes the running request, then closes the pool", async () => {
    const server = await startFakeServer();
    const running = fetch(`${server.url}/api/puzzles/slow/solve`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "400" }),
    });
    await until(() => server.pool.stats.running === 1, "the solve runs");
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

  // What SIGTERM does (server.ts calls the same close()), with requests running and queued: a load balancer
  // must see /readyz turn 503 while they finish, and none of them may be cut short.
  it("under load: /readyz turns 503 while the requests run, each gets its whole answer, then it stops", async () => {
    const server = await startFakeServer({ threads: 2, spareThreads: 0, maxQueue: 8 });
    const gate = new Gate();
    try {
      const app = overHttp(server);
      const answers: Awaited<ReturnType<typeof post>>[] = [];
      // Four held solves: two running, two queued; none can end before the gate opens.
      const inFlight = [1, 2, 3, 4].map(() =>
        post(app, "/api/puzzles/held/solve", { text: gate.text, timeoutMs: 60_000 }).then((res) => {
          answers.push(res);
          return res;
        }),
      );
      await until(() => server.pool.stats.running === 2 && server.pool.stats.queued === 2, "4 in flight");
      const closed = server.close();

      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not ready" });
      // Still listening while it drains: a request that comes now is answered too (one that needs no
      // thread: both are held).
      const late = await fetch(`${server.url}/api/puzzles/latin`);
      expect(late.status).toBe(200);
      expect(((await late.json()) as { id: string }).id).toBe("latin");
      expect(answers).toEqual([]);

      gate.open();
      for (const res of await Promise.all(inFlight)) {
        expect(res.status).toBe(200);
        expect(res.json).toMatchObject({ status: "unique", solutions: [gate.text], complete: true });
      }
      await closed;
      expect(server.pool.stats).toMatchObject({ completed: 4, running: 0, queued: 0 });
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      gate.open();
      await server.close();
      gate.remove();
    }
  });
});
