// The production entry: `node dist/server.js` (or `pnpm dev` from sources).
import { consoleSink, logLine } from "./logger.js";
import { startServer } from "./start.js";

/** Past this, a shutdown that is still waiting for requests gives up (the longest request limit is 60 s). */
const shutdownBudgetMs = 65_000;

try {
  const running = await startServer();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logLine(consoleSink, undefined, `${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logLine(consoleSink, undefined, `${signal}: finishing running requests, then closing the solver pool`);
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
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (error) {
  console.error(`gridsmith api: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
