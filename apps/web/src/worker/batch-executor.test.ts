// @vitest-environment node
import { type BatchJob, blockInputs, type Chunk, runChunk } from "@gridsmith/kit/batch";
import { describe, expect, it } from "vitest";
import { BatchRows } from "../state/batch-rows.ts";
import { startBatch } from "../state/batch-run.ts";
import { broken, seed01, seed02, several, sudoku } from "../test/sudoku-lines.ts";
import { execute, type FromWorker, type ToWorker } from "./jobs.ts";
import { createLocalRunner, createWorkerRunner } from "./runner.ts";

const find = (id: string) => (id === "sudoku" ? sudoku : undefined);
const job: BatchJob = { command: "solve", json: true, limit: 2, timeoutMs: 10_000 };
const settings = { typeId: "sudoku", lines: "auto", format: "", limit: 2, timeoutMs: 10_000 } as const;

/** NDJSON lines as objects, without the times (which differ run to run). */
const parsed = (text: string) =>
  text
    .trimEnd()
    .split("\n")
    .map((line) => {
      const { stats, ...rest } = JSON.parse(line) as { stats?: { ms: number } };
      return stats ? { ...rest, stats: { ...stats, ms: 0 } } : rest;
    });

/**
 * A stand-in for the module worker that runs each job with the worker's own `execute`, a tick later; a job
 * whose puzzle text `crashOn` names takes the worker down instead, and `hold` keeps it from answering.
 */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  static hold: (message: ToWorker) => boolean = () => false;
  static crashOn = "";
  sent: ToWorker[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: ToWorker) {
    this.sent.push(message);
    if (FakeWorker.hold(message)) return;
    setTimeout(() => {
      if (this.terminated) return;
      const { job } = message;
      if (job.op === "batch" && blockInputs(job.chunk.inputs).some((i) => i.text === FakeWorker.crashOn)) {
        this.dispatchEvent(Object.assign(new Event("error"), { message: "out of memory" }));
        return;
      }
      void execute(find, job).then((result) => {
        const reply: FromWorker = { id: message.id, kind: "done", result };
        this.dispatchEvent(new MessageEvent("message", { data: reply }));
      });
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

function fakeRunner(options: { hold?: (m: ToWorker) => boolean; crashOn?: string } = {}) {
  FakeWorker.made = [];
  FakeWorker.hold = options.hold ?? (() => false);
  FakeWorker.crashOn = options.crashOn ?? "";
  return createWorkerRunner(() => new FakeWorker() as unknown as Worker);
}

const lines = (...texts: string[]) => texts.join("\n");

describe("the worker's batch job", () => {
  it("writes a chunk as the kit's runChunk does: the CLI's NDJSON, in order, errors with line and column", async () => {
    const chunk: Chunk = {
      start: 5,
      inputs: [seed01, broken, several].map((text, k) => ({
        text,
        source: `line ${k + 3}`,
        firstLine: k + 3,
      })),
    };
    const result = await createLocalRunner(find).run({ op: "batch", typeId: "sudoku", job, chunk }).promise;
    expect(result).toMatchObject({ count: 3, invalid: 1 });
    expect(parsed(result.parts[0]!)).toEqual(parsed(runChunk(sudoku, sudoku, job, chunk).parts[0]!));
    const [a, b, c] = parsed(result.parts[0]!);
    expect(a).toMatchObject({ index: 5, source: "line 3", status: "unique", solutionCount: 1 });
    expect(b).toMatchObject({
      index: 6,
      source: "line 4",
      status: "invalid",
      error: { line: 4, column: 41 },
    });
    expect(c).toMatchObject({ index: 7, source: "line 5", status: "multiple", solutionCount: 2 });
  });

  it("solves a list a chunk at a time in the worker, every line in input order", async () => {
    const runner = fakeRunner();
    const rows = new BatchRows();
    const texts = [seed01, seed02, broken, several, seed02, seed01];
    const batch = startBatch(runner, { text: `# a comment\n${lines(...texts)}\n` }, settings, {
      onChunk: (r) => rows.addText(r.parts[0]!),
    });
    const end = await batch.done;
    expect(end).toMatchObject({ total: 6, count: 6, invalid: 1, interrupted: false, lines: "text" });
    const sent = FakeWorker.made.flatMap((w) => w.sent.map((m) => m.job));
    expect(sent.every((j) => j.op === "batch" && j.typeId === "sudoku")).toBe(true);
    expect(sent.length).toBeGreaterThan(1);
    const statuses = Array.from({ length: rows.length }, (_, i) => rows.row(i));
    expect(statuses.map((r) => [r.index, r.source, r.status])).toEqual([
      [0, "line 2", "unique"],
      [1, "line 3", "unique"],
      [2, "line 4", "invalid"],
      [3, "line 5", "multiple"],
      [4, "line 6", "unique"],
      [5, "line 7", "unique"],
    ]);
    expect(rows.row(2).error).toMatchObject({ line: 4, column: 41 });
    expect(rows.row(2).error!.message).toMatch(/^line 4, column 41: 'x' is not a digit/);
  });

  it("stops at once on Stop: the worker is terminated, no chunk is sent after, what was done is kept", async () => {
    // The second chunk never answers: it stands for a puzzle that takes long.
    let seen = 0;
    const runner = fakeRunner({ hold: () => ++seen === 2 });
    const rows = new BatchRows();
    const batch = startBatch(runner, { text: lines(seed01, seed02, seed01, seed02) }, settings, {
      onChunk: (r) => rows.addText(r.parts[0]!),
    });
    await expect.poll(() => seen).toBe(2);
    batch.stop();
    const end = await batch.done;
    expect(end).toMatchObject({ total: 4, count: 1, interrupted: true });
    expect(rows.length).toBe(1);
    expect(rows.row(0)).toMatchObject({ index: 0, status: "unique" });
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toBe(2);
  });

  it("redoes a chunk whose worker crashed puzzle by puzzle: only the culprit gets an error line", async () => {
    const runner = fakeRunner({ crashOn: several });
    const rows = new BatchRows();
    const texts = [seed01, seed02, seed01, seed02, seed01, several, seed02];
    const end = await startBatch(runner, { text: lines(...texts) }, settings, {
      onChunk: (r) => rows.addText(r.parts[0]!),
    }).done;
    expect(end).toMatchObject({ count: 7, invalid: 1, interrupted: false });
    const all = Array.from({ length: rows.length }, (_, i) => rows.row(i));
    expect(all.map((r) => r.status)).toEqual([
      "unique",
      "unique",
      "unique",
      "unique",
      "unique",
      "invalid",
      "unique",
    ]);
    expect(all[5]!.error?.message).toBe("cannot solve: out of memory");
    expect(FakeWorker.made.filter((w) => w.terminated).length).toBeGreaterThan(0);
  });
});
