// The production entry: `node dist/server.js` (or `pnpm dev` from sources).
import { readConfig } from "./config.js";
import { consoleSink, logLine } from "./logger.js";
import { startServer } from "./start.js";

/** Once a graceful stop has overrun, how long ending the threads may take before the process exits anyway. */
const destroyBudgetMs = 5_000;

try {
  // SHUTDOWN_GRACE_MS bounds a graceful stop (65 s by default: the longest request limit is 60 s).
  const { shutdownGraceMs } = readConfig();
  const running = await startServer();
  let stopping = false;
  let overrun = false;
  let signals = 0;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logLine(consoleSink, undefined, `${reason}: finishing running requests, then closing the solver pool`);
    // Neither timer is unref'd: the process must reach one of the exits below, never end by itself with 0.
    setTimeout(() => {
      overrun = true;
      logLine(
        consoleSink,
        undefined,
        `shutdown took too long (${shutdownGraceMs} ms): ending the solver threads`,
      );
      const exit = () => process.exit(1);
      setTimeout(exit, destroyBudgetMs);
      running.destroy().then(exit, exit);
    }, shutdownGraceMs);
    running.close().then(
      () => {
        if (overrun) return;
        logLine(consoleSink, undefined, "stopped");
        process.exit(0);
      },
      (error: unknown) => {
        if (overrun) return;
        logLine(consoleSink, undefined, `shutdown failed: ${error instanceof Error ? error.message : error}`);
        process.exit(1);
      },
    );
  };
  // Only a second signal forces the exit: a supervisor that signals every process of the group (Ctrl-C in a
  // terminal, systemd) also makes `scripts/start.mjs` close the channel below, and that must not count.
  const onSignal = (signal: string) => {
    if (++signals > 1) {
      logLine(consoleSink, undefined, `${signal} again: exiting now`);
      process.exit(1);
    }
    stop(signal);
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
  // `scripts/start.mjs` (`pnpm start`) runs this process with an IPC channel and closes it to stop the
  // server: on its own SIGTERM or SIGINT, when its parent exits (pnpm does not pass SIGTERM on), or because it
  // died itself. So the server never outlives the command that started it. It may have closed while the
  // server was starting.
  if (process.send) {
    // The script asks before it stops the server: an answer shows the event loop runs (a stuck one it kills).
    process.on("message", (message) => {
      if (message === "ping") process.send?.("pong");
    });
    const parentGone = () => stop("start script stopped (its IPC channel closed)");
    if (process.connected) process.once("disconnect", parentGone);
    else parentGone();
  }
} catch (error) {
  console.error(`gridsmith api: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
