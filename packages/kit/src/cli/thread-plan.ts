import type { ChunkResult } from "../batch/work.js";

/**
 * How many threads a batch solves on when the user gave no `--jobs` (a {@link ThreadPool} with `auto`),
 * chosen from the work as it goes. Until the work is known to be slow, the main thread solves beside
 * `jobs - 1` worker threads (at least one): on quick inputs (a sudoku line takes a few microseconds) the
 * main thread's reading and writing leave it time to solve, and one thread fewer saves its start (60-80 ms
 * of CPU) and its warm-up, which on two cores cost more than the second thread gave (issue #34,
 * tooling/bench/RESULTS.md). Once a chunk says the inputs are slow, the main thread stops solving (it would
 * hold up the handing out and the writing for as long as an input takes, and an input that takes its
 * thread down should not take the process) and the pool grows to `jobs` worker threads.
 */

/**
 * Milliseconds per input above which a chunk says the work is slow. A chunk is sized to take ~10 ms
 * (`runBatch`'s `targetMs`), so quick inputs come in chunks of many: a chunk over this per input is one of a
 * few inputs that each take longer than the main thread should be away from its reading and writing.
 */
export const SLOW_INPUT_MS = 100;

/**
 * Whether `result` says the batch's inputs are slow. A thread's first chunk does not count: it runs cold
 * (its solver's code is compiled as it goes, and a sudoku thread's first puzzle takes 10-40 ms), so it says
 * little about the rest.
 */
export function slowChunk(result: ChunkResult, firstOnItsThread: boolean): boolean {
  return !firstOnItsThread && result.count > 0 && result.ms / result.count > SLOW_INPUT_MS;
}

/**
 * Worker threads to run for a batch on `jobs` threads: `jobs` when the user asked for them (`auto` false)
 * or the work is slow; otherwise `jobs - 1`, the main thread being the other, but at least one.
 */
export function workerThreads(jobs: number, auto: boolean, slow: boolean): number {
  return !auto || slow ? jobs : Math.max(1, jobs - 1);
}

/**
 * Whether the main thread solves a chunk now: always once threads cannot start (`broken`); in an `auto`
 * batch while its work is quick; otherwise only while no thread is up yet, on a few inputs (`helped` of
 * `helpLimit`), so that a batch of a few is done at once.
 */
export function mainThreadSolves(state: {
  broken: boolean;
  help: boolean;
  auto: boolean;
  slow: boolean;
  everReady: boolean;
  helped: number;
  helpLimit: number;
}): boolean {
  const { broken, help, auto, slow, everReady, helped, helpLimit } = state;
  if (broken) return true;
  if (!help) return false;
  if (auto && !slow) return true;
  return !everReady && helped < helpLimit;
}
