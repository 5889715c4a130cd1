import type { AnyPuzzleType } from "@gridsmith/kit";
import { type BatchJob, runBatch } from "@gridsmith/kit/batch";
import type { TaskRunner } from "../app-core.js";
import { HttpProblem } from "../problem.js";
import { requireFormat } from "../puzzle-input.js";
import { type BatchStop, stopLine } from "./batch-stop.js";
import { poolExecutor } from "./pool-executor.js";
import { requestInputs } from "./request-lines.js";

/** The bounds of the batch route (defaults: {@link defaultBatchLimits}; the server reads them from BATCH_*). */
export interface BatchLimits {
  /** Largest body, in bytes; default 256 MiB. A larger Content-Length is refused (413) before reading. */
  maxBytes: number;
  /** Puzzles in one request, at most; default 1,000,000. */
  maxPuzzles: number;
  /** Time limit of a whole batch in ms; default 10 minutes. */
  timeoutMs: number;
  /** Batches answered at once; more answer 503. Default: one per solver thread. */
  maxRunning: number;
  /**
   * The longest line kept, in characters; default 1 MiB, the single-puzzle routes' body limit. A longer
   * line is read past (never held) and answered with an `invalid` line of its own; the batch goes on.
   */
  maxLineLength: number;
}

export const defaultBatchLimits = (threads: number): BatchLimits => ({
  maxBytes: 256 * 1024 * 1024,
  maxPuzzles: 1_000_000,
  timeoutMs: 600_000,
  maxRunning: Math.max(1, threads),
  maxLineLength: 1024 * 1024,
});

/** What one batch request asks for, once its query is checked. */
export interface BatchRequest {
  type: AnyPuzzleType;
  limit: number;
  timeoutMs: number;
  /** The engine's learning search forced on or off for every puzzle; absent, each type chooses. */
  learning?: boolean;
  format?: string;
  contentType: string | undefined;
  contentLength: string | undefined;
  body: ReadableStream<Uint8Array> | null;
  /** Fires when the client goes away. */
  signal: AbortSignal;
  /** Called once the answer's last byte is out; told whether the body was read to its end. */
  onFinished?(bodyRead: boolean): void;
}

const ndjsonTypes = ["application/x-ndjson", "application/jsonl", "application/json-lines"];

/** `ndjson` or `text` from the Content-Type, or a 415 problem. */
function inputKind(contentType: string | undefined): "ndjson" | "text" {
  const media = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (ndjsonTypes.includes(media)) return "ndjson";
  if (media === "text/plain") return "text";
  throw new HttpProblem(
    "unsupported-media-type",
    415,
    "Unsupported media type",
    "send the puzzles as application/x-ndjson (a JSON object with a text field per line) or text/plain (one puzzle per line)",
  );
}

/**
 * Solves a request's puzzles in the solver pool and streams one NDJSON line per puzzle, in input order, as
 * they are done: the same lines as `gridsmith <type> solve --lines --json`. The request is checked before the
 * answer starts (type, query, media type, Content-Length, batches running); what goes wrong after that ends
 * the answer with a `stopped` line. Reading, solving and writing go at the pace of the slowest: memory
 * holds a bounded window of puzzles whatever the size of the request.
 */
export class BatchRoute {
  private running = 0;

  constructor(
    private readonly runner: TaskRunner,
    private readonly limits: BatchLimits,
  ) {}

  start(request: BatchRequest): Response {
    const { type, signal } = request;
    if (request.format !== undefined) requireFormat(type, request.format);
    const kind = inputKind(request.contentType);
    const length = Number(request.contentLength);
    if (request.contentLength !== undefined && length > this.limits.maxBytes) {
      throw new HttpProblem(
        "body-too-large",
        413,
        "Request body too large",
        `the body (${length} bytes) is over the limit of ${this.limits.maxBytes} bytes; split the puzzles over several requests`,
        {},
        // The body is never read: closing the connection stops the upload.
        { connection: "close" },
      );
    }
    if (this.running >= this.limits.maxRunning) {
      throw new HttpProblem(
        "queue-full",
        503,
        "Batches are busy",
        `${this.running} batches are running, the most this server answers at once; retry in a few seconds`,
        {},
        { "retry-after": "5" },
      );
    }
    this.running++;
    const job: BatchJob = {
      command: "solve",
      json: true,
      limit: request.limit,
      timeoutMs: request.timeoutMs,
      ...(request.learning === undefined ? {} : { learning: request.learning }),
      format: request.format,
      input: kind,
    };
    const { inputs, stop: inputStop } = requestInputs(request.body, {
      maxBytes: this.limits.maxBytes,
      maxPuzzles: this.limits.maxPuzzles,
      maxLineLength: this.limits.maxLineLength,
    });
    const ended = new AbortController();
    let stop: BatchStop | undefined;
    const executor = poolExecutor({
      runner: this.runner,
      type: type.id,
      job,
      deadline: Date.now() + this.limits.timeoutMs,
      signal,
      stop(reason) {
        stop ??= reason;
        ended.abort();
      },
    });
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    const encoder = new TextEncoder();
    const write = async (text: string) => {
      if (text === "") return;
      await writer.ready;
      await writer.write(encoder.encode(text));
    };
    let inputEnded = false;
    const threads = Math.max(1, this.runner.threads);
    runBatch({
      inputs,
      executor,
      write: (result) => write(result.parts.filter((_, i) => i % 2 === 0).join("")),
      // Two chunks a thread: one running, one waiting its turn in the pool's queue.
      window: 2 * threads,
      targetMs: 20,
      signal: AbortSignal.any([signal, ended.signal]),
      onInputEnd: () => {
        inputEnded = true;
      },
    })
      .then(async (outcome) => {
        const why = stop ?? inputStop();
        if (why) await write(stopLine(why, outcome.count));
        await writer.close();
      })
      .catch((e: unknown) => writer.abort(e).catch(() => {}))
      .finally(() => {
        this.running--;
        request.onFinished?.(inputEnded && inputStop() === undefined);
      });
    return new Response(readable, {
      status: 200,
      headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" },
    });
  }
}
