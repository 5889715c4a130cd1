// The executors a batch runs its chunks with (`runBatch`): on the main thread, or on a pool of its own.
import type { Executor } from "../batch/run.js";
import type { BatchJob, Chunk, ChunkResult } from "../batch/work.js";
import { type PoolOptions, ThreadPool } from "./batch.js";

/** Chunks on the main thread, one after the other. `around` is told when one starts and ends. */
export function inlineExecutor(
  run: (chunk: Chunk) => ChunkResult,
  around?: (running: boolean) => void,
): Executor {
  return {
    run(chunk) {
      // Let pending signals and writes through between chunks.
      return new Promise((resolve) =>
        setImmediate(() => {
          around?.(true);
          try {
            resolve(run(chunk));
          } finally {
            around?.(false);
          }
        }),
      );
    },
    close: async () => {},
    destroy: async () => {},
  };
}

/** What {@link threadExecutor} needs: a pool's options and its use, for one batch of one type. */
export interface ThreadOptions extends PoolOptions {
  typeId: string;
  job: BatchJob;
  /** Solves a chunk on the main thread (while threads boot, or when they cannot load the type). */
  inline(chunk: Chunk): ChunkResult;
  /** Told when the threads start (true) and stop (false) working, e.g. to hold the progress bar. */
  around?(running: boolean): void;
  /** Where a warning goes (threads that could not start, so the batch runs on one thread). */
  warn?(message: string): void;
}

/** A {@link ThreadPool} of its own for one batch. */
export function threadExecutor(options: ThreadOptions): Executor {
  return new ThreadPool(options)
    .attach({ inline: (_job, chunk) => options.inline(chunk), around: options.around, warn: options.warn })
    .executor(options.typeId, options.job);
}
