import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { type Executor, runBatch } from "../batch/run.js";
import { type BatchCommand, type Chunk, type ChunkResult, type Layout, runChunk } from "../batch/work.js";
import type { AnyPuzzleType } from "../types.js";
import { ThreadPool } from "./batch.js";
import { inlineExecutor } from "./batch-executors.js";
import type { BatchWorkerData } from "./batch-serve.js";
import type { CliIo } from "./cli-io.js";
import { batchOptions, checkJob, common, jobOf, jobsOf, parse, UsageError } from "./flags.js";
import { inputPaths, streamInputs } from "./inputs.js";
import { ProgressBar } from "./progress.js";
import { type Routes, routedBatch } from "./routes.js";
import type { CliSpec, runCli } from "./runner.js";
import { help } from "./usage.js";
import { type WorkerStart, workerStart } from "./worker-start.js";

/**
 * How batch threads start: as one bundled file of the thread's code and the type's module when esbuild is at
 * hand (built or from sources), else from the built worker entry, or through tsx from sources (see
 * `workerStart`).
 */
function threadStart(data: BatchWorkerData): Promise<WorkerStart> | WorkerStart {
  const plain = () => workerStart("./batch.worker", import.meta.url, { ...data });
  // Loaded only here, when threads start.
  return import("./batch-bundle.js")
    .then(({ bundledBatchStart }) => bundledBatchStart(data))
    .then(
      (bundled) => bundled ?? plain(),
      () => plain(),
    );
}

const batchCommands = new Set(["solve", "validate", "hint", "explain", "grade", "convert"]);

/**
 * Starts the worker threads of a batch before the CLI loads its puzzle type, so that they boot meanwhile:
 * for a `main` that calls this first, then imports the type and hands the pool to {@link runCli}
 * (`CliSpec.threads`). `module` is the module the threads load the types from (`CliSpec.module`).
 * Undefined unless `argv` is a batch command on more than one thread (`--jobs`, default every core), and
 * undefined too when `onePuzzle` says each of its operands is one puzzle (a link): a batch of a few puzzles
 * is done on the main thread before threads would be up, and their start-up is wasted work. `preload`
 * names types the threads load as they start, from a `module` that loads them by id (`BatchWorkerData`).
 */
export function warmThreads(
  module: string,
  argv: string[],
  onePuzzle?: (operand: string) => boolean,
  preload?: string[],
): ThreadPool | undefined {
  const command = argv[0] ?? "";
  if (!batchCommands.has(command) || argv.includes("--help") || argv.includes("-h")) return undefined;
  let jobs = availableParallelism();
  let auto = true;
  argv.forEach((arg, i) => {
    if (arg === "--jobs") jobs = Number(argv[i + 1]);
    else if (arg.startsWith("--jobs=")) jobs = Number(arg.slice("--jobs=".length));
    else return;
    auto = false;
  });
  if (!Number.isInteger(jobs) || jobs < 2) return undefined;
  if (onePuzzle) {
    // Read loosely: a flag unknown here (the unified CLI's --type) makes its value an operand, which keeps
    // the threads; the real reading of the flags comes later.
    const { positionals } = parseArgs({
      args: argv.slice(1),
      options: { ...common, ...batchOptions(command as BatchCommand) },
      allowPositionals: true,
      strict: false,
    });
    if (positionals.length > 0 && positionals.every(onePuzzle)) return undefined;
  }
  return new ThreadPool({ threads: jobs, auto, start: () => threadStart({ module, preload }) }).begin();
}

/**
 * `solve`, `validate`, `hint`, `explain`, `grade` and `convert` over every input: read as a stream
 * (files, directories, `--lines`, standard input), done in chunks on `--jobs` threads, written in input
 * order.
 */
export async function batchCommand(
  spec: CliSpec,
  command: BatchCommand,
  rest: string[],
  io: CliIo,
): Promise<number> {
  const { values, positionals } = parse(rest, batchOptions(command));
  if (values.help) return help(spec, io);
  const job = jobOf(command, values);
  const jobs = jobsOf(values);
  // Without --jobs the pool chooses its threads from the work.
  const auto = values.jobs === undefined;
  const lines = Boolean(values.lines);
  // The types the batch does, each checked against the job once, with its layout: the spec's type with the
  // spec's layout hooks, a routed type with its own.
  const work = new Map<string, { type: AnyPuzzleType; layout: Layout }>();
  const workOf = (type: AnyPuzzleType) => {
    let w = work.get(type.id);
    if (!w) {
      const layout: Layout =
        type === spec.type && !spec.route
          ? { formatSolve: spec.formatSolve, solutionToJson: spec.solutionToJson }
          : type;
      try {
        checkJob({ ...spec, type }, job);
      } catch (e) {
        // Among several types, say which one a format is unknown to.
        if (spec.route && e instanceof UsageError && !e.message.startsWith(type.id))
          throw new UsageError(`${type.id}: ${e.message}`);
        throw e;
      }
      w = { type, layout };
      work.set(type.id, w);
    }
    return w;
  };
  const stop = new AbortController();
  let routes: Routes | undefined;
  let paths: string[] = [];
  if (spec.route) {
    const routed = await spec.route(positionals, { lines, signal: stop.signal });
    if (typeof routed === "number") return routed;
    routes = routed;
    for (const type of routes.types) workOf(type);
  } else {
    workOf(spec.type);
    paths = inputPaths(positionals);
  }
  const inline = (typeId: string, chunk: Chunk) => {
    const w = work.get(typeId)!;
    return runChunk(w.type, w.layout, job, chunk);
  };

  // Interrupts are heard while the main thread waits, not while it solves (see CliIo.onInterrupt).
  const abort = () => stop.abort();
  io.signal?.addEventListener("abort", abort, { once: true });
  if (io.signal?.aborted) stop.abort();
  let unlisten: (() => void) | undefined;
  const listen = (on: boolean) => {
    if (on && !unlisten) unlisten = io.onInterrupt?.(abort);
    else if (!on && unlisten) {
      unlisten();
      unlisten = undefined;
    }
  };
  const around = (running: boolean) => listen(!running);

  const own = spec.type;
  const threaded =
    jobs > 1 &&
    spec.module !== undefined &&
    (routes !== undefined ||
      (spec.formatSolve === own.formatSolve && spec.solutionToJson === own.solutionToJson));
  let pool: ThreadPool | undefined;
  if (threaded) {
    const warm = spec.threads;
    pool =
      warm && warm.size === jobs && warm.auto === auto
        ? warm
        : new ThreadPool({ threads: jobs, auto, start: () => threadStart({ module: spec.module! }) });
    if (pool !== warm) await warm?.end();
    pool.attach({
      inline: (_job, chunk, typeId) => inline(typeId, chunk),
      around,
      warn: (message) => io.err(`${spec.name ?? spec.type.id}: ${message}\n`),
    });
  }
  const executorOf = (type: AnyPuzzleType): Executor => {
    workOf(type);
    return pool ? pool.executor(type.id, job) : inlineExecutor((chunk) => inline(type.id, chunk), around);
  };
  const { inputs, executor } = routes
    ? routedBatch(routes, job, (type) => {
        try {
          return executorOf(type);
        } catch (e) {
          // A flag that does not fit a type met only now (`--to ipuz` for a type without it).
          if (e instanceof UsageError) return e.message;
          throw e;
        }
      })
    : {
        inputs: streamInputs(paths, lines, {
          stdin: () => io.stdin?.() ?? io.readStdin(),
          decode: spec.decode,
          signal: stop.signal,
        }),
        executor: executorOf(spec.type),
      };

  const bar = new ProgressBar(undefined);
  const write = async (result: ChunkResult) => {
    result.parts.forEach((part, i) => {
      if (part === "") return;
      if (i % 2 === 1) io.err(part);
      else io.out(part);
    });
    await io.drain?.();
  };
  listen(true);
  try {
    const outcome = await runBatch({
      inputs,
      executor,
      write,
      // Memory is bounded by the inputs out (16,384 at most), not by the chunks: threads go on past a slow
      // puzzle that holds up the output.
      window: 1024,
      signal: stop.signal,
      onProgress: (done) => bar.tick(done),
      onInputEnd: (total) => bar.setTotal(total),
    });
    if (outcome.interrupted) return 130;
    return outcome.invalid > 0 ? 1 : 0;
  } finally {
    listen(false);
    io.signal?.removeEventListener("abort", abort);
    bar.finish();
  }
}
