// The app over the real catalog, for the tests that need every installed type: its workers load
// @gridsmith/catalog as in production (from dist: build the packages first).
import { puzzleTypes } from "@gridsmith/catalog";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../app.js";
import { silentSink } from "../logger.js";
import { SolverPool } from "../pool/solver-pool.js";

/**
 * The app over the real catalog with a one-thread pool, started before the tests of the file (or describe
 * block) it is called in and stopped after them. Read `app` and `pool` inside the tests (they are set by
 * then).
 */
export function catalogApp(): { readonly app: ReturnType<typeof createApp>; readonly pool: SolverPool } {
  const held = {} as { app: ReturnType<typeof createApp>; pool: SolverPool };
  beforeAll(async () => {
    held.pool = new SolverPool({ threads: 1, spareThreads: 0 });
    await held.pool.ready();
    held.app = createApp({ types: puzzleTypes, pool: held.pool, staticRoot: null, log: silentSink });
  });
  afterAll(() => held.pool?.destroy());
  return held;
}
