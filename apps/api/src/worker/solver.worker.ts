// Entry of a solver worker thread (piscina calls the default export once per task).
import { workerData } from "node:worker_threads";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { runTaskPrepared } from "./run-task.js";
import type { WorkerResult, WorkerTask } from "./tasks.js";

/**
 * The puzzle types this worker serves: the catalog, or (in tests) the `puzzleTypes` export of the module
 * named by `workerData.typesModule`.
 */
async function loadTypes(): Promise<readonly AnyPuzzleType[]> {
  const specifier = (workerData as { typesModule?: string } | undefined)?.typesModule ?? "@gridsmith/catalog";
  const mod = (await import(specifier)) as { puzzleTypes?: readonly AnyPuzzleType[] };
  if (!Array.isArray(mod.puzzleTypes)) throw new Error(`${specifier} does not export a puzzleTypes array`);
  return mod.puzzleTypes;
}

const types = await loadTypes();

export default function solverWorker(task: WorkerTask): Promise<WorkerResult> {
  return runTaskPrepared(types, task);
}
