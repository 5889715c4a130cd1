// The pool on real worker threads (the fake types run in them): that tasks reach a thread, come back, and
// that a slow task's spare thread and a cancel work end to end. The scheduling itself, case by case, is in
// solver-pool.test.ts. Every test waits on the pool's own state, never on a fixed time.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fakeTypesModule } from "../testing/fake-types.test-helpers.js";
import type { WorkerTask } from "../worker/tasks.js";
import { SolverPool } from "./solver-pool.js";

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
// A cancelled task answers at once but holds its thread until the thread has ended: start each test idle.
afterEach(() => until(() => pool.stats.running === 0 && pool.stats.queued === 0));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((r) => setTimeout(r, 5));
}

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
  deadline: Date.now() + 600_000,
};
const stubborn = (ms: number): WorkerTask => ({
  op: "solve",
  type: "stubborn",
  puzzle: { ms },
  limit: 2,
  deadline: 0,
});
const inTenMinutes = () => ({ deadline: Date.now() + 600_000 });

describe("SolverPool on worker threads", () => {
  it("starts workers that load the given types", async () => {
    expect(await pool.ready()).toEqual(["latin", "slow", "sleepy", "stubborn", "crash"]);
    expect(pool.isReady).toBe(true);
  });

  it("solves in a worker", async () => {
    const out = await pool.run(latin, inTenMinutes());
    expect(out).toMatchObject({ kind: "done", result: { ok: true, value: { status: "unique" } } });
  });

  it("runs a fast task on the spare thread while a slow one holds the normal thread", async () => {
    const cancel = new AbortController();
    const slow = pool.run(stubborn(600_000), { ...inTenMinutes(), signal: cancel.signal });
    await until(() => pool.stats.running === 1);
    const fast = await pool.run(latin, inTenMinutes());
    expect(fast.kind).toBe("done");
    expect(pool.stats.running).toBe(1); // the slow one is still at work
    cancel.abort();
    expect(await slow).toEqual({ kind: "cancelled" });
  });

  it("a thread that dies under a task fails that task only", async () => {
    const crash: WorkerTask = { op: "solve", type: "crash", puzzle: { ms: 0 }, limit: 2, deadline: 0 };
    expect(await pool.run(crash, inTenMinutes())).toMatchObject({ kind: "crashed" });
    expect((await pool.run(latin, inTenMinutes())).kind).toBe("done");
  });
});
