// Shared set-up for the API's tests: an app over the fake puzzle types with a real solver pool.
import type { AnyPuzzleType } from "@gridsmith/kit";
import { type AppOptions, createApp } from "../app.js";
import { silentSink } from "../logger.js";
import { SolverPool, type SolverPoolOptions } from "../pool/solver-pool.js";
import { fakeTypesModule, puzzleTypes } from "./fake-types.test-helpers.js";

/** A started pool whose workers load the fake types; no spare threads unless asked (each one boots tsx). */
export async function fakePool(options: SolverPoolOptions = {}): Promise<SolverPool> {
  const pool = new SolverPool({ threads: 1, spareThreads: 0, typesModule: fakeTypesModule, ...options });
  await pool.ready();
  return pool;
}

/** The app over the fake types; no static files unless asked, no log output. */
export function fakeApp(pool: AppOptions["pool"], options: Partial<AppOptions> = {}) {
  return createApp({
    types: puzzleTypes as readonly AnyPuzzleType[],
    pool,
    staticRoot: null,
    log: silentSink,
    ...options,
  });
}

type AnyApp = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/** POSTs `body` as JSON (or as given, when it is a string) and returns the status, headers and parsed body. */
export async function post(
  app: AnyApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const res = await app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : {} };
}

/** A 3x3 Latin square with its diagonal given, as text and as its givens. */
export const latinExample = {
  text: "1..\n.2.\n..3\n",
  givens: [
    [1, 0, 0],
    [0, 2, 0],
    [0, 0, 3],
  ],
};

/** A latin-square solution's own check, sharing no code with its solver. */
export function isLatinSolutionOf(givens: number[][], grid: number[][]): boolean {
  const n = givens.length;
  const full = (xs: number[]) => [...xs].sort((a, b) => a - b).every((d, i) => d === i + 1);
  for (let i = 0; i < n; i++) {
    if (!full(grid[i]!) || !full(grid.map((row) => row[i]!))) return false;
    for (let j = 0; j < n; j++) if (givens[i]![j] !== 0 && givens[i]![j] !== grid[i]![j]) return false;
  }
  return true;
}
