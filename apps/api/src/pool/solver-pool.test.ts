// The pool's scheduling, driven step by step: a scripted executor stands in for the threads and fake timers
// for the clock, so each case below happens in exactly the order written, however loaded the machine is.
// (solver-pool.threads.test.ts runs the same pool on real worker threads.)
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkerTask } from "../worker/tasks.js";
import { ScriptedExecutor } from "./scripted-executor.test-helpers.js";
import { type PoolOutcome, SolverPool, type SolverPoolOptions } from "./solver-pool.js";

const solve = (name: string): WorkerTask => ({
  op: "solve",
  type: name,
  puzzle: null,
  limit: 2,
  deadline: 0,
});
const explain = (name: string): WorkerTask => ({ op: "explain", type: name, puzzle: null });
const nameOf = (task: WorkerTask) => ("type" in task ? task.type : task.op);

let executor: ScriptedExecutor;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  executor = new ScriptedExecutor();
});
afterEach(() => {
  vi.useRealTimers();
});

/** One normal thread and one spare, used once a task has run 50 ms; a queue of 4. */
function makePool(options: SolverPoolOptions = {}): SolverPool {
  return new SolverPool({
    threads: 1,
    spareThreads: 1,
    slowMs: 50,
    maxQueue: 4,
    graceMs: 100,
    executor,
    ...options,
  });
}

/** Runs `task` with a deadline a minute away; the outcome is recorded when it comes. */
function submit(pool: SolverPool, task: WorkerTask, signal?: AbortSignal) {
  const outcome: { value?: PoolOutcome } = {};
  const promise = pool.run(task, { deadline: Date.now() + 60_000, signal }).then((o) => {
    outcome.value = o;
    return o;
  });
  return { outcome, promise };
}

/** Lets promise callbacks run (a thread's answer reaching the pool), and `ms` of fake time pass. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

/** The tasks the executor has been given so far, by name. */
const started = () => executor.runs.map((r) => nameOf(r.task));

describe("SolverPool scheduling", () => {
  it("moves a fast task to a spare thread once the running one turns slow", async () => {
    const pool = makePool();
    submit(pool, solve("slow"));
    const fast = submit(pool, solve("fast"));
    expect(started()).toEqual(["slow"]);
    await tick(49);
    expect(started()).toEqual(["slow"]);
    await tick(1);
    expect(started()).toEqual(["slow", "fast"]);
    executor.runs[1]!.finish();
    expect(await fast.promise).toEqual({ kind: "done", result: { ok: true, value: "done" } });
  });

  it("does so even when the wall clock lags the timer (the race that stranded fast tasks)", async () => {
    const pool = makePool();
    submit(pool, solve("slow"));
    submit(pool, solve("fast"));
    // The slow task's timer fires at 50 ms while Date.now() says 49 have passed, as real timers may.
    vi.setSystemTime(Date.now() - 1);
    await tick(50);
    expect(started()).toEqual(["slow", "fast"]);
  });

  it("uses no more spare threads than it has", async () => {
    const pool = makePool({ spareThreads: 1 });
    for (const name of ["a", "b", "c"]) submit(pool, solve(name));
    await tick(200);
    expect(started()).toEqual(["a", "b"]);
    executor.runs[0]!.finish();
    await tick();
    expect(started()).toEqual(["a", "b", "c"]);
  });

  it("drops a cancelled queued task without running it", async () => {
    const pool = makePool({ spareThreads: 0 });
    submit(pool, solve("a"));
    const cancel = new AbortController();
    const b = submit(pool, solve("b"), cancel.signal);
    expect(pool.stats).toMatchObject({ running: 1, queued: 1 });
    cancel.abort();
    expect(await b.promise).toEqual({ kind: "cancelled" });
    expect(pool.stats).toMatchObject({ running: 1, queued: 0, cancelled: 1 });
    executor.runs[0]!.finish();
    await tick(1000);
    expect(started()).toEqual(["a"]);
  });

  it("answers a cancelled young task at once but ends its thread only when it turns slow", async () => {
    const pool = makePool({ spareThreads: 0 });
    const cancel = new AbortController();
    const a = submit(pool, solve("a"), cancel.signal);
    await tick(10);
    cancel.abort();
    expect(await a.promise).toEqual({ kind: "cancelled" });
    expect(executor.runs[0]!.signal.aborted).toBe(false); // most tasks end before a new thread would boot
    await tick(40);
    expect(executor.runs[0]!.signal.aborted).toBe(true);
    await tick();
    expect(pool.stats).toMatchObject({ running: 0, cancelled: 1, crashed: 0 });
  });

  it("counts a killed task's thread as busy until it is really free, then starts the next", async () => {
    executor.endOnAbort = false; // the thread takes its time to die
    const pool = makePool({ spareThreads: 0 });
    const cancel = new AbortController();
    submit(pool, solve("a"), cancel.signal);
    await tick(60);
    cancel.abort();
    const b = submit(pool, solve("b"));
    await tick(1000);
    expect(started()).toEqual(["a"]);
    executor.runs[0]!.finish(); // the thread has ended
    await tick();
    expect(started()).toEqual(["a", "b"]);
    executor.runs[1]!.finish();
    expect((await b.promise).kind).toBe("done");
  });

  it("lets fast tasks overtake a heavy one that waits for its slot", async () => {
    const pool = makePool({ threads: 2, spareThreads: 0, heavyThreads: 1 });
    submit(pool, explain("first"));
    submit(pool, explain("second"));
    const fast = submit(pool, solve("fast"));
    expect(started()).toEqual(["first", "fast"]);
    expect(pool.stats).toMatchObject({ running: 2, queued: 1 });
    executor.runs[1]!.finish();
    expect((await fast.promise).kind).toBe("done");
    expect(pool.stats).toMatchObject({ running: 1, queued: 1 }); // the heavy slot is still taken
    executor.runs[0]!.finish();
    await tick();
    expect(started()).toEqual(["first", "fast", "second"]);
  });

  it("refuses work past the queue bound with a retry time, and takes it again once there is room", async () => {
    const pool = makePool({ spareThreads: 0, maxQueue: 1 });
    submit(pool, solve("a"));
    submit(pool, solve("b"));
    const refused = await pool.run(solve("c"), { deadline: Date.now() + 60_000 });
    expect(refused).toMatchObject({ kind: "busy" });
    expect(refused.kind === "busy" && refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    executor.runs[0]!.finish();
    await tick();
    expect(submit(pool, solve("d")).outcome.value).toBeUndefined(); // queued, not refused
    expect(pool.stats).toMatchObject({ rejected: 1, queued: 1 });
  });

  it("stops a task that outlives its deadline plus the grace period", async () => {
    const pool = makePool({ spareThreads: 0 });
    const a = pool.run(solve("a"), { deadline: Date.now() + 500 });
    await tick(599);
    expect(executor.runs[0]!.signal.aborted).toBe(false);
    await tick(1);
    expect(await a).toEqual({ kind: "timeout" });
    expect(executor.runs[0]!.signal.aborted).toBe(true);
    expect(pool.stats).toMatchObject({ timedOut: 1, running: 0 });
  });

  it("times out a task still queued at its deadline without running it", async () => {
    const pool = makePool({ spareThreads: 0 });
    submit(pool, solve("a"));
    const b = pool.run(solve("b"), { deadline: Date.now() + 200 });
    await tick(300);
    expect(await b).toEqual({ kind: "timeout" });
    expect(pool.stats.queued).toBe(0);
    executor.runs[0]!.finish();
    await tick();
    expect(started()).toEqual(["a"]);
  });

  it("reports a thread that dies under a task as that task's crash, and runs the next", async () => {
    const pool = makePool({ spareThreads: 0 });
    const a = submit(pool, solve("a"));
    const b = submit(pool, solve("b"));
    executor.runs[0]!.crash("worker exited with code 7");
    expect(await a.promise).toEqual({ kind: "crashed", message: "worker exited with code 7" });
    await tick();
    executor.runs[1]!.finish();
    expect((await b.promise).kind).toBe("done");
  });

  it("closes only after queued and running tasks are done, and takes nothing new meanwhile", async () => {
    const pool = makePool({ spareThreads: 0 });
    const a = submit(pool, solve("a"));
    const b = submit(pool, solve("b"));
    let closed = false;
    const closing = pool.close().then(() => {
      closed = true;
    });
    expect(await pool.run(solve("c"), { deadline: Date.now() + 60_000 })).toEqual({ kind: "closing" });
    executor.runs[0]!.finish();
    await tick();
    expect(closed).toBe(false);
    executor.runs[1]!.finish();
    await closing;
    expect([(await a.promise).kind, (await b.promise).kind]).toEqual(["done", "done"]);
    expect(pool.isReady).toBe(false);
  });
});

describe("SolverPool lanes", () => {
  it("gives a quick-lane solve a slice, and queues one that needs more with the slow work", async () => {
    const pool = makePool({ maxQueue: 4 });
    const long = submit(pool, solve("long"));
    expect(executor.runs[0]!.task).toMatchObject({ op: "solve", sliceMs: 50 });
    executor.runs[0]!.finish({ ok: false, message: "needs more", sliced: true });
    await tick();
    // Started again, in the slow lane, without a slice; the caller has had no answer yet.
    expect(started()).toEqual(["long", "long"]);
    expect(executor.runs[1]!.task).not.toHaveProperty("sliceMs");
    expect(long.outcome.value).toBeUndefined();
    executor.runs[1]!.finish({ ok: true, value: "solved" });
    expect(await long.promise).toEqual({ kind: "done", result: { ok: true, value: "solved" } });
  });

  it("sends the next solve of a class that ran slow straight to the slow lane", async () => {
    const pool = makePool();
    submit(pool, solve("long"));
    executor.runs[0]!.finish({ ok: false, message: "needs more", sliced: true });
    await tick();
    submit(pool, solve("long"));
    // The first holds the slow lane's one thread; the second waits there, never in the quick lane.
    expect(started()).toEqual(["long", "long"]);
    await tick(50);
    expect(started()).toEqual(["long", "long"]);
    const quick = submit(pool, solve("short"));
    expect(started()).toEqual(["long", "long", "short"]);
    expect(executor.runs[2]!.task).toMatchObject({ sliceMs: 50 });
    executor.runs[2]!.finish();
    expect((await quick.promise).kind).toBe("done");
  });

  it("never gives the slow lane the last thread, and answers busy when its queue is full", async () => {
    const pool = makePool({ maxQueue: 1, heavyThreads: 2 });
    submit(pool, explain("heavy-1"));
    submit(pool, explain("heavy-2"));
    await tick(50);
    // heavy-1 turned slow: a spare is free, but it is kept for quick work.
    expect(started()).toEqual(["heavy-1"]);
    const refused = await pool.run(explain("heavy-3"), { deadline: Date.now() + 60_000 });
    expect(refused.kind).toBe("busy");
    submit(pool, solve("cheap"));
    expect(started()).toEqual(["heavy-1", "cheap"]);
  });

  it("lets only quickPerClass tasks of one class wait in the quick lane; the rest wait as slow work", async () => {
    const pool = makePool({ maxQueue: 2, quickPerClass: 1 });
    submit(pool, solve("flood"));
    submit(pool, solve("flood"));
    submit(pool, solve("flood"));
    submit(pool, solve("flood"));
    const over = await pool.run(solve("flood"), { deadline: Date.now() + 60_000 });
    // One running, one waiting in the quick lane, two in the slow lane's queue of 2: the fifth is refused.
    expect(over.kind).toBe("busy");
    expect(pool.stats).toMatchObject({ running: 1, queued: 3, rejected: 1 });
    // Another class still has its place in the quick lane.
    const other = submit(pool, solve("other"));
    expect(pool.stats.queued).toBe(4);
    executor.runs[0]!.finish();
    await tick();
    expect(started()).toEqual(["flood", "flood"]);
    executor.runs[1]!.finish();
    await tick();
    expect(started()).toEqual(["flood", "flood", "other"]);
    executor.runs[2]!.finish();
    expect((await other.promise).kind).toBe("done");
  });
});
