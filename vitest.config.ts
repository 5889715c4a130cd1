import { defineConfig } from "vitest/config";
import { unitProjects } from "./scripts/test-plan.mjs";
import { packageTestConfig } from "./vitest.shared.ts";

// The small Node suites (every library, the CLI, the bench's and the workspace checks' own tests) as ONE
// vitest project: `pnpm exec vitest run` here runs them all. Each of these packages' own vitest.config.ts is
// the same `packageTestConfig()`, so one project with all their test files runs them as each would alone, and
// its workers, which keep their imports from file to file, import the engine and kit once for all packages
// instead of once for each (a project a package cost about 40 % more CPU: transforming and importing the
// same sources again). `pnpm test` runs this config in shards of files (scripts/test.mjs); `pnpm --filter
// <package> test` still runs one package with its own config.
const unit = packageTestConfig(unitProjects.map((dir) => `${dir}/src/**/*.test.ts`));

export default defineConfig({
  test: {
    projects: [{ ...unit, test: { ...unit.test, name: "unit" } }],
    // The report's path as an option of its own, so that a run can be given another one (`pnpm test` gives
    // each shard its own: --outputFile.json=.test-results/unit.shard-1-of-2.json).
    reporters: ["default", "json"],
    outputFile: { json: ".test-results/vitest.json" },
  },
});
