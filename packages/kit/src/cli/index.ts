export {
  type BatchOptions,
  type BatchOutcome,
  type Executor,
  inlineExecutor,
  mergeResults,
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
  type PuzzleInput,
  readInputs,
  readStdinSync,
  streamInputs,
} from "./inputs.js";
export { loadType } from "./load-type.js";
export { ProgressBar } from "./progress.js";
export { type CliIo, type CliSpec, processIo, runCli, warmThreads } from "./runner.js";
export {
  type BatchCommand,
  type BatchJob,
  type Chunk,
  type ChunkResult,
  type Layout,
  runChunk,
} from "./work.js";
export { type WorkerStart, workerStart } from "./worker-start.js";
