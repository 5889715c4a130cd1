import { defaultClientConditions, defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages export their TypeScript sources under this condition, so tests run against the
// code being edited instead of a stale dist/ build.
const source = "@gridsmith/source";

/**
 * Where each test run leaves its machine-readable totals; `scripts/test.mjs` adds them up into the
 * `N passed, M failed` line CI reads. Inside the package, so turbo restores it with a cached run.
 */
export const resultsFile = ".test-results/vitest.json";

export const testReporters = ["default", ["json", { outputFile: resultsFile }]] as const;

/** A package's test config: its `src` tests, or the files `include` names (the root's one project for all). */
export function packageTestConfig(include = ["src/**/*.test.ts"]) {
  return defineConfig({
    resolve: { conditions: [source, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [source, ...defaultServerConditions] } },
    test: {
      include,
      environment: "node",
      reporters: [...testReporters],
      // Property tests do real work; on a loaded 2-core CI machine the 5 s default turns slowness into
      // failures. A hang is still caught.
      testTimeout: 60_000,
      // The files of a package run in workers that keep their imports from file to file, not a fresh module
      // graph a file: importing and transforming the engine and kit again for each of some 200 files was most
      // of the unit tests' CPU. No test here mocks modules or leaves globals behind; each file's state is
      // its own through its own imports' exports, which these tests do not mutate.
      isolate: false,
    },
  });
}
