#!/usr/bin/env node
// Runs every test runner in the workspace through turbo (unit tests, then browser tests), then adds up the
// real totals each vitest run left in <package>/.test-results/*.json and prints them as one plain line,
// `N passed, M failed`, which is what CI reads. A package whose run left no results counts as failed.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
};
const extra = process.argv.slice(2);

function workspaceDirs() {
  const dirs = [];
  for (const group of ["packages", "apps", "tooling"]) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const dir = join(base, name);
      if (existsSync(join(dir, "package.json"))) dirs.push(dir);
    }
  }
  return dirs;
}

function scriptsOf(dir) {
  return JSON.parse(readFileSync(join(dir, "package.json"), "utf8")).scripts ?? {};
}

const dirs = workspaceDirs();
for (const dir of dirs) rmSync(join(dir, ".test-results"), { recursive: true, force: true });

const tasks = ["test", "e2e"];
const turbo = spawnSync(
  "pnpm",
  ["exec", "turbo", "run", ...tasks, "--continue", "--concurrency=2", "--output-logs=new-only", ...extra],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
for (const dir of dirs) {
  const scripts = scriptsOf(dir);
  for (const task of tasks) {
    if (!scripts[task]) continue;
    const file = join(dir, ".test-results", task === "test" ? "vitest.json" : "e2e.json");
    if (!existsSync(file)) {
      missing.push(`${dir.slice(root.length)} (${task})`);
      continue;
    }
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    // A suite that failed to load (syntax error, missing import) has no failed tests but did fail.
    failed += (report.testResults ?? []).filter(
      (r) => r.status === "failed" && r.assertionResults.length === 0,
    ).length;
  }
}
if (missing.length > 0) {
  console.log(`\nNo test results from: ${missing.join(", ")}; each counts as one failure.`);
  failed += missing.length;
}
if (turbo.status !== 0 && failed === 0) {
  console.log(
    "\nturbo reported a failure that no test report shows (a build or a crash); counted as one failure.",
  );
  failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
