import { defineConfig } from "vitest/config";
import { testReporters } from "../../vitest.shared.ts";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    reporters: [...testReporters],
    // The end-to-end test copies the workspace, installs offline, generates and builds everything (the hook),
    // then runs the suites that go through every type. Hang guards only, sized for a loaded 2-core machine.
    testTimeout: 240_000,
    hookTimeout: 360_000,
  },
});
