import { blockInputs, blockSize, type InputBlock } from "../batch/lines.js";
import type { Executor } from "../batch/run.js";
import { appendPart, type BatchJob, type Chunk, type ChunkResult, failureLine } from "../batch/work.js";
import type { AnyPuzzleType } from "../types.js";

/** Inputs of a batch bound for one type, or for none. */
export interface RoutedBlock {
  inputs: InputBlock;
  /** The type that does them; absent when none does, and then `invalid` says why. */
  type?: AnyPuzzleType;
  /** Why no type does them: each input gets an `invalid` line with this message. */
  invalid?: string;
}

/** A batch whose inputs go each to its own type (the unified `gridsmith` CLI, which detects them). */
export interface Routes {
  /**
   * The types the inputs go to, as far as known before the batch starts: the command's flags are checked
   * against each of them first (a usage error, before any output), and against any other type when its
   * first input comes (an `invalid` line for each of its inputs then).
   */
  types: AnyPuzzleType[];
  /** The inputs in order, a block at a time. */
  blocks: AsyncIterable<RoutedBlock>;
}

/** Every input of `chunk` as an `invalid` line saying `message`. */
function invalidChunk(job: BatchJob, chunk: Chunk, message: string): ChunkResult {
  const inputs = blockInputs(chunk.inputs);
  const parts = [""];
  inputs.forEach((input, k) => {
    const line = failureLine(job, chunk.start + k, input, { message, line: 0, column: 0 });
    appendPart(parts, line.toErr, line.text);
  });
  return { parts, invalid: inputs.length, count: inputs.length, ms: 0 };
}

/**
 * A routed batch as `runBatch` takes it: its inputs, and an executor that does each chunk with its block's
 * type (a chunk never spans two blocks). `executorFor` gives a type's executor, or the message of a flag that
 * does not fit the type; `job` is what the `invalid` lines are written for (`json`, `command`).
 */
export function routedBatch(
  routes: Routes,
  job: BatchJob,
  executorFor: (type: AnyPuzzleType) => Executor | string,
): { inputs: AsyncIterable<InputBlock>; executor: Executor } {
  // The blocks handed out and not yet done with: [end, block], in input order.
  const segments: { end: number; block: RoutedBlock }[] = [];
  const executors = new Map<AnyPuzzleType, Executor | string>();
  let read = 0;
  async function* inputs(): AsyncGenerator<InputBlock> {
    for await (const block of routes.blocks) {
      const size = blockSize(block.inputs);
      if (size === 0) continue;
      read += size;
      segments.push({ end: read, block });
      yield block.inputs;
    }
  }
  const of = (type: AnyPuzzleType): Executor | string => {
    let executor = executors.get(type);
    if (executor === undefined) {
      executor = executorFor(type);
      executors.set(type, executor);
    }
    return executor;
  };
  const each = (f: (e: Executor) => Promise<void>) =>
    Promise.all([...executors.values()].flatMap((e) => (typeof e === "string" ? [] : [f(e)]))).then(() => {});
  const executor: Executor = {
    run(chunk) {
      // Chunks are cut in input order: the blocks before this one are done with.
      while (segments.length > 0 && segments[0]!.end <= chunk.start) segments.shift();
      const { type, invalid } = segments[0]!.block;
      const to = type ? of(type) : (invalid ?? "no puzzle type reads this");
      return typeof to === "string" ? Promise.resolve(invalidChunk(job, chunk, to)) : to.run(chunk);
    },
    close: () => each((e) => e.close()),
    destroy: () => each((e) => e.destroy()),
    get threads() {
      let threads: number | undefined;
      for (const e of executors.values()) {
        if (typeof e !== "string" && e.threads !== undefined) threads = Math.max(threads ?? 0, e.threads);
      }
      return threads;
    },
  };
  return { inputs: inputs(), executor };
}
