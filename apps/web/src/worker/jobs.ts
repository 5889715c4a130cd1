import type { AnyPuzzleType, Grade, SolveProgress, SolveResult, Step } from "@gridsmith/kit";
import { type BatchJob, type Chunk, type ChunkResult, runChunk } from "@gridsmith/kit/batch";
import { executeSetter, type SetterJob, type SetterResults } from "../setter/jobs.ts";
import {
  executePicture,
  type GivensResult,
  type PictureGivensJob,
  type PictureJob,
  type PictureResult,
  preparePicture,
} from "./picture-jobs.ts";

/** Work the page hands to a solver: everything that may take long runs through here, off the main thread. */
export type Job =
  | { op: "solve"; typeId: string; puzzle: unknown; limit: number; timeoutMs: number }
  | { op: "hint"; typeId: string; puzzle: unknown; attempt: unknown }
  | { op: "explain"; typeId: string; puzzle: unknown }
  | {
      op: "generate";
      typeId: string;
      seed: number;
      /** The generator's params, or the values of its CLI flags to turn into params (`cli.generateParams`). */
      params?: unknown;
      values?: Record<string, string | boolean | undefined>;
    }
  | { op: "grade"; typeId: string; puzzle: unknown }
  /**
   * One chunk of a batch: its puzzles read, solved (or validated...) and written as the CLI's `--json`
   * NDJSON lines, in order (`runChunk` from the kit). The page hands out one chunk at a time, so it can stop
   * between chunks.
   */
  | { op: "batch"; typeId: string; job: BatchJob; chunk: Chunk }
  /** A nonogram from a picture, with its uniqueness verdict; and givens that make it unique. */
  | PictureJob
  | PictureGivensJob
  /** Setter tools: the cells every solution shares; the givens that make the puzzle unique. */
  | SetterJob;

/** What each job returns. */
export interface JobResults {
  solve: SolveResult<unknown>;
  hint: Step | null;
  explain: Step[];
  generate: unknown;
  grade: Grade;
  batch: ChunkResult;
  picture: PictureResult;
  "picture-givens": GivensResult;
  backbone: SetterResults["backbone"];
  "unique-givens": SetterResults["unique-givens"];
}

export type JobResult<J extends Job> = JobResults[J["op"]];

/** Messages between the page and the worker. */
export type ToWorker = { id: number; job: Job };
export type FromWorker =
  | { id: number; kind: "progress"; progress: SolveProgress }
  | { id: number; kind: "done"; result: unknown }
  | { id: number; kind: "failed"; message: string };

/** A job that is running: its answer, and a way to stop it. */
export interface Task<T> {
  promise: Promise<T>;
  cancel(): void;
}

/** Runs jobs somewhere: in a Web Worker in the browser, in-process in tests. */
export interface Runner {
  run<J extends Job>(job: J, onProgress?: (progress: SolveProgress) => void): Task<JobResult<J>>;
}

/** Raised when a job was cancelled, so callers can tell it from a failure. */
export class Cancelled extends Error {
  override readonly name = "Cancelled";
  constructor() {
    super("cancelled");
  }
}

/** Runs one job against the puzzle types. Throws an Error with a message for people when it cannot. */
export function execute(
  find: (id: string) => AnyPuzzleType | undefined,
  job: Job,
  hooks: { signal?: AbortSignal; onProgress?: (progress: SolveProgress) => void } = {},
): unknown {
  const type = find(job.typeId);
  if (!type) throw new Error(`no puzzle type '${job.typeId}' is installed`);
  switch (job.op) {
    case "solve":
      return type.solve(job.puzzle, {
        limit: job.limit,
        timeoutMs: job.timeoutMs,
        ...(hooks.signal ? { signal: hooks.signal } : {}),
        ...(hooks.onProgress ? { onProgress: hooks.onProgress } : {}),
      });
    case "hint":
      if (!type.hint) throw new Error(`${type.title} has no hints`);
      return type.hint(job.puzzle, job.attempt as never) ?? null;
    case "explain":
      if (!type.explain) throw new Error(`${type.title} cannot explain its solutions`);
      return type.explain(job.puzzle);
    case "generate":
      if (!type.generate) throw new Error(`${type.title} has no generator`);
      return type.generate(paramsOf(type, job), job.seed);
    case "grade":
      if (!type.grade) throw new Error(`${type.title} has no grader`);
      return type.grade(job.puzzle);
    case "batch":
      return runChunk(type, type.cli ?? {}, job.job, job.chunk);
    case "picture":
    case "picture-givens":
      return executePicture(job);
    case "backbone":
    case "unique-givens":
      return executeSetter(type, job, hooks.signal);
  }
}

/**
 * Loads what a job needs before {@link execute} can run it (a generator's dictionary): the one async step,
 * so `execute` itself stays synchronous and cancellable by terminating the worker.
 */
export async function prepare(find: (id: string) => AnyPuzzleType | undefined, job: Job): Promise<void> {
  if (job.op === "picture" || job.op === "picture-givens") return preparePicture();
  if (job.op !== "generate") return;
  const type = find(job.typeId);
  if (!type?.generate || !type.prepareGenerate) return;
  await type.prepareGenerate(paramsOf(type, job));
}

function paramsOf(type: AnyPuzzleType, job: Extract<Job, { op: "generate" }>): unknown {
  return job.values && type.cli?.generateParams ? type.cli.generateParams(job.values) : (job.params ?? {});
}

/** Spaces progress reports out so a fast search does not flood the page with messages. */
export function throttle<T>(send: (value: T) => void, everyMs = 100): (value: T) => void {
  let last = 0;
  return (value) => {
    const now = Date.now();
    if (now - last >= everyMs) {
      last = now;
      send(value);
    }
  };
}
