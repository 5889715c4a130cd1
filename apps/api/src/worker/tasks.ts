import type { Grade, Problem, SolveResult, Step } from "@gridsmith/kit";
import type { BatchJob, Chunk, ChunkResult } from "@gridsmith/kit/batch";

/** The operations that run in the worker pool, never on the event loop. */
export type PooledOperation =
  | "validate"
  | "solve"
  | "check"
  | "hint"
  | "explain"
  | "grade"
  | "generate"
  | "batch";

/**
 * One job for a solver worker. Puzzles arrive already read by the main thread (the type's `fromJson` or a
 * format's `parse`, both bounded by the type's limits), so they have the type's shape and size; the worker
 * validates them before it runs anything on them. Every value is structured-clone safe.
 */
export type WorkerTask =
  | { op: "ping" }
  /** The puzzle's problems (the parse route's `validate`), off the event loop like everything else. */
  | { op: "validate"; type: string; puzzle: unknown }
  | {
      op: "solve";
      type: string;
      puzzle: unknown;
      limit: number;
      /** Epoch milliseconds by which the solver must return; the worker passes what is left as `timeoutMs`. */
      deadline: number;
      /**
       * A first, short try (the pool's quick lane): the solver gets at most this many ms, and a solve that
       * needs more answers `sliced` instead of `timeout`, so the pool can queue it again with the slow work.
       */
      sliceMs?: number;
    }
  | { op: "check"; type: string; puzzle: unknown; attempt: unknown }
  | { op: "hint"; type: string; puzzle: unknown; attempt?: unknown }
  | { op: "explain"; type: string; puzzle: unknown }
  | { op: "grade"; type: string; puzzle: unknown }
  | { op: "generate"; type: string; params: unknown; seed: number }
  /** A chunk of a batch: its inputs' NDJSON lines, as the CLI writes them (see `runChunk`). */
  | { op: "batch"; type: string; job: BatchJob; chunk: Chunk };

/** A solve result with each solution also rendered as text by the type's `solutionToText`. */
export type SolveReply = SolveResult<unknown> & { solutionTexts: string[] };

/** A generated puzzle, with its text in the type's first writable format (null when none is writable). */
export interface GenerateReply {
  puzzle: unknown;
  text: string | null;
  format: string | null;
  seed: number;
}

/** What each operation answers with. */
export interface WorkerReplies {
  ping: { types: string[] };
  validate: { problems: Problem[] };
  solve: SolveReply;
  check: { problems: Problem[] };
  hint: { step: Step | null };
  explain: { steps: Step[] };
  grade: Grade;
  generate: GenerateReply;
  batch: ChunkResult;
}

/**
 * A worker's answer. A function of the puzzle type that throws does not crash the worker: its message comes
 * back as `ok: false` so the API can say what went wrong. A puzzle that `validate` finds problems in comes
 * back with them (`problems`), and a quick-lane solve that needed more than its slice with `sliced`.
 */
export type WorkerResult<T = unknown> =
  | { ok: true; value: T }
  | { ok: false; message: string; problems?: Problem[]; sliced?: boolean };
