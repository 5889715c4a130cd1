import type { Limits } from "@gridsmith/kit";
import {
  type BatchJob,
  type BatchOutcome,
  blockInputs,
  type ChunkResult,
  lineBlocks,
  runBatch,
  splitBlock,
} from "@gridsmith/kit/batch";
import { workerExecutor } from "../worker/batch-executor.ts";
import type { Runner } from "../worker/jobs.ts";

/** Where a batch's lines come from: text pasted (or a small file's), or a large file read as it runs. */
export type BatchSource = { text: string; filename?: string } | { file: Blob; filename: string };

/** What each line holds: a puzzle, an NDJSON object `{"text": ...}` (or JSON string), or decide from the first. */
export type LineKind = "auto" | "text" | "ndjson";

/** How a batch solves. */
export interface BatchSettings {
  typeId: string;
  lines: LineKind;
  /** A format id to read every puzzle with; empty: detect each. */
  format: string;
  /** Solutions to look for: 2 proves uniqueness. */
  limit: number;
  /** Per puzzle. */
  timeoutMs: number;
  /**
   * The longest line read (see {@link batchLineLimit}); a longer one is read past, never held whole, and
   * answered as an invalid puzzle of its own that says why. No limit when absent.
   */
  maxLineLength?: number;
}

/**
 * The longest line a batch of a type reads: its longest puzzle text written as an NDJSON string (a
 * character takes at most 6 with its escape), with room for the line's other fields. A puzzle text past
 * the type's own limit within it is refused by the worker, as that puzzle's invalid line; the page's own
 * thread only ever holds a line this long.
 */
export function batchLineLimit(limits: Limits): number {
  return 6 * limits.maxTextLength + 4096;
}

/** How a batch went: the kit's outcome, and what it was. */
export interface BatchEnd extends BatchOutcome {
  total: number;
  lines: "text" | "ndjson";
}

/** What the page hears while a batch runs. */
export interface BatchHooks {
  /** Once the lines are counted, before the first chunk. */
  onStart?(total: number, lines: "text" | "ndjson"): void;
  /** Each chunk done, in input order. */
  onChunk(result: ChunkResult): void;
}

const blockChars = 1 << 16;

/**
 * The source's text a block at a time. A file is decoded as UTF-8 as it is read, so a large one never sits
 * in memory whole; pasted text is cut into blocks so that its puzzles are made a block at a time too.
 */
export async function* sourceBlocks(source: BatchSource): AsyncGenerator<string> {
  if ("text" in source) {
    for (let at = 0; at < source.text.length; at += blockChars) {
      yield source.text.slice(at, at + blockChars);
    }
    return;
  }
  const reader = source.file.stream().pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/**
 * The puzzles of a source, a block at a time: every non-blank line not starting with `#`, sourced `line N`.
 * A line over `maxLineLength` is skipped as it arrives and becomes an input answered invalid.
 */
function inputsOf(source: BatchSource, maxLineLength?: number) {
  return lineBlocks(sourceBlocks(source), {
    prefix: "line ",
    filename: source.filename,
    ...(maxLineLength === undefined ? {} : { maxLineLength, longLines: "skip" as const }),
  });
}

/** Whether a puzzle line is an NDJSON input: a JSON object with a `text` string, or a JSON string. */
export function looksLikeNdjson(line: string): boolean {
  if (!line.startsWith("{") && !line.startsWith('"')) return false;
  try {
    const value: unknown = JSON.parse(line);
    return (
      typeof value === "string" ||
      (typeof value === "object" && value !== null && typeof (value as { text?: unknown }).text === "string")
    );
  } catch {
    return false;
  }
}

/** Counts the puzzles of a source (a first pass, so the progress bar knows its end), and finds the first. */
export async function countPuzzles(
  source: BatchSource,
  maxLineLength?: number,
): Promise<{ total: number; first?: string }> {
  let total = 0;
  let first: string | undefined;
  for await (const block of inputsOf(source, maxLineLength)) {
    first ??= blockInputs(splitBlock(block, 1)[0])[0]?.text;
    total += block.count;
  }
  return first === undefined ? { total } : { total, first };
}

/** The CLI's `solve --json` job for these settings. */
export function batchJob(settings: BatchSettings, lines: "text" | "ndjson"): BatchJob {
  return {
    command: "solve",
    json: true,
    limit: settings.limit,
    timeoutMs: settings.timeoutMs,
    ...(settings.format ? { format: settings.format } : {}),
    ...(lines === "ndjson" ? { input: "ndjson" as const } : {}),
  };
}

/** A batch that is running: Stop, and how it ended. */
export interface BatchHandle {
  stop(): void;
  done: Promise<BatchEnd>;
}

/**
 * Solves every puzzle of a source in the runner's worker, a chunk at a time (chunks sized to take about
 * 50 ms, so progress moves and Stop is heard between them), with the kit's `runBatch`: the same chunking,
 * order and NDJSON as the CLI's `--lines --json` and the API's batch route. Stop terminates the chunk
 * running and keeps what was done before it, in order.
 */
export function startBatch(
  runner: Runner,
  source: BatchSource,
  settings: BatchSettings,
  hooks: BatchHooks,
): BatchHandle {
  const controller = new AbortController();
  const run = async (): Promise<BatchEnd> => {
    const { total, first } = await countPuzzles(source, settings.maxLineLength);
    const lines =
      settings.lines === "auto"
        ? first !== undefined && looksLikeNdjson(first)
          ? "ndjson"
          : "text"
        : settings.lines;
    const stopped = { count: 0, invalid: 0, interrupted: true, maxPending: 0, total, lines };
    if (controller.signal.aborted) return stopped;
    hooks.onStart?.(total, lines);
    const outcome = await runBatch({
      inputs: inputsOf(source, settings.maxLineLength),
      executor: workerExecutor(runner, settings.typeId, batchJob(settings, lines)),
      write: hooks.onChunk,
      window: 2,
      targetMs: 50,
      signal: controller.signal,
    });
    return { ...outcome, total, lines };
  };
  return { stop: () => controller.abort(), done: run() };
}
