// The API as a plain fetch handler, for Cloudflare Workers, workerd, Deno, Bun and other runtimes with
// `fetch` but without Node's worker threads. Same routes and answers as the Node server (it is the same
// app); every operation runs inline on the request, its time limit handed to the solver as `timeoutMs`.
// Imports nothing from Node: bundle this file (vite, esbuild, rolldown, wrangler) and deploy the bundle.
import { puzzleTypes } from "@gridsmith/catalog";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { type AppType, type CoreAppOptions, createAppCore, type TaskRunner } from "./app-core.js";
import { runTaskPrepared } from "./worker/run-task.js";

/**
 * Runs each task on the calling thread, at once: the edge platform gives every request its own isolate
 * time, so there is no pool to queue in. A solve gets what is left of its time limit as `timeoutMs`; the
 * other operations have no time limit of their own, and the platform's CPU limit stops them.
 */
export function inlineRunner(types: readonly AnyPuzzleType[]): TaskRunner {
  return {
    isReady: true,
    threads: 1,
    async run(task, { signal }) {
      if (signal?.aborted) return { kind: "cancelled" };
      return { kind: "done", result: await runTaskPrepared(types, task) };
    },
  };
}

/** What {@link createEdgeApp} takes: the core app's options without the pool, all optional. */
export interface EdgeAppOptions extends Partial<Omit<CoreAppOptions, "pool" | "site">> {}

/** The Gridsmith API with an inline runner: a Hono app whose `fetch` is the whole server. */
export function createEdgeApp(options: EdgeAppOptions = {}): AppType {
  const types = options.types ?? puzzleTypes;
  return createAppCore({ ...options, types, pool: inlineRunner(types) });
}

const app = createEdgeApp();

/** The module-worker entry: `export default { fetch }`, as Workers and workerd expect. */
export default {
  fetch: (request: Request): Response | Promise<Response> => app.fetch(request),
};
