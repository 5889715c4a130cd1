// The API as a plain fetch handler, for Cloudflare Workers, workerd, Deno, Bun and other runtimes with
// `fetch` but without Node's worker threads. Same routes and answers as the Node server (it is the same
// app); every operation runs inline on the request, its time limit handed to the solver as `timeoutMs`.
// Imports nothing from Node: bundle this file (vite, esbuild, rolldown, wrangler) and deploy the bundle.
import { puzzleTypes } from "@gridsmith/catalog";
import { type AppType, type CoreAppOptions, createAppCore } from "./app-core.js";
import { inlineRunner } from "./inline-runner.js";

export { inlineRunner } from "./inline-runner.js";

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
