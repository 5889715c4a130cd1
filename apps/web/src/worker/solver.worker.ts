/// <reference lib="webworker" />
// The solver worker: imports the catalog (so every solver loads here, not in the page) and runs one job at
// a time. Cancelling is done by the page terminating this worker, which stops even a search that never
// looks at its AbortSignal.
import { findPuzzleType } from "@gridsmith/catalog";
import { execute, type FromWorker, prepare, type ToWorker, throttle } from "./jobs.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<ToWorker>) => {
  const { id, job } = event.data;
  const reply = (message: FromWorker) => scope.postMessage(message);
  try {
    await prepare(findPuzzleType, job);
    const result = execute(findPuzzleType, job, {
      onProgress: throttle((progress) => reply({ id, kind: "progress", progress })),
    });
    reply({ id, kind: "done", result });
  } catch (err) {
    reply({ id, kind: "failed", message: err instanceof Error ? err.message : String(err) });
  }
};
