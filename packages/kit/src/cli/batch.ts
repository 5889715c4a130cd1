import { Worker } from "node:worker_threads";
import type { Executor } from "../batch/run.js";
import {
  type BatchJob,
  type Chunk,
  type ChunkResult,
  failedChunk,
  mergeResults,
  singleChunks,
} from "../batch/work.js";
import { CLAIM } from "./batch-serve.js";
import { mainThreadSolves, slowChunk, workerThreads } from "./thread-plan.js";
import type { WorkerStart } from "./worker-start.js";

/** What a {@link ThreadPool} needs. */
export interface PoolOptions {
  /** Worker threads to run (with `auto`, at most). */
  threads: number;
  /**
   * Whether the pool chooses its threads from the work (the CLI without `--jobs`; see thread-plan.ts):
   * `threads - 1` worker threads (at least one) and the main thread solve while the inputs are quick; once
   * a chunk says they are slow, the main thread stops solving and the pool grows to `threads`. Default false:
   * `threads` worker threads, the main thread helping only until one is up.
   */
  auto?: boolean;
  /** The worker entry and its data (see `workerStart`), or what gets them when the threads start. */
  start: WorkerStart | (() => WorkerStart | Promise<WorkerStart>);
  /**
   * Whether the main thread makes a start while the threads boot (default true): on 16 inputs at most
   * (`MAIN_THREAD_INPUTS`), so that a batch of a few is done at once. Without it the threads
   * start with the first chunk; with it, with the second (a batch of one chunk never starts them).
   */
  help?: boolean;
  /**
   * Largest JS heap of each thread in MiB (V8's old generation); default 512 (`defaultThreadMemoryMb`). An
   * input that needs more ends its thread like any other that kills it: it gets an error line of its own.
   */
  memoryMb?: number;
}

/**
 * Inputs the main thread does at most while no thread is up (about: it stops at the end of a chunk). Few
 * enough that its solver never gets hot: V8 compiles hot code again in every thread that runs it, and the
 * main thread's compiling and cold start were wasted once the threads had started (issue #34: a sixth of the
 * CPU of a sudoku batch; tooling/bench/RESULTS.md).
 */
const MAIN_THREAD_INPUTS = 16;

/** The heap limit of a batch thread by default, in MiB: the API's solver threads' (its README, "Memory"). */
export const defaultThreadMemoryMb = 512;

/** What the batch that uses a {@link ThreadPool} tells it. */
export interface PoolUse {
  /**
   * Does a chunk of a `typeId` batch on the main thread: while no thread is up yet, and everything when
   * threads cannot start at all.
   */
  inline(job: BatchJob, chunk: Chunk, typeId: string): ChunkResult;
  /**
   * Told when main-thread work starts and ends (a busy main thread cannot take signals); not for the quick
   * chunks of an `auto` pool after its first, each over in ~10 ms.
   */
  around?(running: boolean): void;
  /** Said once when the threads cannot start, and the batch goes on on the main thread. */
  warn?(message: string): void;
}

type Task = { typeId: string; job: BatchJob; chunk: Chunk; resolve(result: ChunkResult): void };
/** A task on a thread, with its claim cell. */
type Sent = Task & { cell: number };
type Slot = { worker: Worker; ready: boolean; tasks: Map<number, Sent>; done: number; error?: unknown };

type FromWorker =
  | { kind: "ready" }
  | { kind: "done"; id: number; result: ChunkResult }
  | { kind: "failed"; message: string };

/**
 * Chunks handed to one thread at a time: the one it runs and the next, so that it never waits for the main
 * thread (busy reading and writing) to hand it work. A thread claims a chunk when it starts it; one still
 * unclaimed behind a slow chunk is taken back for a thread that has nothing to do (see `steal`).
 */
const DEPTH = 2;
/** Claim cells, one per chunk out (reused round the ring: far more than `threads * DEPTH`). */
const CLAIM_CELLS = 4096;

/**
 * Worker threads that load a module of puzzle types and run {@link runChunk} on the chunks they are sent
 * (each names its type and job, so threads can start before the command line is read: see `warmThreads`).
 * Until the first thread is up the main thread makes a start; in an `auto` pool it goes on solving what the
 * threads have no room for while the work is quick (see thread-plan.ts). A thread that dies takes its chunk with it:
 * it is done again input by input, and an input that kills a thread again gets an error line of its own;
 * the thread is replaced. Threads that cannot start at all leave the batch to the main thread.
 */
export class ThreadPool {
  private readonly queue: Task[] = [];
  private readonly slots: Slot[] = [];
  private readonly claims = new Int32Array(new SharedArrayBuffer(4 * CLAIM_CELLS));
  private nextId = 0;
  private chunksSeen = 0;
  private started = false;
  private broken = false;
  private everReady = false;
  /** Inputs done on the main thread while no thread was up. */
  private helped = 0;
  /** Chunks done on the main thread. */
  private inlineDone = 0;
  /** Whether a chunk said the inputs are slow (see `slowChunk`): then the main thread no longer solves. */
  private slow = false;
  private ended = false;
  private inlineScheduled = false;
  private start: WorkerStart | undefined;
  private use: PoolUse | undefined;

  constructor(private readonly options: PoolOptions) {}

  /** Threads running now (0 once ended). */
  get threads(): number {
    return this.slots.length;
  }

  /** The number of threads asked for. */
  get size(): number {
    return this.options.threads;
  }

  /** Whether the pool chooses its threads from the work (`PoolOptions.auto`). */
  get auto(): boolean {
    return this.options.auto === true;
  }

  /** Starts the threads now rather than with the second chunk. */
  begin(): this {
    if (this.started) return this;
    this.started = true;
    const given = this.options.start;
    Promise.resolve()
      .then(() => (typeof given === "function" ? given() : given))
      .then(
        (start) => {
          this.start = start;
          this.grow();
        },
        (e: unknown) => this.fail(e instanceof Error ? e.message : String(e)),
      );
    return this;
  }

  /** The batch that uses the threads: how it does a chunk on the main thread, and what it wants to hear. */
  attach(use: PoolUse): this {
    this.use = use;
    this.pump();
    return this;
  }

  /** Does `chunk` of a batch of `typeId` puzzles on a thread (or, while none is up, the main thread). */
  run(typeId: string, job: BatchJob, chunk: Chunk): Promise<ChunkResult> {
    return new Promise((resolve) => {
      this.queue.push({ typeId, job, chunk, resolve });
      if (++this.chunksSeen > 1 || this.options.help === false) this.begin();
      this.pump();
    });
  }

  /** Ends the threads (at once: the batch calls it once every chunk is back, or to stop). */
  async end(): Promise<void> {
    this.ended = true;
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  /** An executor for one batch over these threads. */
  executor(typeId: string, job: BatchJob): Executor {
    const pool = this;
    return {
      run: (chunk) => pool.run(typeId, job, chunk),
      close: () => pool.end(),
      destroy: () => pool.end(),
      // The main thread counts while it solves: chunks are kept out for it too.
      get threads() {
        return pool.threads + (pool.inlineTurn ? 1 : 0);
      },
    };
  }

  /** Starts worker threads up to what the work wants (see `workerThreads`). */
  private grow(): void {
    const wanted = workerThreads(this.options.threads, this.auto, this.slow);
    while (this.start && !this.ended && this.slots.length < wanted) this.spawn();
  }

  /** Notes what a done chunk says of the work: a slow one ends the main thread's solving and grows the pool. */
  private saw(result: ChunkResult, firstOnItsThread: boolean): void {
    if (this.slow || !slowChunk(result, firstOnItsThread)) return;
    this.slow = true;
    this.grow();
  }

  private fail(why: string): void {
    if (!this.broken) this.use?.warn?.(`worker threads unavailable (${why}); going on with one thread`);
    this.broken = true;
    this.pump();
  }

  private lost(task: Task, why: string): void {
    const { chunk, job } = task;
    const chunks = singleChunks(chunk);
    if (chunks.length === 1) {
      task.resolve(failedChunk(job, chunk, `cannot ${job.command}: ${why}`));
      return;
    }
    // Again one input at a time, to find the one that takes its thread down.
    const results: ChunkResult[] = [];
    let left = chunks.length;
    const singles = chunks.map(
      (single, k): Task => ({
        ...task,
        chunk: single,
        resolve(result) {
          results[k] = result;
          if (--left === 0) task.resolve(mergeResults(results));
        },
      }),
    );
    this.queue.unshift(...singles);
  }

  private spawn(): void {
    if (!this.start || this.ended) return;
    const { filename, workerData, execArgv } = this.start;
    const slot: Slot = {
      worker: new Worker(filename, {
        workerData: { ...workerData, claims: this.claims },
        execArgv,
        resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb ?? defaultThreadMemoryMb },
      }),
      ready: false,
      tasks: new Map(),
      done: 0,
    };
    this.slots.push(slot);
    slot.worker.on("message", (message: FromWorker) => {
      if (message.kind === "ready") {
        slot.ready = true;
        this.everReady = true;
      } else if (message.kind === "done") {
        const task = slot.tasks.get(message.id);
        slot.tasks.delete(message.id);
        this.saw(message.result, slot.done++ === 0);
        task?.resolve(message.result);
      } else slot.error = new Error(message.message);
      this.pump();
    });
    slot.worker.on("error", (error) => {
      slot.error = error;
    });
    slot.worker.on("exit", (code) => {
      this.slots.splice(this.slots.indexOf(slot), 1);
      if (this.ended) return;
      const why =
        slot.error instanceof Error
          ? `the worker thread failed: ${slot.error.message}`
          : `the worker thread stopped (exit code ${code})`;
      // The oldest task is the one that was running; any behind it never started and go back as they were.
      const [culprit, ...waiting] = slot.tasks.values();
      this.queue.unshift(...waiting);
      if (
        !slot.ready ||
        (culprit && slot.error instanceof Error && slot.error.message.startsWith("no type:"))
      ) {
        // It never started (the module does not load in a thread), or it lacks the type: the main thread
        // does the rest.
        if (culprit) this.queue.unshift(culprit);
        this.fail(why);
        return;
      }
      if (culprit) this.lost(culprit, why);
      this.spawn();
      this.pump();
    });
  }

  /** Hands `task` to the thread of `slot`, with a fresh claim cell. */
  private send(slot: Slot, task: Task): void {
    const id = this.nextId++;
    const cell = id % CLAIM_CELLS;
    Atomics.store(this.claims, cell, CLAIM.out);
    slot.tasks.set(id, { ...task, cell });
    slot.worker.postMessage({ id, cell, typeId: task.typeId, job: task.job, chunk: task.chunk });
  }

  /**
   * Gives a thread with nothing to do a chunk waiting, unstarted, behind another on a busy thread (a slow
   * chunk there would hold it up while this thread idles): taken back if its thread has not claimed it.
   */
  private steal(): void {
    for (const idle of this.slots) {
      if (!idle.ready || idle.tasks.size > 0) continue;
      for (const busy of this.slots) {
        if (busy.tasks.size < 2) continue;
        const [id, task] = [...busy.tasks].at(-1)!;
        if (Atomics.compareExchange(this.claims, task.cell, CLAIM.out, CLAIM.taken) !== CLAIM.out) continue;
        busy.tasks.delete(id);
        this.send(idle, task);
        break;
      }
    }
  }

  /**
   * Whether the main thread does chunks: a few while no thread is up (`MAIN_THREAD_INPUTS`), while the work
   * is quick in an `auto` pool, or all of them for good when no thread can start.
   */
  private get inlineTurn(): boolean {
    return mainThreadSolves({
      broken: this.broken,
      help: this.options.help !== false,
      auto: this.auto,
      slow: this.slow,
      everReady: this.everReady,
      helped: this.helped,
      helpLimit: MAIN_THREAD_INPUTS,
    });
  }

  private runInline(): void {
    this.inlineScheduled = false;
    const use = this.use;
    // A thread may have come up since this turn was given: then it takes the chunk.
    if (!use || this.ended || !this.inlineTurn) return;
    const task = this.queue.shift();
    if (!task) return;
    // A chunk of quick work in an `auto` pool (its first chunk done, none slow) is over in ~10 ms: the batch
    // is not told (`around`), so it keeps hearing Ctrl-C, which then stops it cleanly after the chunk rather
    // than the process at once; the main thread solves most of the time there.
    const told = !(this.auto && !this.slow && this.inlineDone > 0);
    if (told) use.around?.(true);
    let result: ChunkResult;
    try {
      result = use.inline(task.job, task.chunk, task.typeId);
    } finally {
      if (told) use.around?.(false);
    }
    if (!this.broken) {
      this.helped += result.count;
      this.saw(result, this.inlineDone++ === 0);
    }
    task.resolve(result);
    this.pump();
  }

  private pump(): void {
    if (this.ended) return;
    const queue = this.queue;
    while (queue.length > 0 && !this.broken) {
      let best: Slot | undefined;
      for (const s of this.slots) {
        if (s.ready && s.tasks.size < DEPTH && (!best || s.tasks.size < best.tasks.size)) best = s;
      }
      if (!best) break;
      this.send(best, queue.shift()!);
    }
    if (queue.length === 0) this.steal();
    // Until the first thread is up, the main thread makes a start, a chunk at a time, on a few inputs (chunks
    // are sized to take ~10 ms; a thread that comes up meanwhile waits at most for the one under way). Once
    // threads run it solves again only in an `auto` pool on quick work, taking the chunks no thread has room
    // for; otherwise it only hands out work and writes, and an input that takes its thread down cannot take
    // the process with it.
    if (queue.length > 0 && this.use && !this.inlineScheduled && this.inlineTurn) {
      this.inlineScheduled = true;
      setImmediate(() => this.runInline());
    }
  }
}
