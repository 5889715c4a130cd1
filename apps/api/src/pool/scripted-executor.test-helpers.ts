// A thread executor for the pool's scheduling tests: each task "runs" until the test ends it, so every
// interleaving of starts, timers, cancels and endings is one the test chose.
import type { WorkerResult, WorkerTask } from "../worker/tasks.js";
import type { ThreadExecutor } from "./thread-executor.js";

/** One task the pool handed to a thread. */
export interface ScriptedRun {
  task: WorkerTask;
  signal: AbortSignal;
  /** The task returns. */
  finish(result?: WorkerResult): void;
  /** The thread dies under the task. */
  crash(message?: string): void;
  /** Whether it has ended (returned, crashed, or stopped through its signal). */
  readonly ended: boolean;
}

export class ScriptedExecutor implements ThreadExecutor {
  /** Every task started, in order. */
  readonly runs: ScriptedRun[] = [];
  /** When false, an aborted task keeps its thread until {@link ScriptedRun.finish} (a thread slow to die). */
  endOnAbort = true;

  run(task: WorkerTask, signal: AbortSignal): Promise<WorkerResult> {
    if (task.op === "ping") return Promise.resolve({ ok: true, value: { types: ["scripted"] } });
    return new Promise<WorkerResult>((resolve, reject) => {
      let ended = false;
      const end = (fn: () => void) => {
        if (ended) return;
        ended = true;
        fn();
      };
      const run: ScriptedRun = {
        task,
        signal,
        finish: (result = { ok: true, value: "done" }) => end(() => resolve(result)),
        crash: (message = "worker exited") => end(() => reject(new Error(message))),
        get ended() {
          return ended;
        },
      };
      signal.addEventListener(
        "abort",
        () => {
          if (this.endOnAbort) end(() => reject(signal.reason));
        },
        { once: true },
      );
      this.runs.push(run);
    });
  }

  /** The runs still going. */
  get live(): ScriptedRun[] {
    return this.runs.filter((r) => !r.ended);
  }

  close = () => Promise.resolve();
  destroy = () => Promise.resolve();
}
