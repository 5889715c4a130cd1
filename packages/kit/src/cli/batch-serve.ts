import { parentPort, workerData } from "node:worker_threads";
import { type BatchJob, type Chunk, runChunk } from "../batch/work.js";
import type { AnyPuzzleType } from "../types.js";
import { findType } from "./load-type.js";

/** A claim cell's states: a chunk handed out, started by its thread, taken back by the main thread. */
export const CLAIM = { out: 0, started: 1, taken: 2 } as const;

/** What a batch thread is started with. */
export interface BatchWorkerData {
  /**
   * The module that exports the puzzle types (see `CliSpec.module`), or a loader of them by id,
   * `loadPuzzleType(id)` (the catalog's lazy entry: a thread then loads only the types its chunks name).
   */
  module: string;
  /**
   * Ids of types to load before the thread says it is ready (the type a command names, `--type`), so that
   * a lazily loaded type is read while the main thread starts, not when the first chunk comes.
   */
  preload?: string[];
  /**
   * Claim cells (added by the pool): a thread starts a chunk only if it turns the chunk's cell from `out` to
   * `started` (see {@link CLAIM}); the main thread may have taken it back for an idle thread.
   */
  claims?: Int32Array;
}

/** A chunk to do, with the type and the job it belongs to. */
export interface ChunkMessage {
  id: number;
  /** Its claim cell in `BatchWorkerData.claims`. */
  cell: number;
  typeId: string;
  job: BatchJob;
  chunk: Chunk;
}

/** A module's `loadPuzzleType(id)`, when it has one (the catalog's lazy entry). */
type TypeLoader = (id: string) => Promise<AnyPuzzleType | undefined>;

/** The puzzle type `typeId` from a module of types, or from its loader (loaded then). */
async function typeFrom(
  mod: Record<string, unknown>,
  typeId: string,
  module: string,
): Promise<AnyPuzzleType> {
  const loader = mod.loadPuzzleType;
  if (typeof loader !== "function") return findType(mod, typeId, module);
  const type = await (loader as TypeLoader)(typeId);
  if (!type) throw new Error(`${module} loads no puzzle type '${typeId}'`);
  return type;
}

/**
 * The body of a batch worker thread: loads the module of puzzle types from `workerData.module` through
 * `load`, says `ready`, then does each chunk it is sent, in order (see batch.ts). A module that does not
 * load, or a chunk of a type the module lacks, is said (`failed`) and the thread ends.
 */
export async function serveBatch(load: (specifier: string) => Promise<unknown>): Promise<void> {
  const { module, claims, preload = [] } = workerData as BatchWorkerData;
  const port = parentPort!;
  const fail = (e: unknown, prefix = "") => {
    port.postMessage({ kind: "failed", message: prefix + (e instanceof Error ? e.message : String(e)) });
    port.close();
  };
  let mod: Record<string, unknown>;
  try {
    mod = (await load(module)) as Record<string, unknown>;
  } catch (e) {
    fail(e);
    return;
  }
  const types = new Map<string, AnyPuzzleType>();
  for (const id of preload) {
    // A type that does not load is said when a chunk names it.
    const type = await typeFrom(mod, id, module).catch(() => undefined);
    if (type) types.set(id, type);
  }
  let failed = false;
  const run = async ({ id, cell, typeId, job, chunk }: ChunkMessage) => {
    // Taken back for another thread while it waited here.
    if (failed || (claims && Atomics.compareExchange(claims, cell, CLAIM.out, CLAIM.started) !== CLAIM.out))
      return;
    let type = types.get(typeId);
    if (!type) {
      try {
        type = await typeFrom(mod, typeId, module);
      } catch (e) {
        failed = true;
        fail(e, "no type: ");
        return;
      }
      types.set(typeId, type);
    }
    port.postMessage({ kind: "done", id, result: runChunk(type, type, job, chunk) });
  };
  // One chunk after the other, also while a type loads: the first chunk of a type waits for it.
  let last: Promise<void> = Promise.resolve();
  port.on("message", (message: ChunkMessage) => {
    last = last.then(() => run(message));
  });
  port.postMessage({ kind: "ready" });
}
