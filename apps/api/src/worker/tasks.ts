import type { GenerateAnswer, OperationAnswers, Problem, SolveAnswer, TextError } from "@gridsmith/kit";
import type { BatchJob, Chunk, ChunkResult } from "@gridsmith/kit/batch";

/** The operations that run in the worker pool, never on the event loop. */
export type PooledOperation =
  | "parse"
  | "convert"
  | "solve"
  | "check"
  | "hint"
  | "explain"
  | "grade"
  | "generate"
  | "batch";

/**
 * A puzzle text for the worker to read: its length already checked against the type's limit, its format (when
 * named) one the type has. Reading it is the type's code, whose cost the text decides: it runs here, never on
 * the event loop.
 */
export interface TextInput {
  text: string;
  format?: string;
  filename?: string;
}

/**
 * The puzzle of a task: `puzzle`, JSON the main thread has read with the type's `fromJson` (bounded by the
 * type's limits, so it has the type's shape and size), or `text` for the worker to read (then `puzzle` is
 * absent). The worker validates it before it runs anything on it.
 */
export interface PuzzleInput {
  puzzle?: unknown;
  text?: TextInput;
}

/** One job for a solver worker. Every value is structured-clone safe. */
export type WorkerTask =
  | { op: "ping" }
  /** The parse route: read the text, and what `validate` says of it. */
  | { op: "parse"; type: string; text: TextInput }
  /** Write the puzzle in the format `to` (checked writable by the main thread). */
  | ({ op: "convert"; type: string; to: string } & PuzzleInput)
  | ({
      op: "solve";
      type: string;
      limit: number;
      /** The engine's learning search forced on or off; absent, the type chooses. */
      learning?: boolean;
      /** Epoch milliseconds by which the solver must return; the worker passes what is left as `timeoutMs`. */
      deadline: number;
      /**
       * A first, short try (the pool's quick lane): the solver gets at most this many ms, and a solve that
       * needs more answers `sliced` instead of `timeout`, so the pool can queue it again with the slow work.
       */
      sliceMs?: number;
      /** The format that writes `solutionTexts` (checked to write solutions by the main thread). */
      solutionFormat?: string;
    } & PuzzleInput)
  | ({ op: "check"; type: string; attempt: unknown } & PuzzleInput)
  | ({ op: "hint"; type: string; attempt?: unknown } & PuzzleInput)
  | ({ op: "explain"; type: string } & PuzzleInput)
  | ({ op: "grade"; type: string } & PuzzleInput)
  | { op: "generate"; type: string; params: unknown; seed: number }
  /** A chunk of a batch: its inputs' NDJSON lines, as the CLI writes them (see `runChunk`). */
  | { op: "batch"; type: string; job: BatchJob; chunk: Chunk };

/**
 * A solve result with each solution also rendered as text: by the type's `solutionToText`, or in the
 * request's `solutionFormat`.
 */
export type SolveReply = SolveAnswer;

/** A generated puzzle, with its text in the type's first writable format (null when none is writable). */
export type GenerateReply = GenerateAnswer;

/** What each operation answers with: the kit's `runOperation` answers, a ping's and a batch's. */
export interface WorkerReplies extends Omit<OperationAnswers, "validate"> {
  ping: { types: string[] };
  batch: ChunkResult;
}

/** Where a text that does not read goes wrong, and in which format. */
export type { TextError };

/**
 * A worker's answer. A function of the puzzle type that throws does not crash the worker: its message comes
 * back as `ok: false` so the API can say what went wrong. A text that does not read comes back with where
 * (`parseError`), a puzzle that `validate` finds problems in with them (`problems`), and a quick-lane solve
 * that needed more than its slice with `sliced`.
 */
export type WorkerResult<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; message: string; parseError?: TextError; problems?: Problem[]; sliced?: boolean };
