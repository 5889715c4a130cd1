import { availableParallelism } from "node:os";
import type { WorkerResult, WorkerTask } from "../worker/tasks.js";
import { piscinaExecutor, type ThreadExecutor } from "./thread-executor.js";

/** How to size and feed the pool. */
export interface SolverPoolOptions {
  /** Worker threads for normal work; default `os.availableParallelism()`. */
  threads?: number;
  /**
   * Extra threads, used only while tasks have run longer than `slowMs`: each such task gets one, up to this
   * many, so slow puzzles never take the threads fast ones need. Default: as many as `threads`.
   */
  spareThreads?: number;
  /** When a running task counts as slow; default 250 ms. */
  slowMs?: number;
  /**
   * How many heavy tasks (generate, explain, grade: whole searches by design) may run at once; queued fast
   * tasks overtake the heavy ones that wait for a slot. Default half the threads, at least 1.
   */
  heavyThreads?: number;
  /** Tasks that may wait for a thread; past that the API answers 503. Default 32 per thread. */
  maxQueue?: number;
  /**
   * Module the workers import their puzzle types from (its `puzzleTypes` export); default
   * `@gridsmith/catalog`. Tests point this at a file of fake types.
   */
  typesModule?: string;
  /** Heap limit of each thread in MiB (see `piscinaExecutor`); default 512. */
  threadMemoryMb?: number;
  /** How long past a task's deadline the pool waits before it kills the worker; default 1000 ms. */
  graceMs?: number;
  /**
   * What runs the tasks; default piscina threads (`threads + spareThreads` of them) loading `typesModule`.
   * The scheduling tests give a scripted one.
   */
  executor?: ThreadExecutor;
}

/** How a pooled task ended. The pool never throws for these: the route turns each into an answer. */
export type PoolOutcome =
  | { kind: "done"; result: WorkerResult }
  /** The deadline plus the grace period passed and the task was dropped (its worker killed if it ran). */
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

interface Job {
  task: WorkerTask;
  resolve(outcome: PoolOutcome): void;
  startedAt?: number;
  /**
   * Set by the job's own timer once it has run `slowMs`. A flag, not a clock comparison: a timer may fire a
   * millisecond before `Date.now()` says its time has come, and a capacity recomputed from the clock then
   * would not see the job as slow, and nothing would ever look again (the fast task behind it would wait).
   */
  slow: boolean;
  /** The caller went away while the job was young: end its thread when it turns slow, if it still runs. */
  killWhenSlow: boolean;
  /** Set when the pool gives up on the job, so piscina's rejection is read as this, not as a crash. */
  abortedAs?: "timeout" | "cancelled";
  controller: AbortController;
  timers: ReturnType<typeof setTimeout>[];
  detach(): void;
  /** The caller has its outcome (it may get it before the task ends: see {@link SolverPool.abort}). */
  answered: boolean;
  /** The task has left the pool: its thread is free. */
  settled: boolean;
}

/** Operations that search by design and take long on any puzzle; the rest are usually quick. */
function isHeavy(task: WorkerTask): boolean {
  return task.op === "generate" || task.op === "explain" || task.op === "grade";
}

/**
 * The worker-thread pool that runs every solver, so the event loop never does. The executor owns the
 * threads (piscina replaces one that dies); this class owns the queue, so it can bound it, give each task a hard
 * deadline, cancel by AbortSignal, answer with outcomes instead of exceptions, and keep slow work from
 * holding up fast work: heavy operations share a few slots, and a task that turns slow gets a spare thread
 * started beside it.
 */
export class SolverPool {
  readonly threads: number;
  readonly spareThreads: number;
  readonly slowMs: number;
  readonly heavyThreads: number;
  readonly maxQueue: number;
  readonly graceMs: number;
  private readonly executor: ThreadExecutor;
  private readonly queue: Job[] = [];
  private readonly running = new Set<Job>();
  private readonly counts = { completed: 0, timedOut: 0, cancelled: 0, rejected: 0, crashed: 0 };
  /** Moving average of task run time in ms, for Retry-After. */
  private averageMs = 100;
  private closing = false;
  private onIdle: (() => void) | undefined;
  private readyPromise: Promise<string[]> | undefined;
  private readyTypes: string[] | undefined;

  constructor(options: SolverPoolOptions = {}) {
    this.threads = Math.max(1, options.threads ?? availableParallelism());
    this.spareThreads = Math.max(0, options.spareThreads ?? this.threads);
    this.slowMs = Math.max(1, options.slowMs ?? 250);
    this.heavyThreads = Math.max(1, options.heavyThreads ?? Math.floor(this.threads / 2));
    this.maxQueue = Math.max(0, options.maxQueue ?? this.threads * 32);
    this.graceMs = Math.max(0, options.graceMs ?? 1000);
    this.executor =
      options.executor ??
      piscinaExecutor({
        threads: this.threads + this.spareThreads,
        typesModule: options.typesModule,
        memoryMb: options.threadMemoryMb,
      });
  }

  /**
   * Resolves with the type ids a worker loaded, once one worker has started and answered. Rejects when a
   * worker cannot start (for instance when the catalog is not built).
   */
  ready(): Promise<string[]> {
    this.readyPromise ??= this.executor.run({ op: "ping" }, new AbortController().signal).then((reply) => {
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
    return { ...this.counts, running: this.running.size, queued: this.queue.length };
  }

  /**
   * Runs a task. `deadline` (epoch ms) is the request's time limit: the worker is told to stop by then and,
   * should it not, it is killed `graceMs` later. `signal` cancels the task, queued or running.
   */
  run(task: WorkerTask, options: { deadline: number; signal?: AbortSignal }): Promise<PoolOutcome> {
    if (this.closing) return Promise.resolve({ kind: "closing" });
    if (options.signal?.aborted) return Promise.resolve({ kind: "cancelled" });
    if (this.queue.length >= this.maxQueue && this.running.size >= this.capacity()) {
      this.counts.rejected++;
      return Promise.resolve({ kind: "busy", retryAfterSeconds: this.retryAfterSeconds() });
    }
    return new Promise<PoolOutcome>((resolve) => {
      const signal = options.signal;
      const onAbort = () => this.abort(job, "cancelled");
      const job: Job = {
        task,
        resolve,
        controller: new AbortController(),
        timers: [],
        detach: () => signal?.removeEventListener("abort", onAbort),
        answered: false,
        settled: false,
        slow: false,
        killWhenSlow: false,
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      const backstop = Math.max(0, options.deadline + this.graceMs - Date.now());
      job.timers.push(setTimeout(() => this.abort(job, "timeout"), backstop));
      this.queue.push(job);
      this.pump();
    });
  }

  /** Threads tasks may use now: the normal ones, plus one spare for each task that has run too long. */
  private capacity(): number {
    let slow = 0;
    for (const job of this.running) if (job.slow) slow++;
    return this.threads + Math.min(this.spareThreads, slow);
  }

  /** Starts queued jobs while there is capacity, oldest first, skipping heavy ones while their slots are full. */
  private pump(): void {
    let heavy = 0;
    for (const job of this.running) if (isHeavy(job.task)) heavy++;
    for (let i = 0; i < this.queue.length && this.running.size < this.capacity(); ) {
      const job = this.queue[i]!;
      if (isHeavy(job.task)) {
        if (heavy >= this.heavyThreads) {
          i++;
          continue;
        }
        heavy++;
      }
      this.queue.splice(i, 1);
      this.start(job);
    }
  }

  private start(job: Job): void {
    job.startedAt = Date.now();
    this.running.add(job);
    job.timers.push(setTimeout(() => this.turnSlow(job), this.slowMs));
    this.executor.run(job.task, job.controller.signal).then(
      (result) => this.finish(job, { kind: "done", result }),
      (error: unknown) =>
        this.finish(
          job,
          job.abortedAs
            ? { kind: job.abortedAs }
            : { kind: "crashed", message: error instanceof Error ? error.message : String(error) },
        ),
    );
  }

  /** The job has run `slowMs`: a queued job may now take a spare thread, and an abandoned one is ended. */
  private turnSlow(job: Job): void {
    if (job.settled) return;
    job.slow = true;
    if (job.killWhenSlow) job.controller.abort(new Error("cancelled"));
    this.pump();
  }

  /**
   * Gives up on a job and answers its caller at once. A queued job leaves the queue. A running one that
   * passed its deadline has its worker killed; one whose client went away is killed only once it has run
   * `slowMs`: most tasks end sooner than a new worker would take to boot, and killing workers for every
   * dropped connection would leave no warm threads under load.
   */
  private abort(job: Job, as: "timeout" | "cancelled"): void {
    if (job.settled || job.abortedAs) return;
    job.abortedAs = as;
    this.answer(job, { kind: as });
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(job);
      return;
    }
    if (as === "timeout" || job.slow) job.controller.abort(new Error(as));
    else job.killWhenSlow = true;
  }

  /** Gives the caller its outcome, once, and counts it. */
  private answer(job: Job, outcome: PoolOutcome): void {
    if (job.answered) return;
    job.answered = true;
    job.detach();
    if (outcome.kind === "done") this.counts.completed++;
    else if (outcome.kind === "timeout") this.counts.timedOut++;
    else if (outcome.kind === "cancelled") this.counts.cancelled++;
    else if (outcome.kind === "crashed") this.counts.crashed++;
    job.resolve(outcome);
  }

  /** The task's thread is free: answer the caller if nobody has, and start what waits. */
  private finish(job: Job, outcome: PoolOutcome): void {
    if (outcome.kind === "done") this.averageMs = 0.8 * this.averageMs + 0.2 * (Date.now() - job.startedAt!);
    this.answer(job, outcome);
    this.settle(job);
  }

  private settle(job: Job): void {
    if (job.settled) return;
    job.settled = true;
    for (const timer of job.timers) clearTimeout(timer);
    this.running.delete(job);
    this.pump();
    if (this.running.size === 0 && this.queue.length === 0) this.onIdle?.();
  }

  /** A rough wait until the queue has room: the work ahead spread over the threads, 1 to 60 s. */
  retryAfterSeconds(): number {
    const ms = ((this.queue.length + this.running.size) * this.averageMs) / this.threads;
    return Math.min(60, Math.max(1, Math.ceil(ms / 1000)));
  }

  /** Stops taking tasks, lets queued and running ones finish, then ends the workers. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.running.size > 0 || this.queue.length > 0) {
      await new Promise<void>((resolve) => {
        this.onIdle = resolve;
      });
    }
    await this.executor.close();
  }

  /** Ends the workers now, failing whatever is queued or running. */
  async destroy(): Promise<void> {
    this.closing = true;
    for (const job of [...this.queue, ...this.running]) {
      this.abort(job, "cancelled");
      job.controller.abort(new Error("pool destroyed"));
    }
    await this.executor.destroy();
  }
}
