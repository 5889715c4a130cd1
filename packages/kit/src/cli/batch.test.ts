import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blockInputs, type InputBlock } from "../batch/lines.js";
import { type Executor, runBatch } from "../batch/run.js";
import { type BatchJob, type Chunk, type ChunkResult, runChunk } from "../batch/work.js";
import { ndjsonValues } from "../testing/ndjson.js";
import type { PuzzleInput } from "../types.js";
import { ThreadPool } from "./batch.js";
import { inlineExecutor, type ThreadOptions, threadExecutor } from "./batch-executors.js";
import { lazyTypesModule } from "./batch-lazy-types.test-helpers.js";
import { fragile, typesModule } from "./batch-types.test-helpers.js";
import { type WorkerStart, workerStart } from "./worker-start.js";

const input = (i: number, text = `w${i}`): PuzzleInput => ({ source: `-:${i + 1}`, text, firstLine: i + 1 });

/**
 * The inputs in blocks of the given sizes (the last block takes the rest): made, or as the lines of a file
 * that make them (`asLines`; each block's text has a comment line and a blank line too).
 */
async function* blocks(inputs: PuzzleInput[], sizes: number[], asLines = false): AsyncGenerator<InputBlock> {
  let at = 0;
  const cut = (part: PuzzleInput[]): InputBlock =>
    asLines
      ? {
          text: `# note\n\n${part.map((x) => `${x.text}\n`).join("")}`,
          firstLine: part[0]!.firstLine - 2,
          count: part.length,
          prefix: "-:",
        }
      : part;
  for (const size of sizes) {
    if (at >= inputs.length) return;
    yield cut(inputs.slice(at, at + size));
    at += size;
  }
  if (at < inputs.length) yield cut(inputs.slice(at));
}

/** One line per input: its batch index and its text, so order and place can be checked. */
function echo(chunk: Chunk): ChunkResult {
  const inputs = blockInputs(chunk.inputs);
  const text = inputs.map((x, k) => `${chunk.start + k} ${x.text}\n`).join("");
  return { parts: [text], invalid: 0, count: inputs.length, ms: inputs.length * 0.01 };
}

describe("runBatch", () => {
  it("writes in input order whatever order chunks finish in, for any window and chunk size", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 1, max: 64 }), { nil: undefined }),
        fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 10 }),
        fc.option(fc.integer({ min: 1, max: 200 }), { nil: undefined }),
        fc.boolean(),
        async (s, n, jobs, chunkSize, blockSizes, maxInputs, asLines) => {
          const inputs = Array.from({ length: n }, (_, i) => input(i));
          const executor: Executor = {
            run: (chunk) => s.schedule(Promise.resolve(echo(chunk)), `chunk at ${chunk.start}`),
            close: async () => {},
            destroy: async () => {},
          };
          let out = "";
          const run = runBatch({
            inputs: blocks(inputs, blockSizes, asLines),
            executor,
            write: (r) => {
              out += r.parts[0];
            },
            window: 4 * jobs + 4,
            chunkSize,
            maxInputs,
          });
          const outcome = await s.waitFor(run);
          expect(out).toBe(inputs.map((x, i) => `${i} ${x.text}\n`).join(""));
          expect(outcome).toMatchObject({ count: n, invalid: 0, interrupted: false });
        },
      ),
      { numRuns: 150 },
    );
  });

  it("cuts chunks as threads need them, so their size follows what the last chunks took", async () => {
    // The first inputs are slow (a cold JIT), the rest quick: chunks must grow to the ~10 ms target soon,
    // not be cut all at once from the first, slow timings.
    let running = 0;
    let mostRunning = 0;
    const sizes: number[] = [];
    const executor: Executor = {
      threads: 2,
      run: async (chunk) => {
        running++;
        mostRunning = Math.max(mostRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 0));
        running--;
        const result = echo(chunk);
        sizes.push(result.count);
        return { ...result, ms: result.count * (chunk.start < 4 ? 5 : 0.01) };
      },
      close: async () => {},
      destroy: async () => {},
    };
    const inputs = Array.from({ length: 20_000 }, (_, i) => input(i));
    const outcome = await runBatch({
      inputs: blocks(inputs, [20_000]),
      executor,
      write: () => {},
      window: 1024,
    });
    expect(outcome.count).toBe(20_000);
    expect(mostRunning).toBeLessThanOrEqual(6); // three chunks a thread
    expect(Math.max(...sizes)).toBeGreaterThan(900); // 10 ms at 0.01 ms an input: 1,000
    expect(sizes.length).toBeLessThan(100);
  });

  it("keeps memory flat on a long stream: inputs read and not yet written stay bounded", async () => {
    const total = 200_000;
    let generated = 0;
    let written = 0;
    let worst = 0;
    async function* lines(): AsyncGenerator<PuzzleInput[]> {
      while (generated < total) {
        const block = Array.from({ length: 1000 }, (_, k) => input(generated + k));
        generated += block.length;
        yield block;
      }
    }
    const outcome = await runBatch({
      inputs: lines(),
      executor: inlineExecutor(echo),
      write: (r) => {
        written += r.count;
        worst = Math.max(worst, generated - written);
      },
      window: 1024,
      maxInputs: 8192,
    });
    expect(outcome.count).toBe(total);
    // At most maxInputs (and the chunk that crosses it) and one block are held, whatever the input's length.
    expect(worst).toBeLessThanOrEqual(8192 + 1024 + 1000);
    expect(outcome.maxPending).toBeLessThanOrEqual(8192 + 1024 + 1000);
  });

  it("stops on the signal: what is done is written in order, the rest dropped, the executor destroyed", async () => {
    const controller = new AbortController();
    let destroyed = false;
    const executor: Executor = {
      // Chunk 0 answers; the others never do.
      run: (chunk) => (chunk.start === 0 ? Promise.resolve(echo(chunk)) : new Promise(() => {})),
      close: async () => {},
      destroy: async () => {
        destroyed = true;
      },
    };
    let out = "";
    const run = runBatch({
      inputs: blocks(
        Array.from({ length: 50 }, (_, i) => input(i)),
        [50],
      ),
      executor,
      write: (r) => {
        out += r.parts[0];
        controller.abort();
      },
      window: 4,
      chunkSize: 5,
      signal: controller.signal,
    });
    const outcome = await run;
    expect(outcome).toMatchObject({ count: 5, interrupted: true });
    expect(out).toBe("0 w0\n1 w1\n2 w2\n3 w3\n4 w4\n");
    expect(destroyed).toBe(true);
  });
});

describe("threadExecutor", () => {
  const job: BatchJob = { command: "solve", json: true, limit: 2 };
  const start = () =>
    workerStart("./batch.worker", import.meta.url, { module: typesModule, typeId: "fragile", job });
  const chunk = (start: number, words: string[]): Chunk => ({
    start,
    inputs: words.map((w, k) => input(start + k, w)),
  });
  const lines = (r: ChunkResult) => ndjsonValues(r.parts[0]!);
  /** The main thread's part where a test wants the threads to do everything. */
  const noHelp = () => {
    throw new Error("the main thread was not to help");
  };
  /** A pool of `fragile` on `start()` (two threads, the main thread solving what it is given), but for `options`. */
  const fragilePool = (options: Partial<ThreadOptions>) =>
    threadExecutor({
      threads: 2,
      typeId: "fragile",
      job,
      inline: (c) => runChunk(fragile, {}, job, c),
      help: false,
      ...options,
      start: options.start ?? start(),
    });
  /** The line of one input done by threads that cannot do `typeId` (the main thread does it, warning). */
  const fallenBack = async (from: WorkerStart, typeId: string, warnings: string[]) => {
    const executor = fragilePool({ threads: 1, start: from, typeId, warn: (m) => warnings.push(m) });
    const line = lines(await executor.run(chunk(0, ["c"])))[0];
    await executor.close();
    return line;
  };

  it("does chunks on threads; a thread that dies costs only the input that killed it, and is replaced", async () => {
    const executor = fragilePool({ inline: noHelp });
    try {
      const [a, b, c] = await Promise.all([
        executor.run(chunk(0, ["a", "b", "c"])),
        executor.run(chunk(3, ["d", "exit", "throw", "bad", "!x"])),
        executor.run(chunk(8, ["e"])),
      ]);
      expect(lines(a!).map((l) => l.solutions[0])).toEqual(["A", "B", "C"]);
      const middle = lines(b!);
      expect(middle.map((l) => l.index)).toEqual([3, 4, 5, 6, 7]);
      expect(middle[0]).toMatchObject({ status: "unique", solutions: ["D"] });
      expect(middle[1]).toMatchObject({
        status: "invalid",
        error: { message: "cannot solve: the worker thread stopped (exit code 3)" },
      });
      expect(middle[2]).toMatchObject({ status: "invalid", error: { message: "cannot solve: boom" } });
      // Errors point into the file: these are its lines 7 and 8.
      expect(middle[3]).toMatchObject({ status: "invalid", error: { message: "line 7: the word is bad" } });
      expect(middle[4]).toMatchObject({ status: "invalid", error: { line: 8, column: 1 } });
      expect(b!.invalid).toBe(4);
      expect(lines(c!)[0]).toMatchObject({ index: 8, solutions: ["E"] });
      // The dead thread was replaced: the pool still has two.
      expect(executor.threads).toBe(2);
      const again = await executor.run(chunk(9, ["f"]));
      expect(lines(again)[0]).toMatchObject({ solutions: ["F"] });
    } finally {
      await executor.close();
    }
    expect(executor.threads).toBe(0);
  });

  it("takes a chunk waiting behind a stuck one back for the idle thread; ends stuck threads when destroyed", async () => {
    const executor = fragilePool({ inline: echo });
    // Both are queued before any thread is up: the first thread up gets both (two chunks a thread), and the
    // second only finishes because the other thread takes it back unstarted.
    const stuck = executor.run(chunk(0, ["spin"]));
    const other = executor.run(chunk(1, ["ok"]));
    expect(lines(await other)[0]).toMatchObject({ solutions: ["OK"] });
    expect(executor.threads).toBe(2);
    await executor.destroy();
    expect(executor.threads).toBe(0);
    void stuck;
  });

  it("loads a type by id through a module's loadPuzzleType; an id it lacks leaves the batch to the main thread", async () => {
    const warnings: string[] = [];
    // Types named to load as the thread starts: one it lacks is said only if a chunk names it.
    const lazyStart = workerStart("./batch.worker", import.meta.url, {
      module: lazyTypesModule,
      preload: ["nothing", "fragile"],
    });
    const executor = fragilePool({ threads: 1, start: lazyStart, inline: noHelp });
    const [a, b] = await Promise.all([executor.run(chunk(0, ["where", "a"])), executor.run(chunk(2, ["b"]))]);
    await executor.close();
    expect([...lines(a), ...lines(b)].map((l) => l.solutions[0])).toEqual(["THREAD", "A", "B"]);
    expect(await fallenBack(lazyStart, "nothing", warnings)).toMatchObject({ solutions: ["C"] });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/worker threads unavailable .*loads no puzzle type 'nothing'/);
  });

  it("has the main thread help on a few inputs at most while no thread is up", async () => {
    const count = 200;
    const words = Array.from({ length: count }, (_, i) => input(i, "where"));
    const where: string[] = [];
    await runBatch({
      inputs: blocks(words, [count]),
      executor: threadExecutor({
        threads: 1,
        start: start(),
        typeId: "fragile",
        job,
        inline: (c) => runChunk(fragile, {}, job, c),
      }),
      write: (r) => {
        for (const l of lines(r)) where.push(l.solutions[0]);
      },
      window: 1024,
      chunkSize: 1,
    });
    expect(where).toHaveLength(count);
    // MAIN_THREAD_INPUTS: the main thread's solver never gets hot; the threads do the rest.
    expect(where.filter((w) => w === "MAIN").length).toBeLessThanOrEqual(16);
    expect(where.filter((w) => w === "THREAD").length).toBeGreaterThanOrEqual(count - 16);
  });

  // Which inputs start a second thread (thread-plan.ts): a pool that chooses from the work.
  const autoRun = async (word: string, count: number, chunkSize: number) => {
    // Main-thread chunks the batch was told of (`around`): while it is told it does not hear Ctrl-C.
    let told = 0;
    const pool = new ThreadPool({ threads: 2, auto: true, start: start() }).attach({
      inline: (_job, c) => runChunk(fragile, {}, job, c),
      around: (running) => {
        if (running) told++;
      },
    });
    const where: string[] = [];
    let most = 0;
    await runBatch({
      inputs: blocks(
        Array.from({ length: count }, (_, i) => input(i, word)),
        [count],
      ),
      executor: pool.executor("fragile", job),
      write: (r) => {
        most = Math.max(most, pool.threads);
        for (const l of lines(r)) where.push(l.solutions[0]);
      },
      window: 1024,
      chunkSize,
    });
    return { where, most, told };
  };

  it("on quick inputs solves on the main thread beside one worker thread of two, and starts no second", async () => {
    const { where, most, told } = await autoRun("where", 3000, 50);
    expect(where).toHaveLength(3000);
    expect(most).toBe(1);
    // Only its first, cold chunk gives up Ctrl-C; quick ones after it are over before one would matter.
    expect(told).toBe(1);
    // Beyond MAIN_THREAD_INPUTS: the main thread goes on solving while the work is quick.
    expect(where.filter((w) => w === "MAIN").length).toBeGreaterThan(16);
  });

  it("on slow inputs starts the second worker thread", async () => {
    // A thread's first chunk runs cold and does not count; the next one on any thread says the work is slow.
    const { where, most, told } = await autoRun("nap", 8, 1);
    expect(where).toHaveLength(8);
    expect(most).toBe(2);
    // Once the work is slow, every chunk the main thread still does (while no thread is up) gives up Ctrl-C.
    expect(told).toBeGreaterThanOrEqual(where.filter((w) => w === "MAIN").length - 1);
  });

  it("goes on on the main thread, saying so, when the threads cannot load the type", async () => {
    const warnings: string[] = [];
    const executor = fragilePool({ typeId: "nothing", warn: (m) => warnings.push(m) });
    const result = await executor.run(chunk(0, ["a", "b"]));
    await executor.close();
    expect(lines(result).map((l) => l.solutions[0])).toEqual(["A", "B"]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/worker threads unavailable .*exports no puzzle type 'nothing'/);
    // A module that does not load at all: the same.
    const noModule = workerStart("./batch.worker", import.meta.url, {
      module: new URL("./no-such-module.ts", import.meta.url).href,
    });
    expect(await fallenBack(noModule, "fragile", warnings)).toMatchObject({ solutions: ["C"] });
    expect(warnings[1]).toMatch(/worker threads unavailable/);
  });
});
