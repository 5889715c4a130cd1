import { availableParallelism } from "node:os";
import type { WorkerResult, WorkerTask } from "../worker/tasks.js";
import { isHeavy, isSlowByKind, type Job, type Lane } from "./pool-job.js";
import { SlowClasses } from "./slow-classes.js";
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
   * How many tasks of one cost class may wait in the quick lane at once; the class's further tasks wait
   * with the slow work. Default: as many as `threads`.
   */
  quickPerClass?: number;
  /** How long a cost class that ran slow is taken for slow without being tried again; default 30 000 ms. */
  slowClassMs?: number;
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

/** What {@link SolverPool.run} takes besides the task. */
export interface RunOptions {
  /** Epoch ms: the request's time limit. */
  deadline: number;
  /** Cancels the task, queued or running. */
  signal?: AbortSignal;
  /**
   * Tasks of one class cost about the same (the API uses type, operation and body size); the pool learns
   * which classes run slow and queues their tasks apart from the rest. Default: the type and operation.
   */
  costClass?: string;
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

/**
 * The worker-thread pool that runs every solver, so the event loop never does. The executor owns the
 * threads (piscina replaces one that dies); this class owns the queue, so it can bound it, give each task a hard
 * deadline, cancel by AbortSignal, answer with outcomes instead of exceptions, and keep slow work from
 * holding up fast work: heavy operations share a few slots, a task that turns slow gets a spare thread
 * started beside it, and work of a cost class that runs slow waits in a lane of its own.
 *
 * The two lanes, so that a flood of slow requests cannot shut out cheap ones: a task of a class not known to
 * be slow waits in the quick lane (at most `quickPerClass` of one class at a time), and is started first; a
 * solve there gets `slowMs` of time, and one that needs more marks its class slow and waits again in the
 * slow lane with what is left of its time limit. The slow lane holds the heavy operations, batches and the
 * slow classes' tasks, is bounded by `maxQueue`, and may use every thread but one: a cheap request always
 * finds a thread within one quick task's time.
 */
export class SolverPool {
  readonly threads: number;
  readonly spareThreads: number;
  readonly slowMs: number;
  readonly heavyThreads: number;
  readonly maxQueue: number;
  readonly graceMs: number;
  private readonly executor: ThreadExecutor;
  readonly quickPerClass: number;
  readonly slowClassMs: number;
  private readonly queues: Record<Lane, Job[]> = { quick: [], slow: [] };
  private readonly slowClasses: SlowClasses;
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
    this.quickPerClass = Math.max(1, options.quickPerClass ?? this.threads);
    this.slowClassMs = Math.max(0, options.slowClassMs ?? 30_000);
    this.slowClasses = new SlowClasses(this.slowClassMs);
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
    return { ...this.counts, running: this.running.size, queued: this.queued };
  }

  private get queued(): number {
    return this.queues.quick.length + this.queues.slow.length;
  }

  /**
   * Runs a task. `deadline` (epoch ms) is the request's time limit: the worker is told to stop by then and,
   * should it not, it is killed `graceMs` later. `signal` cancels the task, queued or running.
   */
  run(task: WorkerTask, options: RunOptions): Promise<PoolOutcome> {
    if (this.closing) return Promise.resolve({ kind: "closing" });
    if (options.signal?.aborted) return Promise.resolve({ kind: "cancelled" });
    const costClass = options.costClass ?? ("type" in task ? `${task.type}/${task.op}` : task.op);
    const lane = this.laneFor(task, costClass);
    if (!this.hasRoom(lane)) {
      this.counts.rejected++;
      return Promise.resolve({ kind: "busy", retryAfterSeconds: this.retryAfterSeconds() });
    }
    return new Promise<PoolOutcome>((resolve) => {
      const signal = options.signal;
      const onAbort = () => this.abort(job, "cancelled");
      const job: Job = {
        task,
        lane,
        costClass,
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
      this.queues[lane].push(job);
      this.pump();
    });
  }

  /** The lane a new task waits in: see the class's description. */
  private laneFor(task: WorkerTask, costClass: string): Lane {
    if (isSlowByKind(task) || this.slowClasses.has(costClass)) return "slow";
    let waiting = 0;
    for (const job of this.queues.quick) if (job.costClass === costClass) waiting++;
    return waiting < this.quickPerClass ? "quick" : "slow";
  }

  /** Whether a task may wait in `lane` now: its queue is under `maxQueue`, or a thread is free for it. */
  private hasRoom(lane: Lane): boolean {
    if (this.queues[lane].length < this.maxQueue) return true;
    if (this.running.size >= this.capacity()) return false;
    if (lane === "quick") return true;
    let slow = 0;
    for (const job of this.running) if (job.lane === "slow") slow++;
    return slow < this.slowLaneThreads();
  }

  /** Threads tasks may use now: the normal ones, plus one spare for each task that has run too long. */
  private capacity(): number {
    let slow = 0;
    for (const job of this.running) if (job.slow) slow++;
    return this.threads + Math.min(this.spareThreads, slow);
  }

  /**
   * Starts queued jobs while there is capacity: the quick lane first, oldest first (a job whose class has
   * turned slow meanwhile moves to the slow lane); then the slow lane, oldest first, skipping heavy ones
   * while their slots are full, and leaving one thread for the quick lane.
   */
  private pump(): void {
    const quick = this.queues.quick;
    while (quick.length > 0 && this.running.size < this.capacity()) {
      const job = quick.shift()!;
      if (this.slowClasses.has(job.costClass)) this.requeueSlow(job);
      else this.start(job);
    }
    let heavy = 0;
    let slow = 0;
    for (const job of this.running) {
      if (isHeavy(job.task)) heavy++;
      if (job.lane === "slow") slow++;
    }
    const queue = this.queues.slow;
    for (
      let i = 0;
      i < queue.length && this.running.size < this.capacity() && slow < this.slowLaneThreads();
    ) {
      const job = queue[i]!;
      if (isHeavy(job.task)) {
        if (heavy >= this.heavyThreads) {
          i++;
          continue;
        }
        heavy++;
      }
      queue.splice(i, 1);
      slow++;
      this.start(job);
    }
  }

  /**
   * Threads the slow lane may hold: all it may use but one, kept for the quick lane (a spare thread, once
   * the slow work has turned slow). With no spare threads there is nothing to keep one of.
   */
  private slowLaneThreads(): number {
    if (this.spareThreads === 0) return this.threads;
    return Math.max(1, this.threads + this.spareThreads - 1);
  }

  /** A job moves to the slow lane with what is left of its time limit; refused when that lane is full. */
  private requeueSlow(job: Job): void {
    job.lane = "slow";
    if (job.task.op === "solve" && job.task.sliceMs !== undefined) {
      const { sliceMs: _, ...rest } = job.task;
      job.task = rest;
    }
    if (this.queues.slow.length >= this.maxQueue) {
      this.counts.rejected++;
      this.answer(job, { kind: "busy", retryAfterSeconds: this.retryAfterSeconds() });
      this.settle(job);
      return;
    }
    this.queues.slow.push(job);
  }

  private start(job: Job): void {
    job.startedAt = Date.now();
    job.slow = false;
    this.running.add(job);
    const slowTimer = setTimeout(() => this.turnSlow(job), this.slowMs);
    job.timers.push(slowTimer);
    // A solve in the quick lane gets a slice of time; the worker says `sliced` when it needs more.
    const task: WorkerTask =
      job.lane === "quick" && job.task.op === "solve" ? { ...job.task, sliceMs: this.slowMs } : job.task;
    this.executor.run(task, job.controller.signal).then(
      (result) => {
        if (!result.ok && result.sliced && !job.abortedAs) {
          this.slowClasses.note(job.costClass, true);
          clearTimeout(slowTimer);
          this.running.delete(job);
          this.requeueSlow(job);
          this.pump();
          return;
        }
        // A solve that ended within the slice clears its class: one slow run (a thread that was still
        // booting, a loaded machine) marks a class only until the next one is fast.
        if (job.task.op === "solve" && Date.now() - job.startedAt! < this.slowMs)
          this.slowClasses.note(job.costClass, false);
        this.finish(job, { kind: "done", result });
      },
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
    const queue = this.queues[job.lane];
    const queued = queue.indexOf(job);
    if (queued >= 0) {
      queue.splice(queued, 1);
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
    if (this.running.size === 0 && this.queued === 0) this.onIdle?.();
  }

  /** A rough wait until the queue has room: the work ahead spread over the threads, 1 to 60 s. */
  retryAfterSeconds(): number {
    const ms = ((this.queued + this.running.size) * this.averageMs) / this.threads;
    return Math.min(60, Math.max(1, Math.ceil(ms / 1000)));
  }

  /** Stops taking tasks, lets queued and running ones finish, then ends the workers. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.running.size > 0 || this.queued > 0) {
      await new Promise<void>((resolve) => {
        this.onIdle = resolve;
      });
    }
    await this.executor.close();
  }

  /** Ends the workers now, failing whatever is queued or running. */
  async destroy(): Promise<void> {
    this.closing = true;
    for (const job of [...this.queues.quick, ...this.queues.slow, ...this.running]) {
      this.abort(job, "cancelled");
      job.controller.abort(new Error("pool destroyed"));
    }
    await this.executor.destroy();
  }
}
