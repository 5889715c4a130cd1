#!/usr/bin/env node
// Runs every test runner in the workspace through turbo (unit tests, then browser tests), then adds up the
// real totals each vitest run left in <package>/.test-results/*.json and prints them as one plain line,
// `N passed, M failed`, which is what CI reads. A package whose run left no results counts as failed, and so
// does each shard of a split task that left none.
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

/**
 * Tasks split into shards (vitest `--shard=i/n`), each shard a job of its own, so that one long suite does
 * not run on alone while the other slot is idle. Each shard writes its own report,
 * `.test-results/<task>.shard-<i>-of-<n>.json`, and all of them must be there: one missing is one failure.
 */
const shards = { "@gridsmith/web#e2e": 2 };
/** The report files each task left, by `<package dir>#<task>`, when they are not the one default file. */
const reportsOf = new Map();
const reportFile = (task) => (task === "test" ? "vitest.json" : `${task}.json`);
const shardReport = (task, i, n) => `${task}.shard-${i}-of-${n}.json`;

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
  // By their time in the fresh-clone CI run of 27 November 07:04 (seconds, vitest's own duration; 27.4 min in
  // all, a benchmark taking about one of the two cores throughout, so every figure some 1.3-1.6 times its
  // time on an idle machine). A task that needs the builds (the site's and the API's e2e) cannot start before
  // them whatever its place, so the generator's test, which needs none, starts beside the builds (60 s).
  const longestFirst = [
    "@gridsmith/web#e2e", // two shards: 382 and 314
    "@gridsmith/generators#test", // 461
    "@gridsmith/web#test", // 351 (jsdom set-up 145); alone: 166 in child processes, 114 in threads
    "@gridsmith/api#test", // 125
    "@gridsmith/nonogram#test", // 100
    "@gridsmith/constraint#test", // 80
    "@gridsmith/consumers#test", // 69
    "@gridsmith/kakuro#test", // 53
    "@gridsmith/kit#test", // 39
    "@gridsmith/crosspatch#test", // 36
    "@gridsmith/killer-sudoku#test", // 35
    "@gridsmith/sudoku#test", // 34
    "@gridsmith/nurikabe#test", // 20
    "@gridsmith/slitherlink#test", // 14
    "@gridsmith/choice-store#test", // 13
    "@gridsmith/api#e2e", // 11, after the builds
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
    .flatMap((t) => {
      const job = {
        args: [t.task, `--filter=${t.package}`, "--only"],
        needsBuild: t.dependencies.length > 0,
      };
      const n = shards[t.taskId];
      if (!n) return [job];
      reportsOf.set(
        `${join(root, t.directory)}#${t.task}`,
        Array.from({ length: n }, (_, i) => shardReport(t.task, i + 1, n)),
      );
      // After turbo's `--`, the arguments go to the task's script (vitest run ...).
      return Array.from({ length: n }, (_, i) => ({
        ...job,
        pass: [`--shard=${i + 1}/${n}`, `--outputFile.json=.test-results/${shardReport(t.task, i + 1, n)}`],
      }));
    });
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
      const pass = job.pass ? ["--", ...job.pass] : [];
      const args = ["exec", "turbo", "run", ...job.args, ...turboArgs, "--concurrency=1", ...pass];
      const child = spawn("pnpm", args, { cwd: root, env, stdio: "inherit" });
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
    for (const name of reportsOf.get(`${dir}#${task}`) ?? [reportFile(task)]) {
      const file = join(dir, ".test-results", name);
      if (!existsSync(file)) {
        missing.push(`${dir.slice(root.length)} (${task}${name === reportFile(task) ? "" : `: ${name}`})`);
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
