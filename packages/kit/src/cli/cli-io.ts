import { readStdinSync } from "./inputs.js";

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
