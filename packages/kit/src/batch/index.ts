/**
 * `@gridsmith/kit/batch`: many puzzles at a time, on any runtime. {@link runChunk} reads, checks and solves a
 * chunk of inputs into NDJSON lines (the CLI's `--json`, the API's `solve-batch`, the site's batch view),
 * {@link runBatch} hands chunks to an {@link Executor} and writes their lines in input order in bounded
 * memory, {@link lineInputs} cuts a stream of text into one puzzle a line.
 *
 * @packageDocumentation
 */

export type { PuzzleInput } from "../types.js";
export { type LineOptions, LineTooLongError, lineInputs } from "./lines.js";
export { type BatchOptions, type BatchOutcome, type Executor, runBatch } from "./run.js";
export {
  type BatchCommand,
  type BatchJob,
  type Chunk,
  type ChunkResult,
  type ErrorJson,
  failureLine,
  type Layout,
  mergeResults,
  runChunk,
} from "./work.js";
