import type { AddressInfo } from "node:net";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import type { BatchLimits } from "./batch/solve-batch.js";
import { readConfig, type ServerConfig } from "./config.js";
import { consoleSink, type LogSink, logLine } from "./logger.js";
import { SolverPool } from "./pool/solver-pool.js";

export interface StartOptions extends Partial<Omit<ServerConfig, "batch" | "shutdownGraceMs">> {
  /** Bounds of the batch route, over those of the environment. */
  batch?: Partial<BatchLimits>;
  /**
   * Puzzle types to serve; default the `puzzleTypes` of `typesModule`, else the catalog. Give `typesModule`
   * too, so the workers load the same types.
   */
  types?: readonly AnyPuzzleType[];
  log?: LogSink;
}

/** A listening server. */
export interface RunningServer {
  /** `http://host:port`, with the port actually bound (PORT=0 picks a free one). */
  url: string;
  pool: SolverPool;
  /**
   * Graceful stop: /readyz turns 503 at once, the server answers the requests it has (still listening,
   * and answering what comes meanwhile), then closes its port and finishes what runs on open connections;
   * then the pool finishes its tasks and ends its workers.
   */
  close(): Promise<void>;
  /**
   * Ends everything now, graceful stop or not: the pool's threads (the tasks they run are dropped), the
   * port and every open connection. What the server does once a graceful stop has taken too long.
   */
  destroy(): Promise<void>;
}

/** Starts the API (and the web app's files) on HOST:PORT with a solver pool sized to the machine. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const env = readConfig();
  const config = { ...env, ...definedOnly(options), batch: { ...env.batch, ...options.batch } };
  const log = options.log ?? consoleSink;
  // Loaded only when no types are given, so tests of the server do not depend on the catalog.
  const types = options.types ?? (await loadTypes(config.typesModule));
  const pool = new SolverPool({
    threads: config.threads,
    spareThreads: config.spareThreads,
    maxQueue: config.maxQueue,
    typesModule: config.typesModule,
    threadMemoryMb: config.threadMemoryMb,
  });
  let closing = false;
  const app = createApp({
    types,
    pool,
    staticRoot: config.staticRoot,
    corsOrigins: config.corsOrigins,
    defaultTimeoutMs: config.defaultTimeoutMs,
    batch: config.batch,
    isReady: () => !closing && pool.isReady,
    log,
  });
  pool.ready().then(
    (ids) =>
      logLine(
        log,
        undefined,
        `solver pool ready: ${pool.threads} threads, types: ${ids.join(", ") || "none"}`,
      ),
    (error: unknown) =>
      logLine(
        log,
        undefined,
        `solver pool failed to start: ${error instanceof Error ? error.message : error}`,
      ),
  );
  // The requests being answered, so close() can wait for those it finds running. A handler that answers
  // at once (no promise) has nothing to wait for, and keeps @hono/node-server's fast path.
  const inFlight = new Set<Promise<unknown>>();
  const tracked: typeof app.fetch = (request, env, context) => {
    const response = app.fetch(request, env, context);
    if (response instanceof Promise) {
      inFlight.add(response);
      const done = () => inFlight.delete(response);
      response.then(done, done);
    }
    return response;
  };
  const { server, address } = await new Promise<{ server: ReturnType<typeof serve>; address: AddressInfo }>(
    (resolve, reject) => {
      const server = serve({ fetch: tracked, hostname: config.host, port: config.port }, (info) =>
        resolve({ server, address: info }),
      );
      server.once("error", reject);
    },
  );
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  logLine(log, undefined, `listening on ${url}`);
  let closed: Promise<void> | undefined;
  return {
    url,
    pool,
    close() {
      closing = true;
      // The port stays open until the requests running now are answered: meanwhile /readyz says 503, which
      // a load balancer can see (a closed port refuses the probe and the requests it still sends here
      // alike), and requests that still come are answered too, not waited for here but by server.close().
      closed ??= Promise.allSettled([...inFlight])
        .then(() => stopListening(server))
        .then(() => pool.close());
      return closed;
    },
    async destroy() {
      closing = true;
      server.close();
      closeAll(server);
      await pool.destroy();
    },
  };
}

/** Closes the port, then waits for the requests still running on open connections. */
function stopListening(server: ReturnType<typeof serve>): Promise<void> {
  return new Promise<void>((resolve) => {
    // close() waits for every connection to end, and a keep-alive connection that turns idle after the
    // call would hold it open until its timeout; so idle ones are closed as they appear.
    const sweep = setInterval(() => closeIdle(server), 50);
    server.close(() => {
      clearInterval(sweep);
      resolve();
    });
    closeIdle(server);
  });
}

function closeIdle(server: ReturnType<typeof serve>): void {
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

function closeAll(server: ReturnType<typeof serve>): void {
  if ("closeAllConnections" in server) server.closeAllConnections();
}

async function loadTypes(specifier: string | undefined): Promise<readonly AnyPuzzleType[]> {
  if (!specifier) return (await import("@gridsmith/catalog")).puzzleTypes;
  const mod = (await import(specifier)) as { puzzleTypes?: readonly AnyPuzzleType[] };
  if (!Array.isArray(mod.puzzleTypes)) throw new Error(`${specifier} does not export a puzzleTypes array`);
  return mod.puzzleTypes;
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
