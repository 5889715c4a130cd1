import {
  type AnyPuzzleType,
  type Grade,
  type ParamValues,
  runOperation,
  type SolveAnswer,
  type SolveProgress,
  type Step,
} from "@gridsmith/kit";
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
  | {
      op: "solve";
      typeId: string;
      puzzle: unknown;
      limit: number;
      timeoutMs: number;
      /** The engine's learning search forced on or off; absent, the type chooses. */
      learning?: boolean;
    }
  | { op: "hint"; typeId: string; puzzle: unknown; attempt: unknown }
  | { op: "explain"; typeId: string; puzzle: unknown }
  | {
      op: "generate";
      typeId: string;
      seed: number;
      /** The generator's params, or the values of its `params.fields` for its `params.read`. */
      params?: unknown;
      values?: ParamValues;
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
  /** The solve result, with each solution as the type's `solutionToText` writes it. */
  solve: SolveAnswer;
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

/**
 * Runs one job against the puzzle types. The puzzle operations are the kit's `runOperation` (the one the
 * API's workers run: it validates the puzzle first, awaits a generator's `prepareGenerate`, and bounds the
 * answer), answered as the page uses them (a hint's step, an explanation's steps, a generated puzzle); a
 * batch's chunk, the picture jobs and the setter's tools are the site's own. Throws an Error with a message
 * for people when it cannot.
 */
export async function execute(
  find: (id: string) => AnyPuzzleType | undefined,
  job: Job,
  hooks: { signal?: AbortSignal; onProgress?: (progress: SolveProgress) => void } = {},
): Promise<unknown> {
  const type = find(job.typeId);
  if (!type) throw new Error(`no puzzle type '${job.typeId}' is installed`);
  switch (job.op) {
    case "batch":
      return runChunk(type, type, job.job, job.chunk);
    case "picture":
    case "picture-givens":
      await preparePicture();
      return executePicture(job);
    case "backbone":
    case "unique-givens":
      return executeSetter(type, job, hooks.signal);
  }
  const { typeId: _typeId, ...request } = job;
  const result = await runOperation(type, request, hooks);
  if (!result.ok) throw new Error(result.message);
  const value = result.value as Record<string, unknown>;
  switch (job.op) {
    case "hint":
      return value.step;
    case "explain":
      return value.steps;
    case "generate":
      return value.puzzle;
    default:
      return value;
  }
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
