// A solver thread that dies under load, on a real server: only the request that killed it fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./start.js";
import { isLatinSolutionOf, post } from "./testing/app.test-helpers.js";
import { Gate } from "./testing/held-types.test-helpers.js";
import { latinType } from "./testing/latin.test-helpers.js";
import { until } from "./testing/poll.test-helpers.js";
import { overHttp, startFakeServer } from "./testing/server.test-helpers.js";

let server: RunningServer;
const gate = new Gate();

beforeAll(async () => {
  server = await startFakeServer({ threads: 2, spareThreads: 0, maxQueue: 64 });
});
afterAll(async () => {
  gate.open();
  await server.close();
  gate.remove();
});

/** 20 different 4x4 puzzles with one solution each, so an answer given to the wrong request shows. */
const puzzles = Array.from({ length: 20 }, (_, i) => latinType.generate!({ size: 4 }, i + 1));

describe("a solver thread that dies under load", () => {
  it("answers the 20 clients solving beside it in full, and the crash with worker-crashed", async () => {
    const app = overHttp(server);
    const before = server.pool.stats;
    const body = (text: string) => ({ text, timeoutMs: 60_000 });
    // Both threads held, so the crash and the 20 solves are all in the pool when it happens: the crash first
    // in line, then the solves, which run beside it and on the thread that replaces its own.
    const held = [1, 2].map(() => post(app, "/api/puzzles/held/solve", body(gate.text)));
    await until(() => server.pool.stats.running === 2, "both threads are held");
    const crash = post(app, "/api/puzzles/crash/solve", body("20"));
    await until(() => server.pool.stats.queued === 1, "the crash waits for a thread");
    const solves = puzzles.map((p) =>
      post(app, "/api/puzzles/latin/solve", body(latinType.formats[0]!.serialize!(p))),
    );
    await until(() => server.pool.stats.queued === 21, "the 20 solves wait behind it");
    gate.open();

    const crashed = await crash;
    expect(crashed.status).toBe(500);
    expect(crashed.json).toMatchObject({ type: "urn:gridsmith:problem:worker-crashed", status: 500 });
    expect(crashed.json.detail).toContain("it has been replaced");
    const answers = await Promise.all(solves);
    answers.forEach((res, i) => {
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ status: "unique", solutionCount: 1 });
      expect(isLatinSolutionOf(puzzles[i]!.givens, (res.json.solutions as number[][][])[0]!)).toBe(true);
    });
    for (const res of await Promise.all(held)) expect(res.status).toBe(200);
    expect(server.pool.stats).toMatchObject({
      crashed: before.crashed + 1,
      completed: before.completed + 22,
      running: 0,
      queued: 0,
    });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });
});
