import {
  type BatchJob,
  blockSize,
  type Chunk,
  type ChunkResult,
  type Executor,
  failedChunk,
  mergeResults,
  singleChunks,
} from "@gridsmith/kit/batch";
import { Cancelled, type Runner, type Task } from "./jobs.ts";

// A chunk still running this long after its puzzles' time limits is stopped (a solver that does not watch
// its clock); its puzzles are then done one by one, and the one that runs over gets an error line.
const graceMs = 2000;

/** A promise that never settles: the answer of a chunk dropped by Stop (the batch no longer waits for it). */
const never = new Promise<never>(() => {});

/**
 * Runs a batch's chunks as `batch` jobs of a {@link Runner}, one at a time (one worker, so a sudoku page does
 * not start a thread per chunk). `destroy` (Stop) cancels the chunk running, which terminates its worker, and
 * drops those queued: the batch stops at once, even in the middle of a long puzzle.
 *
 * A chunk whose worker fails (it crashed, or ran out of memory) is done again puzzle by puzzle, so only the
 * puzzle that fails gets an error line (`cannot solve: ...`), as the CLI and the API do. So is a chunk that
 * runs well past its puzzles' time limits.
 */
export function workerExecutor(runner: Runner, typeId: string, job: BatchJob): Executor {
  let queue: Promise<unknown> = Promise.resolve();
  let running: Task<ChunkResult> | null = null;
  let stopped = false;

  const once = async (chunk: Chunk): Promise<ChunkResult> => {
    if (stopped) return never;
    const task = runner.run({ op: "batch", typeId, job, chunk });
    running = task;
    let overTime = false;
    const limit = job.timeoutMs === undefined ? undefined : blockSize(chunk.inputs) * job.timeoutMs + graceMs;
    const watchdog =
      limit === undefined
        ? undefined
        : setTimeout(() => {
            overTime = true;
            task.cancel();
          }, limit);
    try {
      return await task.promise;
    } catch (err) {
      if (stopped || (err instanceof Cancelled && !overTime)) return never;
      const why = overTime
        ? `the solver ran ${graceMs / 1000} s past the time limit and was stopped`
        : err instanceof Error
          ? err.message
          : String(err);
      const message = `cannot ${job.command}: ${why}`;
      const chunks = singleChunks(chunk);
      if (chunks.length === 1) return failedChunk(job, chunk, message);
      const singles: ChunkResult[] = [];
      for (const single of chunks) singles.push(await once(single));
      return mergeResults(singles);
    } finally {
      clearTimeout(watchdog);
      if (running === task) running = null;
    }
  };

  return {
    run(chunk) {
      const result = queue.then(() => once(chunk));
      queue = result.catch(() => {});
      return result;
    },
    close: async () => {},
    destroy: async () => {
      stopped = true;
      running?.cancel();
    },
    get threads() {
      return stopped ? 0 : 1;
    },
  };
}
