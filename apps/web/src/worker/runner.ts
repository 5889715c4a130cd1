import type { AnyPuzzleType, SolveProgress } from "@gridsmith/kit";
import {
  Cancelled,
  execute,
  type FromWorker,
  type Job,
  type JobResult,
  type Runner,
  type Task,
} from "./jobs.ts";

/**
 * Runs jobs in module Web Workers, one job per worker at a time. Workers are made on first use (jsdom and
 * old browsers have none). A job never waits on a busy worker: it takes the idle one, else a fresh one.
 * Cancelling a job terminates its worker, so a runaway search can always be stopped and the next job gets a
 * fresh worker; this is the one way a busy worker is replaced, and the page cancels a job as soon as new
 * work makes it stale (another puzzle opened, Cancel, a time limit passed). A worker that answered is kept
 * idle for the next job; one is kept, a second idle one is terminated (each holds the packages it loaded).
 */
export function createWorkerRunner(
  makeWorker: () => Worker = () =>
    new Worker(new URL("./solver.worker.ts", import.meta.url), { type: "module", name: "gridsmith-solver" }),
): Runner {
  const idle: Worker[] = [];
  const keepIdle = 1;
  let nextId = 1;
  return {
    run<J extends Job>(job: J, onProgress?: (progress: SolveProgress) => void): Task<JobResult<J>> {
      const worker = idle.pop() ?? makeWorker();
      const id = nextId++;
      let settle: { resolve(value: unknown): void; reject(err: unknown): void };
      let finished = false;
      const promise = new Promise<JobResult<J>>((resolve, reject) => {
        settle = { resolve: resolve as (value: unknown) => void, reject };
      });
      const finish = (keep: boolean) => {
        finished = true;
        worker.removeEventListener("message", onMessage);
        worker.removeEventListener("error", onError);
        if (keep && idle.length < keepIdle) idle.push(worker);
        else worker.terminate();
      };
      const onMessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.id !== id) return;
        if (message.kind === "progress") onProgress?.(message.progress);
        else if (message.kind === "done") {
          finish(true);
          settle.resolve(message.result);
        } else {
          finish(true);
          settle.reject(new Error(message.message));
        }
      };
      const onError = (event: ErrorEvent) => {
        event.preventDefault();
        finish(false);
        settle.reject(new Error(event.message || "the solver worker stopped with an error"));
      };
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
      worker.postMessage({ id, job });
      return {
        promise,
        cancel() {
          if (finished) return;
          finish(false);
          settle.reject(new Cancelled());
        },
      };
    },
  };
}

/**
 * Runs jobs on the page's own thread, a tick later, for tests and for browsers without module workers.
 * Cancel aborts through the solver's AbortSignal.
 */
export function createLocalRunner(find: (id: string) => AnyPuzzleType | undefined): Runner {
  return {
    run<J extends Job>(job: J, onProgress?: (progress: SolveProgress) => void): Task<JobResult<J>> {
      const controller = new AbortController();
      let cancelled = false;
      let fail: (err: unknown) => void = () => {};
      const promise = new Promise<JobResult<J>>((resolve, reject) => {
        fail = reject;
        setTimeout(async () => {
          try {
            if (cancelled) return reject(new Cancelled());
            const hooks = onProgress
              ? { signal: controller.signal, onProgress }
              : { signal: controller.signal };
            resolve((await execute(find, job, hooks)) as JobResult<J>);
          } catch (err) {
            reject(err);
          }
        }, 0);
      });
      return {
        promise,
        cancel() {
          cancelled = true;
          controller.abort();
          fail(new Cancelled());
        },
      };
    },
  };
}

/** The runner the site uses: workers when the browser has them, else the page thread. */
export function defaultRunner(find: (id: string) => AnyPuzzleType | undefined): Runner {
  return typeof Worker === "function" ? createWorkerRunner() : createLocalRunner(find);
}
