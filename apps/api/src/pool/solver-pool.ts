import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import type { WorkerResult, WorkerTask } from "../worker/tasks.js";
import { workerStart } from "../worker-start.js";

/** How to size and feed the pool. */
export interface SolverPoolOptions {
  /** Worker threads; default `os.availableParallelism()`. */
  threads?: number;
  /** Tasks that may wait for a free worker; past that the API answers 503. Default 8 per thread. */
  maxQueue?: number;
  /**
   * Module the workers import their puzzle types from (its `puzzleTypes` export); default
   * `@gridsmith/catalog`. Tests point this at a file of fake types.
   */
  typesModule?: string;
  /** How long past a task's deadline the pool waits before it kills the worker; default 1000 ms. */
  graceMs?: number;
}

/** How a pooled task ended. The pool never throws for these: the route turns each into an answer. */
export type PoolOutcome =
  | { kind: "done"; result: WorkerResult }
  /** The deadline plus the grace period passed and the worker was stopped (the hard backstop). */
  | { kind: "timeout" }
  /** The caller's signal fired (the client went away). */
  | { kind: "cancelled" }
  /** The queue is full; try again in `retryAfterSeconds`. */
  | { kind: "busy"; retryAfterSeconds: number }
  /** The pool is shutting down. */
  | { kind: "closing" }
  /** The worker died under this task (piscina starts a new one). */
  | { kind: "crashed"; message: string };

/** Counters for logs, tests and the load benchmark. */
export interface PoolStats {
  completed: number;
  timedOut: number;
  cancelled: number;
  rejected: number;
  crashed: number;
  running: number;
  queued: number;
}

/**
 * The worker-thread pool that runs every solver, so the event loop never does. Wraps piscina with a
 * bounded queue, a hard deadline per task, cancellation by AbortSignal, and outcomes instead of exceptions.
 */
export class SolverPool {
  readonly threads: number;
  readonly maxQueue: number;
  readonly graceMs: number;
  private readonly piscina: Piscina<WorkerTask, WorkerResult>;
  private readonly counts = { completed: 0, timedOut: 0, cancelled: 0, rejected: 0, crashed: 0 };
  /** Tasks handed to piscina and not yet settled: running ones, then queued ones. */
  private inPool = 0;
  /** Moving average of task run time in ms, for Retry-After. */
  private averageMs = 100;
  private closing = false;
  private readyPromise: Promise<string[]> | undefined;
  private readyTypes: string[] | undefined;

  constructor(options: SolverPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.maxQueue = Math.max(0, options.maxQueue ?? this.threads * 8);
    this.graceMs = Math.max(0, options.graceMs ?? 1000);
    const start = workerStart("../worker/solver.worker", import.meta.url, {
      typesModule: options.typesModule,
    });
    this.piscina = new Piscina({
      ...start,
      minThreads: this.threads,
      maxThreads: this.threads,
      // The queue bound is kept here, not by piscina's maxQueue: piscina does not count abortable tasks
      // (and every task here has a signal) against it.
      idleTimeout: Number.POSITIVE_INFINITY,
    });
    // A worker that dies between tasks has no task to fail; piscina then emits 'error'. Without a listener
    // that would crash the process.
    this.piscina.on("error", (error: unknown) => {
      console.error(`solver pool: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * Resolves with the type ids a worker loaded, once one worker has started and answered. Rejects when a
   * worker cannot start (for instance when the catalog is not built).
   */
  ready(): Promise<string[]> {
    this.readyPromise ??= this.piscina.run({ op: "ping" }).then((reply) => {
      if (!reply.ok) throw new Error(reply.message);
      this.readyTypes = (reply.value as { types: string[] }).types;
      return this.readyTypes;
    });
    return this.readyPromise;
  }

  /** True once {@link ready} has succeeded and until {@link close} is called. */
  get isReady(): boolean {
    return this.readyTypes !== undefined && !this.closing;
  }

  get stats(): PoolStats {
    return {
      ...this.counts,
      running: Math.min(this.inPool, this.threads),
      queued: Math.max(0, this.inPool - this.threads),
    };
  }

  /**
   * Runs a task. `deadline` (epoch ms) is the request's time limit: the worker is told to stop by then and,
   * should it not, it is killed `graceMs` later. `signal` cancels the task (queued or running).
   */
  async run(task: WorkerTask, options: { deadline: number; signal?: AbortSignal }): Promise<PoolOutcome> {
    if (this.closing) return { kind: "closing" };
    if (options.signal?.aborted) return { kind: "cancelled" };
    if (this.inPool >= this.threads + this.maxQueue) {
      this.counts.rejected++;
      return { kind: "busy", retryAfterSeconds: this.retryAfterSeconds() };
    }
    const backstop = new AbortController();
    const timer = setTimeout(
      () => backstop.abort(new Error("deadline passed")),
      Math.max(0, options.deadline + this.graceMs - Date.now()),
    );
    const signal = options.signal ? AbortSignal.any([options.signal, backstop.signal]) : backstop.signal;
    const started = Date.now();
    this.inPool++;
    try {
      const result = await this.piscina.run(task, { signal });
      this.counts.completed++;
      this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - started);
      return { kind: "done", result };
    } catch (error) {
      if (backstop.signal.aborted) {
        this.counts.timedOut++;
        return { kind: "timeout" };
      }
      if (options.signal?.aborted) {
        this.counts.cancelled++;
        return { kind: "cancelled" };
      }
      this.counts.crashed++;
      return { kind: "crashed", message: error instanceof Error ? error.message : String(error) };
    } finally {
      this.inPool--;
      clearTimeout(timer);
    }
  }

  /** A rough wait until the queue has room: the queue's work spread over the threads, 1 to 60 s. */
  retryAfterSeconds(): number {
    const ms = (this.inPool * this.averageMs) / this.threads;
    return Math.min(60, Math.max(1, Math.ceil(ms / 1000)));
  }

  /** Stops taking tasks, lets queued and running ones finish, then ends the workers. */
  async close(): Promise<void> {
    this.closing = true;
    await this.piscina.close();
  }

  /** Ends the workers now, failing whatever is queued or running. */
  async destroy(): Promise<void> {
    this.closing = true;
    await this.piscina.destroy();
  }
}
