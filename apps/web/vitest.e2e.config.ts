import { defineConfig } from "vitest/config";

// Browser tests: Debian's Chromium driven by playwright-core against the built site, served by the API
// server when it is built (else by `vite preview`). One file at a time: the machine is small.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ["default", ["json", { outputFile: ".test-results/e2e.json" }]],
  },
});
