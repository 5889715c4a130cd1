import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium driven by playwright-core against the built site, served by the API
// server when it is built (else by `vite preview`). One file at a time: the machine is small (`pnpm test`
// runs the files as two shards, each a job of its own beside the other test tasks: scripts/test.mjs).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    // The site served once for the run (Chromium is started once too, by the first file: e2e/flow.ts).
    globalSetup: ["e2e/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // `expect.poll` waits for a state the page reaches after work of its own (a hint or a solve in the site's
    // worker); vitest's default gives up after one second, which a busy machine can outlast and turn into a
    // random failure. A poll is bounded by its test instead: it fails only if the state never comes.
    expect: { poll: { timeout: 45_000 } },
    fileParallelism: false,
    // The files run one after another in one worker that keeps its imports (playwright-core, the harness):
    // a fresh worker per file cost some ten seconds each on a loaded 2-core machine. The files keep nothing
    // in their modules but the run's browser (e2e/flow.ts); each works in browser contexts of its own
    // (fresh storage and cache).
    isolate: false,
    // The report's path as an option of its own, so that a run can be given another one: `pnpm test` runs
    // this suite in shards (`--shard=1/2 --outputFile.json=.test-results/e2e.shard-1-of-2.json`, ...).
    reporters: ["default", "json"],
    outputFile: { json: ".test-results/e2e.json" },
  },
});
