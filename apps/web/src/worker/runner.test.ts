// @vitest-environment node
import { describe, expect, it } from "vitest";
import { FakeWorker } from "../test/fake-worker.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { Cancelled } from "./jobs.ts";
import { createLocalRunner, createWorkerRunner } from "./runner.ts";

const find = (id: string) => (id === "row" ? rowPuzzle : undefined);
const solveJob = {
  op: "solve" as const,
  typeId: "row",
  puzzle: { cells: [1, 0] },
  limit: 2,
  timeoutMs: 1000,
};

describe("worker runner", () => {
  it("creates workers only when a job runs, reuses an idle one, and reports progress", async () => {
    FakeWorker.made = [];
    const runner = createWorkerRunner(() => new FakeWorker() as unknown as Worker);
    expect(FakeWorker.made).toHaveLength(0);
    const seen: number[] = [];
    const task = runner.run(solveJob, (p) => seen.push(p.nodes));
    const worker = FakeWorker.made[0]!;
    const { id } = worker.sent[0]!;
    worker.reply({ id: id + 100, kind: "done", result: "someone else's" });
    worker.reply({ id, kind: "progress", progress: { nodes: 7, solutions: 0, ms: 1 } });
    worker.reply({ id, kind: "done", result: "answer" });
    await expect(task.promise).resolves.toBe("answer");
    expect(seen).toEqual([7]);
    runner.run(solveJob);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it("terminates the worker on cancel and starts a fresh one for the next job", async () => {
    FakeWorker.made = [];
    const runner = createWorkerRunner(() => new FakeWorker() as unknown as Worker);
    const task = runner.run(solveJob);
    task.cancel();
    await expect(task.promise).rejects.toBeInstanceOf(Cancelled);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    runner.run(solveJob);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it("never queues a job behind a busy worker, and replaces a busy worker by terminating it", async () => {
    FakeWorker.made = [];
    const runner = createWorkerRunner(() => new FakeWorker() as unknown as Worker);
    const long = runner.run(solveJob);
    const busy = FakeWorker.made[0]!;
    // New work while the first job runs: a fresh worker at once.
    const next = runner.run(solveJob);
    expect(FakeWorker.made).toHaveLength(2);
    const fresh = FakeWorker.made[1]!;
    expect(fresh.sent).toHaveLength(1);
    expect(busy.sent).toHaveLength(1);
    // The busy one, now stale, is cancelled: terminated, never handed another job.
    long.cancel();
    await expect(long.promise).rejects.toBeInstanceOf(Cancelled);
    expect(busy.terminated).toBe(true);
    // A late answer of the terminated worker reaches nobody.
    busy.reply({ id: busy.sent[0]!.id, kind: "done", result: "stale" });
    fresh.reply({ id: fresh.sent[0]!.id, kind: "done", result: "fresh" });
    await expect(next.promise).resolves.toBe("fresh");
    runner.run(solveJob);
    expect(FakeWorker.made).toHaveLength(2);
    expect(fresh.sent).toHaveLength(2);
  });

  it("keeps one idle worker, and terminates a second when its job ends", async () => {
    FakeWorker.made = [];
    const runner = createWorkerRunner(() => new FakeWorker() as unknown as Worker);
    const tasks = [runner.run(solveJob), runner.run(solveJob)];
    const [a, b] = FakeWorker.made as [FakeWorker, FakeWorker];
    a.reply({ id: a.sent[0]!.id, kind: "done", result: 1 });
    b.reply({ id: b.sent[0]!.id, kind: "done", result: 2 });
    await Promise.all(tasks.map((t) => t.promise));
    expect([a.terminated, b.terminated]).toEqual([false, true]);
  });

  it("passes a solver's failure on as an Error with its message", async () => {
    FakeWorker.made = [];
    const runner = createWorkerRunner(() => new FakeWorker() as unknown as Worker);
    const task = runner.run(solveJob);
    const worker = FakeWorker.made[0]!;
    worker.reply({ id: worker.sent[0]!.id, kind: "failed", message: "no puzzle type 'x' is installed" });
    await expect(task.promise).rejects.toThrow("no puzzle type 'x' is installed");
  });
});

describe("local runner", () => {
  it("runs every kind of job in-process", async () => {
    const runner = createLocalRunner(find);
    const solved = await runner.run(solveJob).promise;
    expect(solved.status).toBe("unique");
    expect(
      await runner.run({ op: "hint", typeId: "row", puzzle: { cells: [1, 0] }, attempt: [] }).promise,
    ).toMatchObject({
      cells: [{ row: 0, col: 1 }],
    });
    expect(
      await runner.run({ op: "explain", typeId: "row", puzzle: { cells: [0, 0] } }).promise,
    ).toHaveLength(2);
    expect(await runner.run({ op: "generate", typeId: "row", params: { size: 3 }, seed: 1 }).promise).toEqual(
      {
        cells: [2, 0, 1],
      },
    );
    expect(await runner.run({ op: "grade", typeId: "row", puzzle: { cells: [1, 0] } }).promise).toMatchObject(
      {
        level: "easy",
      },
    );
    const { grade: _none, ...ungraded } = rowPuzzle;
    await expect(
      createLocalRunner(() => ungraded).run({ op: "grade", typeId: "row", puzzle: { cells: [1, 0] } })
        .promise,
    ).rejects.toThrow("row has no grade operation");
    await expect(runner.run({ ...solveJob, typeId: "nope" }).promise).rejects.toThrow(
      "no puzzle type 'nope'",
    );
  });

  it("turns the values of the generator's fields into params through the type's params.read", async () => {
    const runner = createLocalRunner(() => rowPuzzle);
    const made = await runner.run({ op: "generate", typeId: "row", values: { size: "2" }, seed: 0 }).promise;
    expect(made).toEqual({ cells: [0, 2] });
  });

  it("awaits the type's prepareGenerate (a dictionary to load) with the job's params first", async () => {
    const seen: unknown[] = [];
    const preparing = {
      ...rowPuzzle,
      prepareGenerate: async (params: unknown) => {
        await new Promise((r) => setTimeout(r, 5));
        seen.push(params);
      },
      generate: (params: { size: number }, seed: number) => {
        seen.push("generate");
        return rowPuzzle.generate!(params, seed);
      },
    };
    const runner = createLocalRunner(() => preparing);
    await runner.run({ op: "generate", typeId: "row", values: { size: "2" }, seed: 0 }).promise;
    expect(seen).toEqual([{ size: 2 }, "generate"]);
    const failing = { ...rowPuzzle, prepareGenerate: () => Promise.reject(new Error("offline")) };
    const task = createLocalRunner(() => failing).run({ op: "generate", typeId: "row", seed: 0 });
    await expect(task.promise).rejects.toThrow("offline");
  });

  it("rejects a cancelled job with Cancelled", async () => {
    const task = createLocalRunner(find).run(solveJob);
    task.cancel();
    await expect(task.promise).rejects.toBeInstanceOf(Cancelled);
  });
});
