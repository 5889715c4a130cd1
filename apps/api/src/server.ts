// The production entry: `node dist/server.js` (or `pnpm dev` from sources).
import { consoleSink, logLine } from "./logger.js";
import { startServer } from "./start.js";

/** Past this, a shutdown that is still waiting for requests gives up (the longest request limit is 60 s). */
const shutdownBudgetMs = 65_000;

try {
  const running = await startServer();
  let stopping = false;
  let signals = 0;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logLine(consoleSink, undefined, `${reason}: finishing running requests, then closing the solver pool`);
    setTimeout(() => {
      logLine(consoleSink, undefined, "shutdown took too long: exiting");
      process.exit(1);
    }, shutdownBudgetMs).unref();
    running.close().then(
      () => {
        logLine(consoleSink, undefined, "stopped");
        process.exit(0);
      },
      (error: unknown) => {
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
    const parentGone = () => stop("start script stopped (its IPC channel closed)");
    if (process.connected) process.once("disconnect", parentGone);
    else parentGone();
  }
} catch (error) {
  console.error(`gridsmith api: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
