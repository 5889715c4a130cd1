// Entry of a solver worker thread (piscina calls the default export once per task).
import { workerData } from "node:worker_threads";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { solverWorkerOf } from "./solver-thread.js";

/**
 * The puzzle types this worker serves: the catalog, or (in tests) the `puzzleTypes` export of the module
 * named by `workerData.typesModule`.
 */
const specifier = (workerData as { typesModule?: string } | undefined)?.typesModule ?? "@gridsmith/catalog";
const mod = (await import(specifier)) as { puzzleTypes?: readonly AnyPuzzleType[] };

export default solverWorkerOf(mod, specifier);
