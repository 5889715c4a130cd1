// The batch work itself is runtime-neutral (the API and the site run it too); re-exported for the CLI's users.
export {
  type BatchCommand,
  type BatchJob,
  type Chunk,
  type ChunkResult,
  type Layout,
  mergeResults,
  runChunk,
} from "../batch-work.js";
export type { PuzzleInput } from "../types.js";
export {
  type BatchOptions,
  type BatchOutcome,
  type Executor,
  inlineExecutor,
  type PoolOptions,
  type PoolUse,
  runBatch,
  type ThreadOptions,
  ThreadPool,
  threadExecutor,
} from "./batch.js";
export {
  decodeFile,
  type InputSources,
  inputPaths,
  readInputs,
  readStdinSync,
  streamInputs,
} from "./inputs.js";
export { loadType } from "./load-type.js";
export { ProgressBar } from "./progress.js";
export { type CliIo, type CliSpec, processIo, runCli, warmThreads } from "./runner.js";
export { type WorkerStart, workerStart } from "./worker-start.js";
