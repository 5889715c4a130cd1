import { blockSize, type InputBlock, splitBlock } from "./lines.js";
import type { Chunk, ChunkResult } from "./work.js";

/** Runs chunks of a batch somewhere: on the main thread, or on worker threads. */
export interface Executor {
  /** Does `chunk`; never rejects for something an input did (that is the input's error line). */
  run(chunk: Chunk): Promise<ChunkResult>;
  /** Ends the threads once the batch is done. */
  close(): Promise<void>;
  /** Ends the threads now; work not done is dropped. */
  destroy(): Promise<void>;
  /** Threads running now (0 once closed or destroyed). */
  readonly threads?: number;
}

/** How a batch goes. */
export interface BatchOptions {
  /** The inputs, a block at a time (see `streamInputs`): made, or lines that make them. */
  inputs: AsyncIterable<InputBlock>;
  executor: Executor;
  /** Writes one chunk's text; awaited before the next, so a slow reader holds the batch back. */
  write(result: ChunkResult): void | Promise<void>;
  /** Chunks handed out and not yet written, at most. */
  window: number;
  /**
   * Inputs handed out and not yet written, at most (default 16,384): what bounds memory. Counted in inputs,
   * not chunks, so that threads go on past a slow input (chunks of slow inputs hold one each) while it
   * holds up the output.
   */
  maxInputs?: number;
  /** Inputs per chunk; default: sized so that a chunk takes about `targetMs`, from what chunks took. */
  chunkSize?: number;
  /** The time a chunk should take when sized from experience (default 10 ms). */
  targetMs?: number;
  /** Largest chunk (default 1024 inputs). */
  maxChunk?: number;
  /** Stops the batch: what is done is written, in order, up to the first chunk not done. */
  signal?: AbortSignal;
  /** Inputs written so far, after every chunk. */
  onProgress?(done: number): void;
  /** How many inputs there are, once all are read. */
  onInputEnd?(total: number): void;
}

/** How a batch went. */
export interface BatchOutcome {
  /** Inputs written. */
  count: number;
  /** Inputs reported invalid. */
  invalid: number;
  /** True when the signal stopped it before the end. */
  interrupted: boolean;
  /** The most inputs ever read and not yet written: bounded by `maxInputs` and one block, whatever the input's size. */
  maxPending: number;
}

/** Inputs in a chunk before any chunk has said how long inputs take (one: it may be slow)... */
const FIRST_CHUNK = 1;
/** ...and chunks out until then, so that a quick type does not go out an input a message. */
const PROBES = 4;
/**
 * Chunks running (handed out, not done) per thread, at most. A chunk is sized when it is cut, from what the
 * chunks before it took; cutting only as threads need work keeps that estimate fresh. (Cutting a whole
 * window at once after the first, cold-JIT probes cut a thousand chunks of two puzzles each.) Done chunks
 * that wait for an earlier one to be written do not count: threads go on past a slow input.
 */
const RUNNING_PER_THREAD = 3;

/**
 * Runs a batch: cuts the inputs into chunks as they are read, has the executor do them (several at once),
 * and writes their text in input order. At most `window` chunks are out at a time, so a long input streams
 * through in bounded memory.
 */
export async function runBatch(options: BatchOptions): Promise<BatchOutcome> {
  const { executor, signal } = options;
  const maxChunk = options.maxChunk ?? 1024;
  const targetMs = options.targetMs ?? 10;
  const window = Math.max(1, options.window);
  const maxInputs = Math.max(1, options.maxInputs ?? 16 * 1024);
  type Entry = { result?: ChunkResult };
  const pending: Entry[] = [];
  let read = 0;
  let running = 0;
  let written = 0;
  let invalid = 0;
  let maxPending = 0;
  let start = 0;
  // Milliseconds per input, from the chunks done so far (weighted to the recent ones).
  let msPerInput: number | undefined;
  const nextSize = (): number => {
    if (options.chunkSize !== undefined) return Math.max(1, options.chunkSize);
    if (msPerInput === undefined) return FIRST_CHUNK;
    return Math.max(1, Math.min(maxChunk, Math.round(targetMs / Math.max(msPerInput, 1e-4))));
  };
  // The current wait, woken by the signal (one at a time, so nothing piles up on a long batch).
  let wake: ((stopped: "stopped") => void) | undefined;
  const onAbort = () => wake?.("stopped");
  signal?.addEventListener("abort", onAbort, { once: true });
  const until = <T>(waits: Promise<T>[]): Promise<T | "stopped"> =>
    signal?.aborted
      ? Promise.resolve("stopped")
      : new Promise((resolve, reject) => {
          wake = resolve;
          for (const w of waits) w.then(resolve, reject);
        });

  // Settles when any chunk is done (a new one each time it has woken the loop): a chunk done behind a slow
  // one frees a thread for the next chunk even while the slow one holds up the output.
  let chunkDone!: Promise<void>;
  let wakeOnDone!: () => void;
  const rearm = () => {
    chunkDone = new Promise((resolve) => (wakeOnDone = resolve));
  };
  rearm();

  const source = options.inputs[Symbol.asyncIterator]();
  let reading: Promise<IteratorResult<InputBlock>> | undefined;
  let inputDone = false;
  // What is left of the block read last.
  let block: InputBlock | undefined;
  let finished = false;
  try {
    for (;;) {
      // What is done is written as soon as everything before it is.
      while (pending[0]?.result && !signal?.aborted) {
        const result = pending.shift()!.result!;
        await options.write(result);
        written += result.count;
        invalid += result.invalid;
        options.onProgress?.(written);
      }
      if (signal?.aborted) break;
      const probing = msPerInput === undefined && options.chunkSize === undefined;
      const lanes = Math.max(PROBES, RUNNING_PER_THREAD * Math.max(1, executor.threads ?? 1));
      const room =
        pending.length < (probing ? PROBES : window) && running < lanes && start - written < maxInputs;
      if (block && room) {
        const [inputs, rest] = splitBlock(block, nextSize());
        const chunk: Chunk = { start, inputs };
        block = rest;
        start += blockSize(inputs);
        const entry: Entry = {};
        running++;
        void executor.run(chunk).then((result) => {
          running--;
          entry.result = result;
          wakeOnDone();
          if (result.count > 0) {
            const each = result.ms / result.count;
            msPerInput = msPerInput === undefined ? each : 0.7 * msPerInput + 0.3 * each;
          }
        });
        pending.push(entry);
        continue;
      }
      if (!inputDone && !block && room) {
        if (!reading) {
          reading = source.next();
          reading.catch(() => {}); // a read cut short by the signal may fail; nobody waits for it then
        }
        // Waiting for input (a quiet standard input) gives way to a chunk done, and to the signal.
        const got = await until<unknown>(pending.length > 0 ? [reading, chunkDone] : [reading]);
        if (got === undefined) rearm();
        if (got === "stopped") break;
        if (got && typeof got === "object" && "done" in got) {
          const next = got as IteratorResult<InputBlock>;
          reading = undefined;
          if (next.done) {
            inputDone = true;
            options.onInputEnd?.(read);
          } else {
            block = blockSize(next.value) > 0 ? next.value : undefined;
            read += blockSize(next.value);
            maxPending = Math.max(maxPending, read - written);
          }
        }
        continue;
      }
      if (pending.length === 0) break;
      if ((await until([chunkDone])) === "stopped") break;
      rearm();
    }
    finished = !signal?.aborted && inputDone && pending.length === 0;
  } finally {
    signal?.removeEventListener("abort", onAbort);
    // Ends the reading (closes the file or stream) without waiting for a read in progress.
    source.return?.().catch(() => {});
    if (!finished) {
      // Stopped: what is done at the head is still written, in order; the rest is dropped.
      while (pending[0]?.result) {
        const result = pending.shift()!.result!;
        await options.write(result);
        written += result.count;
        invalid += result.invalid;
      }
      await executor.destroy();
    } else await executor.close();
  }
  return { count: written, invalid, interrupted: !finished, maxPending };
}
