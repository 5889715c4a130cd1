import type { WorkerTask } from "../worker/tasks.js";
import type { PoolOutcome } from "./solver-pool.js";

/**
 * Where a job waits. `quick`: work not known to be slow, run first (a solve there gets a short slice of
 * time, and goes on in the slow lane if it needs more). `slow`: the heavy operations, batches, and the
 * work of classes that ran slow; it never takes the last thread, so the quick lane always has one.
 */
export type Lane = "quick" | "slow";

export interface Job {
  task: WorkerTask;
  lane: Lane;
  costClass: string;
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
export function isHeavy(task: WorkerTask): boolean {
  return task.op === "generate" || task.op === "explain" || task.op === "grade";
}

/** Work that always waits in the slow lane: the heavy operations, and batch chunks (a batch gives way). */
export function isSlowByKind(task: WorkerTask): boolean {
  return isHeavy(task) || task.op === "batch";
}
