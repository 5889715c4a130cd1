import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { type ParseArgsConfig, parseArgs } from "node:util";
import { type Executor, runBatch } from "../batch/run.js";
import {
  type BatchCommand,
  type BatchJob,
  type Chunk,
  type ChunkResult,
  type Layout,
  runChunk,
} from "../batch/work.js";
import { findFormat, findSolutionFormat } from "../formats.js";
import { runOperation } from "../operation.js";
import type { AnyPuzzleType, Format, ParamValues } from "../types.js";
import { inlineExecutor, ThreadPool } from "./batch.js";
import type { BatchWorkerData } from "./batch-serve.js";
import { decodeFile, inputPaths, readStdinSync, streamInputs } from "./inputs.js";
import { ProgressBar } from "./progress.js";
import { type Routes, routedBatch } from "./routes.js";
import { usage } from "./usage.js";
import { type WorkerStart, workerStart } from "./worker-start.js";

/**
 * One puzzle type on the command line. Text layout (`formatSolve`, `solutionToJson`) and generator flags
 * (`params`) normally come from the type itself; a spec may override them, and may add commands that need
 * the machine (files, images).
 */
export interface CliSpec extends Partial<Pick<AnyPuzzleType, "params">> {
  type: AnyPuzzleType;
  /** The text `solve` prints for people; by default the type's own (see `PuzzleType.formatSolve`). */
  formatSolve?: AnyPuzzleType["formatSolve"];
  /** A solution as it goes into NDJSON; by default the type's own (see `PuzzleType.solutionToJson`). */
  solutionToJson?: AnyPuzzleType["solutionToJson"];
  /** The command name shown in usage, e.g. `"sudoku"`. */
  name?: string;
  /**
   * Commands a type adds or overrides, e.g. nonogram's `--pbm` writer. Return the exit code. `spec` is the
   * spec in use (the type's hooks merged in), to hand back to {@link runCli} for the shared behaviour.
   */
  commands?: Record<string, (args: string[], io: CliIo, spec: CliSpec) => number | Promise<number>>;
  /**
   * A module that exports `type` (under any name, or in a `puzzleTypes` array) or loads it by id
   * (`loadPuzzleType(id)`, as the catalog's lazy entry), as a URL or an absolute path's URL (e.g.
   * `import.meta.resolve("@gridsmith/sudoku")`): worker threads load the type from it.
   * Without it, or with layout hooks of the spec's own (functions do not cross to a thread), a batch runs
   * on the main thread.
   */
  module?: string;
  /** A whole file's text from its bytes (default: UTF-8, else latin1); e.g. to keep a binary image intact. */
  decode?(bytes: Uint8Array, name: string): string;
  /**
   * Threads started early by {@link warmThreads} (from `module`): a batch uses them, and they end with the
   * command whatever it was.
   */
  threads?: ThreadPool;
  /**
   * Where a batch command's inputs go, when not all to `type` (the unified `gridsmith` CLI, which detects
   * each input's type): given the command's files as typed (files, directories, `-`, links), whether it is
   * in line mode, and the signal that stops the batch, once the flags are read. Returns the inputs with
   * their types, or an exit code (a usage error it has said).
   */
  route?(files: string[], options: { lines: boolean; signal: AbortSignal }): Promise<Routes | number>;
  /** The help text, instead of the type's own (the unified CLI's). */
  usage?: string;
}

/** Where a CLI writes and reads: the process's streams by default, strings in tests. */
export interface CliIo {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
  /** All of standard input. */
  readStdin(): string;
  /** Standard input as it arrives; batches read it so when given, else {@link readStdin}. */
  stdin?(): AsyncIterable<Uint8Array | string>;
  /** When standard output holds more than it should: a promise of its having taken it. Batches wait on it. */
  drain?(): Promise<void> | undefined;
  /** Stops a batch when aborted: what is done is written, in input order, and the exit code is 130. */
  signal?: AbortSignal;
  /**
   * Calls `stop` when the user interrupts (Ctrl-C) while a batch waits on threads; returns what stops
   * listening. While the main thread itself solves it does not listen, so an interrupt ends the process at
   * once, as it would without a handler.
   */
  onInterrupt?(stop: () => void): () => void;
}

/** Whoever listens for interrupts now (a batch): told when standard output's reader has gone too. */
const interruptListeners = new Set<() => void>();
let stdoutGone = false;
let stdoutWatched = false;

/**
 * Standard output closed by its reader (`| head`): no more writes, and a batch stops as on Ctrl-C, instead
 * of an EPIPE stack trace.
 */
function watchStdout(): void {
  if (stdoutWatched) return;
  stdoutWatched = true;
  process.stdout.on("error", (e: NodeJS.ErrnoException) => {
    if (e.code !== "EPIPE") throw e;
    stdoutGone = true;
    for (const stop of interruptListeners) stop();
  });
}

/** The process's standard streams and signals. */
export const processIo: CliIo = {
  out: (t) => {
    watchStdout();
    if (!stdoutGone) process.stdout.write(t);
  },
  err: (t) => process.stderr.write(t),
  readStdin: readStdinSync,
  stdin: () => process.stdin,
  drain: () =>
    process.stdout.writableNeedDrain && !stdoutGone
      ? new Promise((resolve) => process.stdout.once("drain", () => resolve()))
      : undefined,
  onInterrupt(stop) {
    watchStdout();
    interruptListeners.add(stop);
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    return () => {
      interruptListeners.delete(stop);
      process.off("SIGINT", stop);
      process.off("SIGTERM", stop);
    };
  },
};

class UsageError extends Error {}

const common = {
  json: { type: "boolean" },
  format: { type: "string" },
  lines: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} takes a whole number, got '${value}'`);
  return n;
}

/**
 * Runs the command-line contract every Gridsmith puzzle CLI follows over one puzzle type:
 * text for people, NDJSON (one line per puzzle, in input order) with `--json`, exit 0 / 1 (invalid input) /
 * 2 (usage) / 130 (interrupted). Returns the exit code; never throws for bad input.
 */
export async function runCli(given: CliSpec, argv: string[], io: CliIo = processIo): Promise<number> {
  try {
    return await runCommand(given, argv, io);
  } finally {
    // Threads started early that the command did not use must not keep the process alive.
    await given.threads?.end();
  }
}

async function runCommand(given: CliSpec, argv: string[], io: CliIo): Promise<number> {
  const { formatSolve, solutionToJson, params } = given.type;
  const spec: CliSpec = { formatSolve, solutionToJson, params, ...given };
  const [command, ...rest] = argv;
  try {
    if (!command || command === "--help" || command === "-h" || command === "help") {
      io.out(`${spec.usage ?? usage(spec)}\n`);
      return command ? 0 : 2;
    }
    const custom = spec.commands?.[command];
    if (custom) return await custom(rest, io, spec);
    switch (command) {
      case "solve":
      case "validate":
      case "hint":
      case "explain":
      case "grade":
      case "convert":
        return await batchCommand(spec, command, rest, io);
      case "generate":
        return await generateCommand(spec, rest, io);
      default:
        throw new UsageError(`unknown command '${command}'`);
    }
  } catch (e) {
    if (
      e instanceof UsageError ||
      (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))
    ) {
      io.err(`${spec.name ?? spec.type.id}: ${e.message}\n${spec.usage ?? usage(spec)}\n`);
      return 2;
    }
    if (
      e instanceof Error &&
      "code" in e &&
      (e.code === "ENOENT" || e.code === "EISDIR" || e.code === "EACCES" || e.code === "ENOTDIR")
    ) {
      io.err(`${spec.name ?? spec.type.id}: ${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

type Values = Record<string, string | boolean | undefined>;

function parse(
  rest: string[],
  options: NonNullable<ParseArgsConfig["options"]>,
): { values: Values; positionals: string[] } {
  return parseArgs({ args: rest, options: { ...common, ...options }, allowPositionals: true, strict: true });
}

function text(values: Values, key: string): string | undefined {
  const v = values[key];
  return typeof v === "string" ? v : undefined;
}

function help(spec: CliSpec, io: CliIo): number {
  io.out(`${spec.usage ?? usage(spec)}\n`);
  return 0;
}

function findFormatOrUsage(spec: CliSpec, id: string): Format<unknown> {
  try {
    return findFormat(spec.type.formats as Format<unknown>[], id);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** A flag that turns something on or off: `on` is true, `off` false; anything else is a usage error. */
function onOrOff(name: string, value: string): boolean {
  if (value === "on" || value === "off") return value === "on";
  throw new UsageError(`--${name} takes on or off, got '${value}'`);
}

/**
 * `--jobs N`: threads to solve on (default: the machine's cores, chosen from the work: see thread-plan.ts;
 * 1 = the main thread only).
 */
function jobsOf(values: Values): number {
  const jobs = wholeNumber("jobs", text(values, "jobs"), availableParallelism());
  if (jobs < 1) throw new UsageError("--jobs must be at least 1");
  return jobs;
}

/** The job a batch command's flags describe, whatever the type; throws UsageError for flags that do not fit. */
function jobOf(command: BatchCommand, values: Values): BatchJob {
  const job: BatchJob = { command, json: Boolean(values.json), format: text(values, "format") };
  if (command === "solve") {
    if (values.all && text(values, "limit") !== undefined)
      throw new UsageError("--limit and --all exclude each other");
    job.limit = values.all ? Number.POSITIVE_INFINITY : wholeNumber("limit", text(values, "limit"), 2);
    if (job.limit < 1) throw new UsageError("--limit must be at least 1");
    const timeoutText = text(values, "timeout-ms");
    if (timeoutText !== undefined) job.timeoutMs = wholeNumber("timeout-ms", timeoutText, 0);
    const learning = text(values, "learning");
    if (learning !== undefined) job.learning = onOrOff("learning", learning);
    const solutionFormat = text(values, "solution-format");
    if (solutionFormat !== undefined) {
      // The texts go into the NDJSON lines; the text for people has a layout of its own.
      if (!job.json) throw new UsageError("--solution-format needs --json (it adds solutionTexts)");
      job.solutionFormat = solutionFormat;
    }
  } else if (command === "convert") {
    const to = text(values, "to");
    if (!to) throw new UsageError("convert needs --to FORMAT");
    job.to = to;
  }
  return job;
}

/** Throws UsageError when the spec's type cannot do `job`: a format it lacks, a command it has not. */
function checkJob(spec: CliSpec, job: BatchJob): void {
  if (job.format) findFormatOrUsage(spec, job.format);
  if (job.solutionFormat !== undefined) {
    try {
      findSolutionFormat(spec.type.formats as Format<unknown>[], job.solutionFormat);
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
  }
  const { command } = job;
  if (job.to !== undefined) {
    const target = findFormatOrUsage(spec, job.to);
    if (!target.serialize) throw new UsageError(`format '${job.to}' can be read but not written`);
  } else if ((command === "hint" || command === "explain" || command === "grade") && !spec.type[command]) {
    throw new UsageError(`${spec.type.id} has no '${command}'`);
  }
}

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

/** The flags of a batch command besides the common ones. */
function batchOptions(command: BatchCommand): NonNullable<ParseArgsConfig["options"]> {
  return {
    jobs: { type: "string" },
    ...(command === "solve"
      ? {
          limit: { type: "string" },
          all: { type: "boolean" },
          "timeout-ms": { type: "string" },
          learning: { type: "string" },
          "solution-format": { type: "string" },
        }
      : command === "convert"
        ? { to: { type: "string" } }
        : {}),
  };
}

/**
 * `solve`, `validate`, `hint`, `explain`, `grade` and `convert` over every input: read as a stream
 * (files, directories, `--lines`, standard input), done in chunks on `--jobs` threads, written in input
 * order.
 */
async function batchCommand(
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

async function generateCommand(spec: CliSpec, rest: string[], io: CliIo): Promise<number> {
  const type = spec.type;
  if (!type.generate) throw new UsageError(`${type.id} has no generator`);
  const fields = spec.params?.fields ?? [];
  const { values } = parse(rest, {
    count: { type: "string" },
    seed: { type: "string" },
    out: { type: "string" },
    ...Object.fromEntries(fields.map((f) => [f.name, { type: f.kind === "flag" ? "boolean" : "string" }])),
  });
  if (values.help) return help(spec, io);
  const count = wholeNumber("count", text(values, "count"), 1);
  const seed = wholeNumber("seed", text(values, "seed"), Date.now() % 2 ** 31);
  const formatId = text(values, "format");
  const format = formatId ? findFormatOrUsage(spec, formatId) : (type.formats[0] as Format<unknown>);
  if (!format.serialize) throw new UsageError(`format '${format.id}' can be read but not written`);
  const given: ParamValues = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    given[field.name] =
      field.file && typeof value === "string" && existsSync(value) && statSync(value).isFile()
        ? decodeFile(readFileSync(value))
        : value;
  }
  let params: unknown;
  try {
    params = spec.params ? spec.params.read(given) : {};
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    // The type's prepareGenerate is awaited first (once it has loaded, again is at once).
    const made = await runOperation(type, { op: "generate", params, seed: seed + i });
    if (!made.ok) {
      // A generator says with a thrown Error when its params cannot give a puzzle (a grid too small, theme
      // words that do not cross): that is the user's to fix, so it is a message and exit 1, not a stack trace.
      io.err(`${spec.name ?? type.id}: cannot generate: ${made.message}\n`);
      return 1;
    }
    const text = format.serialize(made.value.puzzle);
    if (values.json) io.out(`${JSON.stringify({ index: i, seed: seed + i, puzzle: text })}\n`);
    else texts.push(text.replace(/\n$/, ""));
  }
  if (!values.json) {
    const all = `${texts.join(values.lines ? "\n" : "\n\n")}\n`;
    const out = text(values, "out");
    if (out) writeFileSync(out, all);
    else io.out(all);
  }
  return 0;
}
