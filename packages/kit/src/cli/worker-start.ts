import { extname } from "node:path";
import { fileURLToPath } from "node:url";

/** What to hand to piscina (or `new Worker`) so that a worker entry beside `metaUrl` starts. */
export interface WorkerStart {
  filename: string;
  workerData: Record<string, unknown>;
  execArgv?: string[];
}

const sourceCondition = "--conditions=@gridsmith/source";

/**
 * How to start the worker `base` (a relative path without extension, e.g. `"../worker/solver.worker"`,
 * resolved against `metaUrl`). Built code (`.js`) starts the entry directly. Source code (`.ts`, under tsx
 * or vitest on Node 20, where tsx's loader does not reach worker threads) goes through `tsx-boot.mjs`, and
 * the worker resolves workspace packages to their sources like the main thread does. The API's solver pool
 * and the CLI's batch threads both start their workers this way.
 */
export function workerStart(
  base: string,
  metaUrl: string,
  workerData: Record<string, unknown> = {},
): WorkerStart {
  const ext = extname(fileURLToPath(metaUrl));
  const target = new URL(`${base}${ext}`, metaUrl);
  if (ext !== ".ts") return { filename: fileURLToPath(target), workerData };
  const execArgv = process.execArgv.includes(sourceCondition)
    ? process.execArgv
    : [...process.execArgv, sourceCondition];
  return {
    // tsx-boot.mjs sits beside this file.
    filename: fileURLToPath(new URL("./tsx-boot.mjs", import.meta.url)),
    workerData: { ...workerData, __entry: target.href },
    execArgv,
  };
}
