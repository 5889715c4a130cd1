import { defineConfig } from "vitest/config";
import { testReporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    reporters: [...testReporters],
    // The end-to-end test copies the workspace, installs offline, generates, then typechecks and tests.
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
