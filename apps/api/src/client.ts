import { hc } from "hono/client";
import type { AppType } from "./app.js";

/**
 * The typed API client: `createClient("http://127.0.0.1:8787").api.puzzles[":type"].solve.$post(...)`.
 * Its type is computed once, in this package's declaration build, so editors of other apps stay fast.
 */
export type Client = ReturnType<typeof hc<AppType>>;

/** A typed client for the API at `baseUrl` (the arguments are those of `hc` from hono/client). */
export const createClient = (...args: Parameters<typeof hc>): Client => hc<AppType>(...args);

export type { AppType };
