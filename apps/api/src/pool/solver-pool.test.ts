import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeTypesModule } from "../testing/fake-types.test-helpers.js";
import type { WorkerTask } from "../worker/tasks.js";
import { SolverPool } from "./solver-pool.js";

// One normal thread and one spare, used once a task has run 50 ms.
let pool: SolverPool;
beforeAll(async () => {
  pool = new SolverPool({
    threads: 1,
    spareThreads: 1,
    slowMs: 50,
    maxQueue: 4,
    typesModule: fakeTypesModule,
  });
  await pool.ready();
});
afterAll(() => pool.destroy());

const latin: WorkerTask = {
  op: "solve",
  type: "latin",
  puzzle: {
    size: 3,
    givens: [
      [1, 0, 0],
      [0, 2, 0],
      [0, 0, 3],
    ],
  },
  limit: 2,
  deadline: Date.now() + 60_000,
};
const stubborn = (ms: number): WorkerTask => ({
  op: "solve",
  type: "stubborn",
  puzzle: { ms },
  limit: 2,
  deadline: 0,
});
const inAMinute = () => ({ deadline: Date.now() + 60_000 });

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
}

describe("SolverPool", () => {
  it("starts workers that load the given types", async () => {
    expect(await pool.ready()).toEqual(["latin", "slow", "stubborn", "crash"]);
    expect(pool.isReady).toBe(true);
  });

  it("solves in a worker", async () => {
    const out = await pool.run(latin, inAMinute());
    expect(out).toMatchObject({ kind: "done", result: { ok: true, value: { status: "unique" } } });
  });

  it("runs a fast task on a spare thread while a slow one holds the normal thread", async () => {
    const cancel = new AbortController();
    const slow = pool.run(stubborn(60_000), { ...inAMinute(), signal: cancel.signal });
    await until(() => pool.stats.running === 1);
    const fast = await pool.run(latin, inAMinute());
    expect(fast.kind).toBe("done");
    expect(pool.stats.running).toBe(1); // the slow one is still at work
    cancel.abort();
    expect(await slow).toEqual({ kind: "cancelled" });
  });

  it("drops a cancelled task from the queue without running it", async () => {
    const cancelA = new AbortController();
    const cancelB = new AbortController();
    const cancelC = new AbortController();
    const a = pool.run(stubborn(60_000), { ...inAMinute(), signal: cancelA.signal });
    const b = pool.run(stubborn(60_000), { ...inAMinute(), signal: cancelB.signal });
    await until(() => pool.stats.running === 2); // b is on the spare thread
    const c = pool.run(stubborn(60_000), { ...inAMinute(), signal: cancelC.signal });
    expect(pool.stats.queued).toBe(1);
    cancelC.abort();
    expect(await c).toEqual({ kind: "cancelled" });
    expect(pool.stats.queued).toBe(0);
    cancelA.abort();
    cancelB.abort();
    expect([await a, await b]).toEqual([{ kind: "cancelled" }, { kind: "cancelled" }]);
  });
});

describe("heavy operations", () => {
  it("let fast tasks overtake a heavy one that waits for its slot", async () => {
    const cancel = new AbortController();
    const explain = (ms: number): WorkerTask => ({ op: "explain", type: "stubborn", puzzle: { ms } });
    // heavyThreads is 1 here (half of one thread, at least 1): the second explain waits...
    const first = pool.run(explain(60_000), { ...inAMinute(), signal: cancel.signal });
    const second = pool.run(explain(60_000), { ...inAMinute(), signal: cancel.signal });
    await until(() => pool.stats.running === 1 && pool.stats.queued === 1);
    // ...and a solve queued after it starts first, on the free normal thread or a spare.
    expect((await pool.run(latin, inAMinute())).kind).toBe("done");
    expect(pool.stats).toMatchObject({ running: 1, queued: 1 });
    cancel.abort();
    expect([await first, await second]).toEqual([{ kind: "cancelled" }, { kind: "cancelled" }]);
  });
});
