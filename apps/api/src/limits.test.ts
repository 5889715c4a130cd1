import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SolverPool } from "./pool/solver-pool.js";
import { fakeApp, fakePool, post } from "./testing/app.test-helpers.js";

// One worker, no spare, and a queue of one, so "running", "queued" and "full" are easy to arrange.
let pool: SolverPool;
let app: ReturnType<typeof fakeApp>;

beforeAll(async () => {
  pool = await fakePool({ threads: 1, spareThreads: 0, maxQueue: 1, graceMs: 150 });
  app = fakeApp(pool);
});
afterAll(() => pool.destroy());

/** Waits (without asserting on time) until the pool has taken `n` tasks in. */
async function untilInPool(n: number): Promise<void> {
  while (pool.stats.running + pool.stats.queued < n) await new Promise((r) => setTimeout(r, 5));
}

const latin = { text: "1..\n.2.\n..3\n" };

describe("time limits", () => {
  it("a solver that honours timeoutMs returns its own partial result with status timeout", async () => {
    const res = await post(app, "/api/puzzles/slow/solve", { text: "5000", timeoutMs: 150 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "timeout", complete: false, solutions: [] });
    // The worker's own stats (nodes = ms worked), not the backstop's empty result.
    expect((res.json.stats as { nodes: number }).nodes).toBeGreaterThan(0);
  });

  it("a solver that ignores it is stopped by the backstop; the next request gets a new worker", async () => {
    const before = pool.stats.timedOut;
    const res = await post(app, "/api/puzzles/stubborn/solve", { text: "60000", timeoutMs: 150 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "timeout", solutions: [], stats: { nodes: 0 } });
    expect(pool.stats.timedOut).toBe(before + 1);
    expect((await post(app, "/api/puzzles/latin/solve", latin)).json.status).toBe("unique");
  });

  it("an operation with no partial result answers 504 past its limit", async () => {
    const res = await post(app, "/api/puzzles/stubborn/explain", { text: "60000", timeoutMs: 150 });
    expect(res.status).toBe(504);
    expect(res.json).toMatchObject({ type: "urn:gridsmith:problem:time-limit", status: 504 });
  });
});

describe("bounded queue", () => {
  it("answers 503 with Retry-After when a lane's queue is full, and serves the others", async () => {
    // Explain is heavy: it waits in the slow lane, whose queue holds one here.
    const slow = { text: "5000", timeoutMs: 400 };
    const running = post(app, "/api/puzzles/stubborn/explain", slow);
    await untilInPool(1);
    const queued = post(app, "/api/puzzles/stubborn/explain", slow);
    await untilInPool(2);
    const full = await post(app, "/api/puzzles/stubborn/explain", slow);
    expect(full.status).toBe(503);
    expect(full.json).toMatchObject({ type: "urn:gridsmith:problem:queue-full", status: 503 });
    expect(Number(full.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // A cheap solve waits in the quick lane, which has room, and is served once the thread is free.
    const cheap = post(app, "/api/puzzles/latin/solve", latin);
    expect((await running).status).toBe(504);
    expect((await queued).status).toBe(504);
    expect((await cheap).json.status).toBe("unique");
  });
});

describe("crashed worker", () => {
  it("fails only the request that crashed it; the queued one runs on its replacement", async () => {
    const before = pool.stats.crashed;
    const crashing = post(app, "/api/puzzles/crash/solve", { text: "300" });
    await untilInPool(1);
    const waiting = post(app, "/api/puzzles/latin/solve", latin);
    const crashed = await crashing;
    expect(crashed.status).toBe(500);
    expect(crashed.json).toMatchObject({ type: "urn:gridsmith:problem:worker-crashed", status: 500 });
    expect(crashed.json.detail).toContain("it has been replaced");
    expect((await waiting).json).toMatchObject({ status: "unique" });
    expect(pool.stats.crashed).toBe(before + 1);
    expect((await post(app, "/api/puzzles/latin/solve", latin)).status).toBe(200);
  });
});
