import type { AnyPuzzleType } from "@gridsmith/kit";
import { Cancelled, type Job, type Runner } from "../worker/jobs.ts";
import { createLocalRunner } from "../worker/runner.ts";

/** A job the runner has computed but not yet answered. */
export interface Held {
  job: Job;
  /** Settles once the answer is computed (not yet handed to the page). */
  ready: Promise<unknown>;
  /** Hands the computed answer to the page, at once. */
  release(): void;
  cancelled: boolean;
}

/**
 * Runs each job in-process at once. With `hold`, the page gets the answer only on `release()`, the way a
 * worker's message arrives later; a cancel after the release does nothing, as with a worker that has
 * already answered.
 */
export function heldRunner(type: AnyPuzzleType, hold: boolean) {
  const local = createLocalRunner((id) => (id === type.id ? type : undefined));
  const held: Held[] = [];
  const runner: Runner = {
    run(job) {
      let resolve!: (v: unknown) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<never>((res, rej) => {
        resolve = res as (v: unknown) => void;
        reject = rej;
      });
      let value: unknown;
      let released = false;
      const answer = local.run(job).promise;
      const entry: Held = {
        job,
        ready: answer.then((v) => {
          value = v;
        }),
        release() {
          released = true;
          resolve(value);
        },
        cancelled: false,
      };
      held.push(entry);
      if (!hold) answer.then(resolve, reject);
      return {
        promise,
        cancel() {
          if (released) return;
          entry.cancelled = true;
          reject(new Cancelled());
        },
      };
    },
  };
  return { runner, held };
}
