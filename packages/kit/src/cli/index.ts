// The batch work itself is runtime-neutral (the API and the site run it too); re-exported for the CLI's users.

export { type BatchOptions, type BatchOutcome, type Executor, runBatch } from "../batch/run.js";
export {
  type BatchCommand,
  type BatchJob,
  type Chunk,
  type ChunkResult,
  type Layout,
  mergeResults,
  runChunk,
} from "../batch/work.js";
export type { PuzzleInput } from "../types.js";
export { type PoolOptions, type PoolUse, ThreadPool } from "./batch.js";
export { bundledThread, outsidePackages } from "./batch-bundle.js";
export { warmThreads } from "./batch-command.js";
export { inlineExecutor, type ThreadOptions, threadExecutor } from "./batch-executors.js";
export { type CliIo, processIo } from "./cli-io.js";
export {
  decodeFile,
  type InputSources,
  inputPaths,
  readInputs,
  readStdinSync,
  streamInputs,
} from "./inputs.js";
export { loadType } from "./load-type.js";
export { runPackageCli } from "./package-main.js";
export { ProgressBar } from "./progress.js";
export { type RoutedBlock, type Routes, routedBatch } from "./routes.js";
export { type CliSpec, runCli } from "./runner.js";
export { type WorkerStart, workerStart } from "./worker-start.js";
