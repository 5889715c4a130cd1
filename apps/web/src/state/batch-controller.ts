import { createSignal, onCleanup } from "solid-js";
import type { Runner } from "../worker/jobs.ts";
import { BatchRows } from "./batch-rows.ts";
import { type BatchHandle, type BatchSettings, type BatchSource, startBatch } from "./batch-run.ts";

/** Where a batch is: nothing yet, counting its lines, solving, finished, stopped by the person, or failed. */
export type BatchPhase = "idle" | "counting" | "running" | "done" | "stopped" | "failed";

/** The batch view's state: one batch at a time, its results kept compact (see {@link BatchRows}). */
export interface BatchController {
  phase(): BatchPhase;
  /** Puzzles read (the progress bar's end); 0 until counted. */
  total(): number;
  /** Puzzles done, in order. */
  done(): number;
  /** The results so far; read inside an effect or memo to follow each chunk. */
  rows(): BatchRows;
  /** What the lines held, once known. */
  lines(): "text" | "ndjson" | null;
  /** Milliseconds the batch took, once it ended. */
  elapsedMs(): number | null;
  /** Why the batch failed (the lines could not be read). */
  error(): string;
  running(): boolean;
  start(source: BatchSource, settings: BatchSettings): Promise<void>;
  stop(): void;
}

/** Makes the controller; a batch still running when its owner goes away is stopped. */
export function createBatchController(runner: Runner): BatchController {
  const [phase, setPhase] = createSignal<BatchPhase>("idle");
  const [total, setTotal] = createSignal(0);
  const [done, setDone] = createSignal(0);
  const [lines, setLines] = createSignal<"text" | "ndjson" | null>(null);
  const [elapsedMs, setElapsedMs] = createSignal<number | null>(null);
  const [error, setError] = createSignal("");
  // The store is mutated in place; the signal hands it out again (a new identity is not needed) per chunk.
  const [rows, setRows] = createSignal(new BatchRows(), { equals: false });
  let handle: BatchHandle | null = null;
  onCleanup(() => handle?.stop());

  const running = () => phase() === "counting" || phase() === "running";

  async function start(source: BatchSource, settings: BatchSettings) {
    if (running()) return;
    const store = new BatchRows();
    setRows(store);
    setTotal(0);
    setDone(0);
    setLines(null);
    setError("");
    setElapsedMs(null);
    setPhase("counting");
    const started = performance.now();
    const current = startBatch(runner, source, settings, {
      onStart(count, kind) {
        setTotal(count);
        setLines(kind);
        setPhase("running");
      },
      onChunk(result) {
        // Even parts are the NDJSON (standard output); a JSON batch writes nothing to the odd ones.
        for (let i = 0; i < result.parts.length; i += 2) store.addText(result.parts[i]!);
        setDone(store.length);
        setRows(store);
      },
    });
    handle = current;
    try {
      const end = await current.done;
      setPhase(end.interrupted ? "stopped" : "done");
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setPhase("failed");
    } finally {
      if (handle === current) handle = null;
      setElapsedMs(performance.now() - started);
    }
  }

  return {
    phase,
    total,
    done,
    rows,
    lines,
    elapsedMs,
    error,
    running,
    start,
    stop: () => handle?.stop(),
  };
}
