// A real server on an ephemeral loopback port, over the fake types and `held`, and what its tests share.
import type { AnyPuzzleType } from "@gridsmith/kit";
import { silentSink } from "../logger.js";
import { type RunningServer, type StartOptions, startServer } from "../start.js";
import { heldTypesModule, puzzleTypes } from "./held-types.test-helpers.js";

/** Starts the server (one thread, no spare, unless asked) and waits until its pool is ready. */
export async function startFakeServer(options: StartOptions = {}): Promise<RunningServer> {
  const server = await startServer({
    host: "127.0.0.1",
    port: 0,
    threads: 1,
    spareThreads: 0,
    staticRoot: "/nonexistent",
    corsOrigins: [],
    types: puzzleTypes as readonly AnyPuzzleType[],
    typesModule: heldTypesModule,
    log: silentSink,
    ...options,
  });
  await server.pool.ready();
  return server;
}

/** The server as an `app` for `post()` (app.test-helpers.ts): the same requests, over real HTTP. */
export function overHttp(server: RunningServer) {
  return { request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init) };
}
