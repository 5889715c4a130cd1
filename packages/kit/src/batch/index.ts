/**
 * `@gridsmith/kit/batch`: many puzzles at a time, on any runtime. {@link runChunk} reads, checks and solves a
 * chunk of inputs into NDJSON lines (the CLI's `--json`, the API's `solve-batch`, the site's batch view),
 * {@link runBatch} hands chunks to an {@link Executor} and writes their lines in input order in bounded
 * memory, {@link lineBlocks} cuts a stream of text into blocks of whole lines, one puzzle a line, which
 * {@link blockInputs} makes into inputs where they are done.
 *
 * @packageDocumentation
 */

export { JsonWriter } from "../json-writer.js";
export type { PuzzleInput } from "../types.js";
export {
  blockInputs,
  blockSize,
  type InputBlock,
  type LineBlock,
  type LineOptions,
  LineTooLongError,
  lineBlocks,
  lineInputs,
  splitBlock,
} from "./lines.js";
export { type BatchOptions, type BatchOutcome, type Executor, runBatch } from "./run.js";
export {
  type BatchCommand,
  type BatchJob,
  type Chunk,
  type ChunkResult,
  type ErrorJson,
  failedChunk,
  failureLine,
  type Layout,
  mergeResults,
  runChunk,
  singleChunks,
} from "./work.js";
