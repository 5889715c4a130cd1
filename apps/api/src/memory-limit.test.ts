// A solve that allocates without bound, on a real server whose solver threads have a heap limit: it ends
// its own thread only. The request gets a problem that says so, piscina replaces the thread, and the
// requests beside and after it are answered.
import type { AnyPuzzleType } from "@gridsmith/kit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./start.js";
import { isLatinSolutionOf, post } from "./testing/app.test-helpers.js";
import { greedyTypesModule, puzzleTypes } from "./testing/greedy-types.test-helpers.js";
import { Gate } from "./testing/held-types.test-helpers.js";
import { latinType } from "./testing/latin.test-helpers.js";
import { until } from "./testing/poll.test-helpers.js";
import { overHttp, startFakeServer } from "./testing/server.test-helpers.js";

/** Small, so the runaway solve reaches it fast and the machine never feels it; still room for tsx and kit. */
const threadMemoryMb = 64;

let server: RunningServer;
const gate = new Gate();

beforeAll(async () => {
  server = await startFakeServer({
    threads: 2,
    spareThreads: 0,
    threadMemoryMb,
    types: puzzleTypes as readonly AnyPuzzleType[],
    typesModule: greedyTypesModule,
  });
});
afterAll(async () => {
  gate.open();
  await server.close();
  gate.remove();
});

describe("a solve past its thread's memory limit", () => {
  it("gets a problem saying so; the solve beside it and the one after it (on the new thread) are answered", async () => {
    const app = overHttp(server);
    const before = server.pool.stats;
    const body = (text: string) => ({ text, timeoutMs: 60_000 });
    // One thread held for the whole test: the greedy solve runs beside it, on the other.
    const held = post(app, "/api/puzzles/held/solve", body(gate.text));
    await until(() => server.pool.stats.running === 1, "the held solve runs");

    const greedy = await post(app, "/api/puzzles/greedy/solve", body("greedy"));
    expect(greedy.status).toBe(500);
    expect(greedy.json).toMatchObject({ type: "urn:gridsmith:problem:worker-crashed", status: 500 });
    expect(greedy.json.detail).toContain(
      `the solver ran out of memory on this puzzle (a solver thread may use ${threadMemoryMb} MiB)`,
    );
    expect(greedy.json.detail).toContain("it has been replaced");

    // The held solve still has its thread, so this one can only run on the thread that replaced the
    // greedy one's.
    const puzzle = latinType.generate!({ size: 4 }, 7);
    const after = await post(app, "/api/puzzles/latin/solve", body(latinType.formats[0]!.serialize!(puzzle)));
    expect(after.status).toBe(200);
    expect(after.json).toMatchObject({ status: "unique", solutionCount: 1 });
    expect(isLatinSolutionOf(puzzle.givens, (after.json.solutions as number[][][])[0]!)).toBe(true);
    const modest = await post(app, "/api/puzzles/greedy/solve", body("modest"));
    expect(modest.json).toMatchObject({ status: "unique", solutions: ["fed"] });

    gate.open();
    const beside = await held;
    expect(beside.status).toBe(200);
    expect(beside.json).toMatchObject({ status: "unique", solutions: [gate.text] });
    expect(server.pool.stats).toMatchObject({
      crashed: before.crashed + 1,
      completed: before.completed + 3,
      running: 0,
      queued: 0,
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  });

  it("in a batch, is that puzzle's invalid line; the others are solved", async () => {
    const res = await fetch(`${server.url}/api/puzzles/greedy/solve-batch`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "modest\ngreedy\nmodest\n",
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { index: number; status: string; error?: { message: string } });
    expect(lines.map((l) => [l.index, l.status])).toEqual([
      [0, "unique"],
      [1, "invalid"],
      [2, "unique"],
    ]);
    expect(lines[1]!.error!.message).toContain("the solver ran out of memory on this puzzle");
  });
});
