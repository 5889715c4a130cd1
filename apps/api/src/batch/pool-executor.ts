import {
  type BatchJob,
  type Chunk,
  type ChunkResult,
  type Executor,
  failedChunk,
  mergeResults,
  singleChunks,
} from "@gridsmith/kit/batch";
import type { TaskRunner } from "../app-core.js";
import { BatchStop } from "./batch-stop.js";

/** What {@link poolExecutor} needs for one batch request. */
export interface PoolExecutorOptions {
  runner: TaskRunner;
  type: string;
  job: BatchJob;
  /** Epoch ms by which the whole batch must be done. */
  deadline: number;
  /** Fires when the client goes away. */
  signal: AbortSignal;
  /** Ends the batch early (the time limit passed, the server is stopping): the route writes why. */
  stop(reason: BatchStop): void;
  /** How long to wait before asking again when the pool's queue is full; default 50 ms. */
  retryMs?: number;
}

/** A promise that never settles: a chunk that ends the batch holds the output there, so nothing after it is written. */
const never = new Promise<never>(() => {});

/**
 * Runs a batch's chunks in the solver pool, as `batch` tasks. A full queue is waited out (a batch gives way
 * to single requests rather than failing). A worker that crashes takes its chunk with it: the chunk is done
 * again puzzle by puzzle, and the puzzle that crashes a worker again gets an error line of its own. The
 * batch's time limit and a server shutdown stop the batch (through `stop`) at the chunk that met them.
 */
export function poolExecutor(options: PoolExecutorOptions): Executor {
  const { runner, type, job, deadline, signal } = options;
  const retryMs = options.retryMs ?? 50;
  const run = async (chunk: Chunk): Promise<ChunkResult> => {
    for (;;) {
      const outcome = await runner.run({ op: "batch", type, job, chunk }, { deadline, signal });
      switch (outcome.kind) {
        case "done":
          if (outcome.result.ok) return outcome.result.value as ChunkResult;
          return failedChunk(job, chunk, `cannot ${job.command}: ${outcome.result.message}`);
        case "busy":
          if (Date.now() + retryMs >= deadline) return stopAt(timeLimit());
          await new Promise((resolve) => setTimeout(resolve, retryMs));
          if (signal.aborted) return never;
          continue;
        case "crashed": {
          const chunks = singleChunks(chunk);
          if (chunks.length === 1) {
            return failedChunk(
              job,
              chunk,
              `cannot ${job.command}: the worker crashed on this puzzle (${outcome.message})`,
            );
          }
          return mergeResults(await Promise.all(chunks.map(run)));
        }
        case "timeout":
          return stopAt(timeLimit());
        case "closing":
          return stopAt(
            new BatchStop(
              "shutting-down",
              "Server is shutting down",
              "the server is restarting or stopping; send the puzzles not done again in a few seconds",
            ),
          );
        case "cancelled":
          return never;
      }
    }
  };
  const stopAt = (reason: BatchStop): Promise<never> => {
    options.stop(reason);
    return never;
  };
  const timeLimit = () =>
    new BatchStop(
      "time-limit",
      "Time limit reached",
      "the batch's time limit passed; the puzzles not done can be sent again in another request",
    );
  return { run, close: async () => {}, destroy: async () => {} };
}
