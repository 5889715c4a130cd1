import { workerStart } from "@gridsmith/kit/cli";
import { Piscina } from "piscina";
import type { WorkerResult, WorkerTask } from "../worker/tasks.js";

/**
 * Runs one task on a worker thread, now. The {@link SolverPool} decides what runs when; an executor only
 * runs what it is given. Piscina's in production, a scripted one in the pool's scheduling tests.
 */
export interface ThreadExecutor {
  /** Runs `task`; an aborted `signal` stops it (a running task's thread is ended) and rejects. */
  run(task: WorkerTask, signal: AbortSignal): Promise<WorkerResult>;
  /** Ends the threads once their tasks are done. */
  close(): Promise<void>;
  /** Ends the threads now. */
  destroy(): Promise<void>;
}

/** Piscina threads that load their puzzle types from `typesModule` (default `@gridsmith/catalog`). */
export function piscinaExecutor(options: { threads: number; typesModule?: string }): ThreadExecutor {
  const start = workerStart("../worker/solver.worker", import.meta.url, { typesModule: options.typesModule });
  const piscina = new Piscina<WorkerTask, WorkerResult>({
    ...start,
    // Every thread is started up front and kept: a spare one that had to boot (import the catalog) when a
    // task turned slow would come too late to help the fast tasks waiting behind it. Idle, they cost memory.
    minThreads: options.threads,
    maxThreads: options.threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  // A worker that dies between tasks has no task to fail; piscina then emits 'error'. Without a listener
  // that would crash the process.
  piscina.on("error", (error: unknown) => {
    console.error(`solver pool: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    run: (task, signal) => piscina.run(task, { signal }),
    close: () => piscina.close(),
    destroy: () => piscina.destroy(),
  };
}
