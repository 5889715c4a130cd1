#!/usr/bin/env node
// Runs every test runner in the workspace through turbo (unit tests, then browser tests), then adds up the
// real totals each vitest run left in <package>/.test-results/*.json and prints them as one plain line,
// `N passed, M failed`, which is what CI reads. A package whose run left no results counts as failed.
import { spawn, spawnSync } from "node:child_process";
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
const turboArgs = ["--continue", "--output-logs=new-only"];
const width = 2; // the machine is small: two test tasks at a time

/** One turbo run of every test task, with the caller's extra arguments (a filter, say). */
function runAsGiven() {
  return spawnSync(
    "pnpm",
    ["exec", "turbo", "run", ...tasks, ...turboArgs, `--concurrency=${width}`, ...extra],
    {
      cwd: root,
      env,
      stdio: "inherit",
    },
  );
}

/**
 * The same tasks, scheduled longest first. turbo starts ready tasks in no useful order, so a long one (the
 * generator's end-to-end test, the site's browser tests) could start last and run on alone at the end. So
 * each task runs on its own (`turbo run --only`: its hash, cache and logs as before), `width` at a time, the
 * longest known ones first; the builds the tasks depend on run once, as one turbo run, beside the tasks that
 * need none, and a task that needs a build starts after it.
 */
function runLongestFirst() {
  const longestFirst = [
    "@gridsmith/generators#test",
    "@gridsmith/web#e2e",
    "@gridsmith/api#e2e",
    "@gridsmith/api#test",
    "@gridsmith/nonogram#test",
    "@gridsmith/constraint#test",
    "@gridsmith/consumers#test",
  ];
  const graph = spawnSync("pnpm", ["exec", "turbo", "run", ...tasks, "--dry=json"], {
    cwd: root,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (graph.status !== 0) {
    process.stderr.write(graph.stderr ?? "");
    return { status: graph.status ?? 1 };
  }
  const planned = JSON.parse(graph.stdout).tasks.filter((t) => t.command !== "<NONEXISTENT>");
  const rank = (id) => (longestFirst.includes(id) ? longestFirst.indexOf(id) : longestFirst.length);
  const builds = [...new Set(planned.filter((t) => t.task === "build").map((t) => t.package))];
  const queue = planned
    .filter((t) => tasks.includes(t.task))
    .sort((a, b) => rank(a.taskId) - rank(b.taskId))
    .map((t) => ({
      args: [t.task, `--filter=${t.package}`, "--only"],
      needsBuild: t.dependencies.length > 0,
    }));
  if (builds.length > 0) {
    queue.unshift({ args: ["build", ...builds.map((p) => `--filter=${p}`)], build: true });
  }
  let built = builds.length === 0;
  let failed = false;
  let running = 0;
  return new Promise((resolve) => {
    const next = () => {
      if (running >= width) return;
      const i = queue.findIndex((job) => built || !job.needsBuild);
      if (i === -1) {
        if (running === 0 && queue.length === 0) resolve({ status: failed ? 1 : 0 });
        return;
      }
      const [job] = queue.splice(i, 1);
      running++;
      const child = spawn("pnpm", ["exec", "turbo", "run", ...job.args, ...turboArgs, "--concurrency=1"], {
        cwd: root,
        env,
        stdio: "inherit",
      });
      child.on("exit", (code) => {
        running--;
        // A failed build fails the tasks that need it, which are counted; the others still run.
        if (code !== 0) failed = true;
        if (job.build) built = true;
        next();
        next();
      });
    };
    for (let i = 0; i < width; i++) next();
  });
}

const { status } = await (extra.length > 0 ? runAsGiven() : runLongestFirst());

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
if (status !== 0 && failed === 0) {
  console.log(
    "\nturbo reported a failure that no test report shows (a build or a crash); counted as one failure.",
  );
  failed += 1;
}
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);
