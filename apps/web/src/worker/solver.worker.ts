/// <reference lib="webworker" />
// The solver worker: loads the puzzle package a job needs (the solving runs here, not on the page) and runs
// one job at a time (a batch is many `batch` jobs, one chunk of the list each). Cancelling is done by the
// page terminating this worker, which stops even a search that never looks at its AbortSignal.
import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { execute, type FromWorker, type ToWorker, throttle } from "./jobs.ts";

// Each puzzle package is loaded the first time a job needs it, so a sudoku page's worker never loads the
// nonogram solver.
const loaded = new Map<string, AnyPuzzleType>();
const find = (id: string) => loaded.get(id);

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ToWorker>) => {
  const { id, job } = event.data;
  const reply = (message: FromWorker) => scope.postMessage(message);
  try {
    if (!loaded.has(job.typeId)) {
      const type = await loadPuzzleType(job.typeId);
      if (type) loaded.set(job.typeId, type);
    }
    const result = await execute(find, job, {
      onProgress: throttle((progress) => reply({ id, kind: "progress", progress })),
    });
    reply({ id, kind: "done", result });
  } catch (err) {
    reply({ id, kind: "failed", message: err instanceof Error ? err.message : String(err) });
  }
};
