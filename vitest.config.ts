import { defineConfig } from "vitest/config";
import { unitProjects } from "./scripts/test-plan.mjs";

// The small Node suites (every library, the CLI, the bench's and the workspace checks' own tests) as projects
// of ONE vitest run: `pnpm exec vitest run` here runs them all, each with its own package's vitest.config.ts.
// `pnpm test` runs this config (in shards of files, scripts/test.mjs) instead of a turbo task and a vitest
// start per package, which cost a few seconds each. `pnpm --filter <package> test` still runs one package.
export default defineConfig({
  test: {
    projects: [...unitProjects],
    // The report's path as an option of its own, so that a run can be given another one (`pnpm test` gives
    // each shard its own: --outputFile.json=.test-results/unit.shard-1-of-2.json).
    reporters: ["default", "json"],
    outputFile: { json: ".test-results/vitest.json" },
  },
});
