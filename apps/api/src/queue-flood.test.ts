// A flood of slow requests on a real server: the queue bound holds, and easy work still gets through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./start.js";
import { isLatinSolutionOf, post } from "./testing/app.test-helpers.js";
import { until } from "./testing/poll.test-helpers.js";
import { overHttp, startFakeServer } from "./testing/server.test-helpers.js";

let server: RunningServer;

/**
 * The flood requests the pool has had since `before`: queued, running, or given an outcome of any kind. A
 * timed-out one counts too: on a loaded machine a slow solve can reach its limit before the last request of
 * the flood arrives, and counting only the completed ones then waited for a total that could never come.
 */
function inPool(on: RunningServer, before: RunningServer["pool"]["stats"]): number {
  const s = on.pool.stats;
  const ended = (t: typeof s) => t.rejected + t.completed + t.timedOut + t.cancelled + t.crashed;
  return ended(s) - ended(before) + s.running + s.queued;
}

beforeAll(async () => {
  // One thread, one spare for when a task turns slow, eight places in the queue: a flood of 200 overflows it.
  server = await startFakeServer({ threads: 1, spareThreads: 1, maxQueue: 8 });
});
afterAll(() => server.close());

describe("200 slow requests at once", () => {
  it("refuses those past the queue bound with 503 and Retry-After, and still answers an easy solve", async () => {
    const app = overHttp(server);
    const before = server.pool.stats;
    const flood = Array.from({ length: 200 }, () =>
      post(app, "/api/puzzles/slow/solve", { text: "500", timeoutMs: 60_000 }),
    );
    const arrived = () => inPool(server, before);
    await until(() => arrived() === 200, "every flood request has reached the pool");
    expect(server.pool.stats.rejected).toBeGreaterThan(before.rejected);
    // Sent while the flood's work still waits, once the queue has a place for it (nothing else can take it).
    await until(() => server.pool.stats.queued < server.pool.maxQueue, "the queue has a free place");
    const givens = [
      [1, 0, 0],
      [0, 2, 0],
      [0, 0, 3],
    ];
    const easy = post(app, "/api/puzzles/latin/solve", { text: "1..\n.2.\n..3\n", timeoutMs: 60_000 });

    const solved = await easy;
    expect(solved.status).toBe(200);
    expect(solved.json).toMatchObject({ status: "unique", solutionCount: 1 });
    expect(isLatinSolutionOf(givens, (solved.json.solutions as number[][][])[0]!)).toBe(true);

    const answers = await Promise.all(flood);
    const refused = answers.filter((res) => res.status === 503);
    const served = answers.filter((res) => res.status === 200);
    expect(refused.length + served.length).toBe(200);
    expect(refused.length).toBe(server.pool.stats.rejected - before.rejected);
    for (const res of refused) {
      expect(res.json).toMatchObject({ type: "urn:gridsmith:problem:queue-full", status: 503 });
      expect(res.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    }
    for (const res of served) {
      expect(res.json).toMatchObject({ status: "unique", solutions: [500], complete: true });
    }
    expect(server.pool.stats).toMatchObject({ completed: before.completed + served.length + 1, running: 0 });
  });
});

describe("400 slow solves at once, on a server shaped like production (two threads, two spares)", () => {
  let big: RunningServer;
  beforeAll(async () => {
    big = await startFakeServer({ threads: 2, spareThreads: 2, maxQueue: 64 });
  });
  afterAll(() => big.close());

  it("answers an easy solve sent meanwhile at once, while the slow ones wait or are refused", async () => {
    const app = overHttp(big);
    let settled = 0;
    const flood = Array.from({ length: 400 }, () =>
      post(app, "/api/puzzles/sleepy/solve", { text: "5000", timeoutMs: 5000 }).finally(() => settled++),
    );
    const before = big.pool.stats;
    const arrived = () => inPool(big, before);
    await until(() => arrived() >= 400, "every flood request has reached the pool");

    // Not waiting for a place: the slow lane is full, the quick lane has a thread of its own.
    const easy = await post(app, "/api/puzzles/latin/solve", { text: "1..\n.2.\n..3\n" });
    expect(easy.status).toBe(200);
    expect(easy.json).toMatchObject({ status: "unique", solutionCount: 1 });
    // Answered while the flood still waits (each of its solves sleeps until its 5 s limit).
    expect(settled).toBeLessThan(400);

    const answers = await Promise.all(flood);
    for (const res of answers) {
      if (res.status === 503) expect(res.json).toMatchObject({ type: "urn:gridsmith:problem:queue-full" });
      else expect(res.json).toMatchObject({ status: expect.stringMatching(/^(timeout|unique)$/) });
    }
    expect(answers.filter((res) => res.status === 503).length).toBeGreaterThan(0);
  });
});
