import type { AnyPuzzleType } from "@gridsmith/kit";
import { runTaskPrepared } from "./run-task.js";
import type { WorkerResult, WorkerTask } from "./tasks.js";

/**
 * A solver thread's task handler (what piscina calls once per task) for the `puzzleTypes` export of `mod`,
 * the module named `specifier`. Shared by the worker entry (solver.worker.ts, which imports the module by
 * name) and the bundled threads the API starts from its sources (thread-executor.ts).
 */
export function solverWorkerOf(
  mod: { puzzleTypes?: readonly AnyPuzzleType[] },
  specifier: string,
): (task: WorkerTask) => Promise<WorkerResult> {
  const types = mod.puzzleTypes;
  if (!Array.isArray(types)) throw new Error(`${specifier} does not export a puzzleTypes array`);
  return (task) => runTaskPrepared(types, task);
}
