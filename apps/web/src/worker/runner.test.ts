// @vitest-environment node
import { describe, expect, it } from "vitest";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { Cancelled, type FromWorker, type ToWorker } from "./jobs.ts";
import { createLocalRunner, createWorkerRunner } from "./runner.ts";

/** A stand-in for a module worker: answers jobs through `execute` when told to, records terminations. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  sent: ToWorker[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: ToWorker) {
    this.sent.push(message);
  }
  reply(message: FromWorker) {
    this.dispatchEvent(new MessageEvent("message", { data: message }));
  }
  terminate() {
    this.terminated = true;
  }
}

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
      createLocalRunner(() => ungraded).run({ op: "grade", typeId: "row", puzzle: {} }).promise,
    ).rejects.toThrow("Row has no grader");
    await expect(runner.run({ ...solveJob, typeId: "nope" }).promise).rejects.toThrow(
      "no puzzle type 'nope'",
    );
  });

  it("turns generator flags into params through the type's CLI hooks", async () => {
    const withFlags = {
      ...rowPuzzle,
      cli: { generateParams: (v: Record<string, unknown>) => ({ size: Number(v.size) }) },
    };
    const runner = createLocalRunner(() => withFlags);
    const made = await runner.run({ op: "generate", typeId: "row", values: { size: "2" }, seed: 0 }).promise;
    expect(made).toEqual({ cells: [0, 2] });
  });

  it("awaits the type's prepareGenerate (a dictionary to load) with the job's params first", async () => {
    const seen: unknown[] = [];
    const preparing = {
      ...rowPuzzle,
      cli: { generateParams: (v: Record<string, unknown>) => ({ size: Number(v.size) }) },
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
