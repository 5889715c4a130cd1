// The batch threads' heap limit: an input that allocates without bound ends its own thread only. It gets an
// error line of its own, the thread is replaced, and the inputs beside and after it are answered.
import { describe, expect, it } from "vitest";
import type { BatchJob, Chunk, ChunkResult } from "../batch/work.js";
import { ndjsonValues } from "../testing/ndjson.js";
import { threadExecutor } from "./batch-executors.js";
import { typesModule } from "./batch-greedy-types.test-helpers.js";
import { workerStart } from "./worker-start.js";

describe("threadExecutor with a heap limit", () => {
  const job: BatchJob = { command: "solve", json: true, limit: 2 };
  const chunk = (start: number, words: string[]): Chunk => ({
    start,
    inputs: words.map((text, k) => ({ source: `-:${start + k + 1}`, text, firstLine: start + k + 1 })),
  });
  const lines = (r: ChunkResult) => ndjsonValues(r.parts[0]!);

  it("gives an input past it an error line, and replaces its thread", async () => {
    const executor = threadExecutor({
      threads: 2,
      start: workerStart("./batch.worker", import.meta.url, { module: typesModule, typeId: "greedy", job }),
      typeId: "greedy",
      job,
      inline: () => {
        throw new Error("the main thread was not to help");
      },
      help: false,
      memoryMb: 48,
    });
    try {
      const [a, b] = await Promise.all([
        executor.run(chunk(0, ["a", "greedy", "b"])),
        executor.run(chunk(3, ["c"])),
      ]);
      const first = lines(a!);
      expect(first.map((l) => [l.index, l.status])).toEqual([
        [0, "unique"],
        [1, "invalid"],
        [2, "unique"],
      ]);
      expect(first[1].error.message).toMatch(/^cannot solve: the worker thread failed: .*memory limit/);
      expect(lines(b!)[0]).toMatchObject({ index: 3, solutions: ["C"] });
      expect(executor.threads).toBe(2);
      const again = await executor.run(chunk(4, ["d"]));
      expect(lines(again)[0]).toMatchObject({ index: 4, solutions: ["D"] });
    } finally {
      await executor.close();
    }
  });
});
