// What `pnpm test` (scripts/test.mjs) runs, besides every package's `test` and `e2e` task: which packages'
// suites run together as projects of the root vitest config (vitest.config.ts), not as tasks of their own.
// Each of these packages' tests is plain Node (its vitest.config.ts is vitest.shared.ts's
// packageTestConfig) and needs nothing built.
export const unitProjects = ["packages/*", "apps/cli", "tooling/bench", "tooling/checks"];
