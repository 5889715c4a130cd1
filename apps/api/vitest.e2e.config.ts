import { defineConfig } from "vitest/config";

// End-to-end tests of the start command: `pnpm start` as the README gives it, which builds what is stale
// (turbo) and may write the API reference (TypeDoc) before it serves, so a test may take minutes on a cold
// machine. turbo's e2e task builds the packages first (apps/api/turbo.json).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 900_000,
    hookTimeout: 60_000,
    reporters: ["default", ["json", { outputFile: ".test-results/e2e.json" }]],
  },
});
