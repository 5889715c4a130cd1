import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { bundledThread, type WorkerStart, workerStart } from "@gridsmith/kit/cli";
import { Piscina } from "piscina";
import { defaultThreadMemoryMb } from "../config.js";
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

/** How to start the threads of {@link piscinaExecutor}. */
export interface PiscinaExecutorOptions {
  threads: number;
  /** Module the threads load their puzzle types from; default `@gridsmith/catalog`. */
  typesModule?: string;
  /**
   * Largest JS heap of each thread (V8's old generation), in MiB; default {@link defaultThreadMemoryMb}. A task
   * that needs more ends its own thread (piscina starts another) and fails with {@link OutOfMemoryError}.
   * Memory outside the JS heap (the contents of typed arrays) is not counted.
   */
  memoryMb?: number;
}

/**
 * A task's thread reached its heap limit and was ended; piscina has started another. Its message is a
 * sentence for the client (the API puts it in the `worker-crashed` problem).
 */
export class OutOfMemoryError extends Error {
  readonly code = "ERR_WORKER_OUT_OF_MEMORY";
  constructor(readonly memoryMb: number) {
    super(`the solver ran out of memory on this puzzle (a solver thread may use ${memoryMb} MiB)`);
    this.name = "OutOfMemoryError";
  }
}

/**
 * How the solver threads start. Built (`.js`), from the worker entry. From sources (`.ts`: the tests, `pnpm
 * dev`), from a plain-JS bundle of the thread's code and its types module when esbuild is at hand: a thread
 * started through tsx's loader costs some 2-3 s of CPU to import its modules one by one through tsx's hooks
 * (tooling/bench/RESULTS.md, ci17 and ci18), a bundled one a fraction of that; else through tsx (`workerStart`).
 */
async function threadStart(typesModule: string | undefined): Promise<WorkerStart> {
  const plain = workerStart("../worker/solver.worker", import.meta.url, { typesModule });
  if (!import.meta.url.endsWith(".ts")) return plain;
  const types = typesModule ?? "@gridsmith/catalog";
  const handler = fileURLToPath(new URL("../worker/solver-thread.ts", import.meta.url));
  const contents = [
    `import * as types from ${JSON.stringify(types.startsWith("file:") ? fileURLToPath(types) : types)};`,
    `import { solverWorkerOf } from ${JSON.stringify(handler)};`,
    `export default solverWorkerOf(types, ${JSON.stringify(types)});`,
  ].join("\n");
  try {
    const bundled = await bundledThread(contents, dirname(handler), true, { typesModule });
    if (bundled !== undefined) return bundled;
  } catch {
    // Not bundled (e.g. a types module esbuild cannot read): tsx's way below still works.
  }
  return plain;
}

/**
 * Node's flags for a solver thread: the start's own (else the process's, as a Worker would inherit them), with
 * `require()` of ES modules off. Piscina loads a thread's entry with `require()` first, and on Node 20 a
 * `require()` that reaches an ES module instantiates it synchronously; a thread ended in the middle of that (the
 * pool closed or destroyed while its threads start, a thread past its heap limit) aborts the whole process
 * with a V8 fatal error, not an exception (pools destroyed 0-400 ms after their start: 5 of 101 processes
 * aborted; with this flag 0 of 101, tooling/bench/RESULTS.md). Without it piscina takes its `import()` path,
 * which an ended thread leaves cleanly.
 */
export function solverThreadExecArgv(start: WorkerStart): string[] {
  const flags = start.execArgv ?? process.execArgv;
  return process.allowedNodeEnvironmentFlags.has(noRequireModule) ? [...flags, noRequireModule] : [...flags];
}

const noRequireModule = "--no-experimental-require-module";

/** Piscina threads that load their puzzle types from `typesModule` (default `@gridsmith/catalog`). */
export function piscinaExecutor(options: PiscinaExecutorOptions): ThreadExecutor {
  const memoryMb = options.memoryMb ?? defaultThreadMemoryMb;
  const started = threadStart(options.typesModule).then((start) => {
    const piscina = new Piscina<WorkerTask, WorkerResult>({
      ...start,
      execArgv: solverThreadExecArgv(start),
      // A thread past this is ended by Node (the process and the other threads go on): the worker emits an
      // error with code ERR_WORKER_OUT_OF_MEMORY, which piscina hands to the task it was running as the
      // rejection, and it starts a new thread in its place.
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
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
    return piscina;
  });
  return {
    run: (task, signal) =>
      started
        .then((piscina) => piscina.run(task, { signal }))
        .catch((error: unknown) => {
          throw isOutOfMemory(error) ? new OutOfMemoryError(memoryMb) : error;
        }),
    close: () => started.then((piscina) => piscina.close()),
    destroy: () => started.then((piscina) => piscina.destroy()),
  };
}

/** Whether piscina rejected a task because its thread reached its `resourceLimits`. */
export function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY";
}
