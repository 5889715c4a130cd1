import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { BatchLimits } from "./batch/solve-batch.js";

/** `apps/web/dist`, found from this file whether it runs from `src/` or `dist/`. */
export function defaultStaticRoot(): string {
  return fileURLToPath(new URL("../../web/dist", import.meta.url));
}

/**
 * The heap limit of a solver thread by default, in MiB. Measured on the built code (apps/api/README.md,
 * "Memory"): a thread with the catalog loaded runs under an 8 MiB limit, and the largest legitimate tasks
 * (generating a hard 20x20 slitherlink, a 25x25 expert sudoku, a dense crosspatch from the bundled word list;
 * 40x40 nonograms searched for 60 s) use under 50 MB. Only a thousand solutions of a large grid need more,
 * about 20 to 30 bytes per cell per solution: 294 MB for 1000 solutions of a 100x100 nonogram. 512 holds
 * those, while the worst case, every thread at its limit, stays 2 GiB on a 2-core machine (2 threads and 2
 * spares).
 */
export const defaultThreadMemoryMb = 512;
/** Below this a solver thread may not load its types (and piscina stops replacing threads that die so). */
export const minThreadMemoryMb = 16;

/** Server settings, from the environment. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Absolute folder of the built web app. */
  staticRoot: string;
  corsOrigins: string[];
  threads: number;
  /** Spare threads for slow tasks (see SolverPoolOptions.spareThreads). */
  spareThreads: number;
  maxQueue: number;
  defaultTimeoutMs: number;
  /**
   * Largest JS heap (V8's old generation, in MiB) of each solver thread: a task that needs more ends its
   * thread alone, and its request answers that the solver ran out of memory.
   */
  threadMemoryMb: number;
  /**
   * How long a graceful stop may take (ms): past it, the server ends the pool's threads and exits 1. The
   * longest request limit is 60 s, hence the default of 65 s.
   */
  shutdownGraceMs: number;
  /** Bounds of the batch route. */
  batch: BatchLimits;
  /** Module whose `puzzleTypes` export replaces the catalog; undefined serves the catalog. */
  typesModule?: string;
}

/**
 * Reads the environment: HOST (127.0.0.1), PORT (8787), STATIC_ROOT (relative to the working directory;
 * default `apps/web/dist`), CORS_ORIGINS (comma-separated origins or `*`; CORS is off when unset),
 * SOLVER_THREADS (os.availableParallelism()), SOLVER_SPARE_THREADS (as many as SOLVER_THREADS),
 * SOLVER_QUEUE (32 per thread), SOLVE_TIMEOUT_MS (10000), SOLVER_THREAD_MEMORY_MB (the heap limit of each
 * solver thread, 512), SHUTDOWN_GRACE_MS (65000: how long a graceful stop may take),
 * BATCH_MAX_BYTES (256 MiB), BATCH_MAX_PUZZLES (1,000,000), BATCH_TIMEOUT_MS (600000) and
 * BATCH_MAX_RUNNING (one per solver thread) and BATCH_MAX_LINE (1 MiB, the longest line kept; a longer one is
 * answered invalid) bound `solve-batch`;
 * PUZZLE_TYPES_MODULE (a file or package whose `puzzleTypes` export replaces the catalog; for trials and
 * out-of-tree types).
 * Throws an Error that names the variable when a value makes no sense.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const threads = wholeNumber(env, "SOLVER_THREADS", availableParallelism(), 1, 256);
  return {
    host: env.HOST || "127.0.0.1",
    port: wholeNumber(env, "PORT", 8787, 0, 65535),
    staticRoot: env.STATIC_ROOT ? resolve(env.STATIC_ROOT) : defaultStaticRoot(),
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== ""),
    threads,
    spareThreads: wholeNumber(env, "SOLVER_SPARE_THREADS", threads, 0, 256),
    maxQueue: wholeNumber(env, "SOLVER_QUEUE", threads * 32, 0, 100_000),
    defaultTimeoutMs: wholeNumber(env, "SOLVE_TIMEOUT_MS", 10_000, 1, 60_000),
    threadMemoryMb: wholeNumber(
      env,
      "SOLVER_THREAD_MEMORY_MB",
      defaultThreadMemoryMb,
      minThreadMemoryMb,
      65_536,
    ),
    shutdownGraceMs: wholeNumber(env, "SHUTDOWN_GRACE_MS", 65_000, 0, 3_600_000),
    batch: {
      maxBytes: wholeNumber(env, "BATCH_MAX_BYTES", 256 * 1024 * 1024, 1, 2 ** 40),
      maxPuzzles: wholeNumber(env, "BATCH_MAX_PUZZLES", 1_000_000, 1, 1e9),
      timeoutMs: wholeNumber(env, "BATCH_TIMEOUT_MS", 600_000, 1, 86_400_000),
      maxRunning: wholeNumber(env, "BATCH_MAX_RUNNING", threads, 1, 1024),
      maxLineLength: wholeNumber(env, "BATCH_MAX_LINE", 1024 * 1024, 1, 64 * 1024 * 1024),
    },
    typesModule: env.PUZZLE_TYPES_MODULE ? moduleSpecifier(env.PUZZLE_TYPES_MODULE) : undefined,
  };
}

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

/** A path (relative to the working directory) as a file URL; a package name as it is. */
function moduleSpecifier(value: string): string {
  return /^[./]/.test(value) ? pathToFileURL(resolve(value)).href : value;
}
