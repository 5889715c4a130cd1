import type { AnyPuzzleType } from "@gridsmith/kit";
import type { TaskRunner } from "./app-core.js";
import { runTaskPrepared } from "./worker/run-task.js";

/**
 * Runs each task on the calling thread, at once: the edge platform gives every request its own isolate
 * time, so there is no pool to queue in. A solve gets what is left of its time limit as `timeoutMs`; the
 * other operations have no time limit of their own, and the platform's CPU limit stops them. Its own module
 * (not in `edge.ts`, which loads the whole catalog) so a tool serving a few types loads only those.
 */
export function inlineRunner(types: readonly AnyPuzzleType[]): TaskRunner {
  return {
    isReady: true,
    threads: 1,
    async run(task, { signal }) {
      if (signal?.aborted) return { kind: "cancelled" };
      return { kind: "done", result: await runTaskPrepared(types, task) };
    },
  };
}
