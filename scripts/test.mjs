#!/usr/bin/env node
// Runs every test runner in the workspace, then adds up the real totals each vitest run left in its
// .test-results/*.json and prints them as one plain line, `N passed, M failed`, which is what CI reads. A run
// that left no results counts as one failure, and so does a test file that was planned but is in no report.
//
//   pnpm test                   every suite (the README's test command)
//   pnpm test --checks          and the checks CI runs beside them (typecheck, check:packages, size, docs:api),
//                               in the same two lanes; each failed check counts as one failure
//   pnpm test --plan            prints the jobs, their order and shards, and runs nothing
//   pnpm test --filter=<pkg>    anything else is handed to one plain `turbo run test e2e`
//
// The work is a set of jobs run two at a time (the machine is small): the builds the suites need (one turbo
// run), the small Node suites as projects of the root vitest config (vitest.config.ts) split into shards of
// files, every other package's `test` task and the `e2e` tasks through turbo, the site's browser tests split
// into shards of files (each shard serves the site and starts Chromium once), and with --checks the checks.
// Jobs start longest first, by the times the previous run measured (stored in node_modules/.cache), so the
// long ones do not run on alone at the end; on a fresh clone, with nothing measured, by a rule (below).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { unitProjects } from "./test-plan.mjs";

const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
};
const argv = process.argv.slice(2);
const withChecks = argv.includes("--checks");
const planOnly = argv.includes("--plan");
const extra = argv.filter((a) => a !== "--checks" && a !== "--plan");

const width = 2; // the machine is small: two jobs at a time
const unitShards = 2;
const browserShards = 3;
const timesFile = join(root, "node_modules/.cache/gridsmith/test-times.json");

function workspaceDirs() {
  const dirs = [];
  for (const group of ["packages", "apps", "tooling"]) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base).sort()) {
      const dir = join(base, name);
      if (existsSync(join(dir, "package.json"))) dirs.push(dir);
    }
  }
  return dirs;
}

/** The folders `patterns` (a folder, or `group/*`) name, relative to the root. */
function expand(patterns) {
  return patterns.flatMap((p) =>
    p.endsWith("/*")
      ? readdirSync(join(root, p.slice(0, -2)))
          .sort()
          .map((name) => `${p.slice(0, -2)}/${name}`)
          .filter((dir) => existsSync(join(root, dir, "package.json")))
      : [p],
  );
}

const dirs = workspaceDirs();
for (const dir of [root, ...dirs]) rmSync(join(dir, ".test-results"), { recursive: true, force: true });

const run = (cmd, args, options = {}) =>
  spawnSync(cmd, args, { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });

/** The previous run's measured times: each job's, and each test file's (seconds). */
function loadTimes() {
  try {
    const t = JSON.parse(readFileSync(timesFile, "utf8"));
    return { jobs: t.jobs ?? {}, files: t.files ?? {} };
  } catch {
    return { jobs: {}, files: {} };
  }
}
const times = loadTimes();

/** The test files a vitest config runs (`vitest list`), relative to the root; null when listing failed. */
function listFiles(cwd, config) {
  const r = run("pnpm", ["exec", "vitest", "list", "--filesOnly", "--json", "--config", config], { cwd });
  if (r.status !== 0) {
    process.stderr.write(`vitest list failed in ${cwd}:\n${r.stdout}${r.stderr}`);
    return null;
  }
  const listed = JSON.parse(r.stdout.slice(r.stdout.indexOf("[")));
  return [...new Set(listed.map((entry) => relative(root, entry.file)))].sort();
}

/** A file's expected time: measured last time, else (the rule) its size, at 1 s per 2 kB. */
const fileCost = (file) => times.files[file] ?? statSync(join(root, file)).size / 2000;

/**
 * Splits files into `n` lists of about equal expected time (longest first, each to the lightest list).
 * Lists keep the files' path order inside, so a run reads like before.
 */
function partition(files, n) {
  const bins = Array.from({ length: n }, () => ({ cost: 0, files: [] }));
  for (const file of [...files].sort((a, b) => fileCost(b) - fileCost(a))) {
    const bin = bins.reduce((a, b) => (b.cost < a.cost ? b : a));
    bin.files.push(file);
    bin.cost += fileCost(file);
  }
  return bins.filter((b) => b.files.length > 0).map((b) => ({ ...b, files: b.files.sort() }));
}

/** One turbo run of every test task, with the caller's extra arguments (a filter, say). */
function runAsGiven() {
  const r = spawnSync(
    "pnpm",
    [
      "exec",
      "turbo",
      "run",
      "test",
      "e2e",
      "--continue",
      "--output-logs=new-only",
      `--concurrency=${width}`,
      ...extra,
    ],
    { cwd: root, env, stdio: "inherit" },
  );
  // Every report left under any package counts (none is known in advance here).
  const expected = [];
  for (const dir of dirs) {
    const results = join(dir, ".test-results");
    if (!existsSync(results)) continue;
    for (const name of readdirSync(results)) if (name.endsWith(".json")) expected.push(join(results, name));
  }
  return { status: r.status ?? 1, expected, planned: [] };
}

/**
 * The jobs. Each has `args` (a pnpm command line), `estimate` (seconds, for the order), `needsBuild`, the
 * reports it must leave (`reports`) and the test files it was given (`files`, each must be in a report).
 * Checks have `check` (a title) and their output is kept and printed whole at the end.
 */
function plan() {
  const graph = run("pnpm", ["exec", "turbo", "run", "test", "e2e", "--dry=json"]);
  if (graph.status !== 0) {
    process.stderr.write(graph.stderr ?? "");
    return null;
  }
  const unitDirs = new Set(expand(unitProjects));
  const planned = JSON.parse(graph.stdout).tasks.filter((t) => t.command !== "<NONEXISTENT>");
  const builds = [...new Set(planned.filter((t) => t.task === "build").map((t) => t.package))];
  const jobs = [];
  const turboJob = (t, more = {}) => ({
    id: t.taskId,
    args: [
      "exec",
      "turbo",
      "run",
      t.task,
      `--filter=${t.package}`,
      "--only",
      "--continue",
      "--output-logs=new-only",
      "--concurrency=1",
    ],
    needsBuild: t.dependencies.length > 0,
    reports: [join(root, t.directory, ".test-results", t.task === "test" ? "vitest.json" : `${t.task}.json`)],
    files: [],
    ...more,
  });
  // The rule, for what the previous run did not measure: first the suites that build, pack or generate the
  // workspace and run other suites on it (tooling/generators, tooling/consumers), then the browser suites
  // (e2e), then the rest; within each, by the size of their test files, 1 s per 2 kB.
  const bytes = (dir, pattern) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
          .filter((f) => pattern.test(f))
          .reduce((sum, f) => sum + statSync(join(root, dir, f)).size, 0)
      : 0;
  const ruleEstimate = (t) =>
    t.task === "e2e"
      ? 10_000 + bytes(join(t.directory, "e2e"), /\.e2e\.ts$/) / 2000
      : (["tooling/generators", "tooling/consumers"].includes(t.directory) ? 20_000 : 0) +
        bytes(join(t.directory, "src"), /\.test\.tsx?$/) / 2000;

  for (const t of planned.filter((t) => ["test", "e2e"].includes(t.task))) {
    if (t.task === "test" && unitDirs.has(t.directory)) continue;
    if (t.taskId === "@gridsmith/web#e2e") {
      const files = listFiles(join(root, t.directory), "vitest.e2e.config.ts");
      if (!files) return null;
      const shards = partition(files, browserShards);
      shards.forEach((shard, i) => {
        const name = `e2e.shard-${i + 1}-of-${shards.length}.json`;
        const report = join(root, t.directory, ".test-results", name);
        const rel = shard.files.map((f) => relative(t.directory, f));
        jobs.push(
          turboJob(t, {
            id: `${t.taskId}:${i + 1}/${shards.length}`,
            pass: [...rel, `--outputFile.json=.test-results/${name}`],
            reports: [report],
            files: shard.files,
            estimate: times.jobs[`${t.taskId}:${i + 1}/${shards.length}`] ?? 10_000 + shard.cost,
          }),
        );
      });
      continue;
    }
    jobs.push(turboJob(t, { estimate: times.jobs[t.taskId] ?? ruleEstimate(t) }));
  }

  const unitFiles = listFiles(root, "vitest.config.ts");
  if (!unitFiles) return null;
  partition(unitFiles, unitShards).forEach((shard, i, all) => {
    const name = `unit.shard-${i + 1}-of-${all.length}.json`;
    const id = `unit:${i + 1}/${all.length}`;
    jobs.push({
      id,
      args: [
        "exec",
        "vitest",
        "run",
        "--config",
        "vitest.config.ts",
        `--outputFile.json=.test-results/${name}`,
        ...shard.files,
      ],
      needsBuild: false,
      reports: [join(root, ".test-results", name)],
      files: shard.files,
      estimate: times.jobs[id] ?? shard.cost,
    });
  });

  if (withChecks) {
    // Checks by their own rule: typecheck and the API reference read every package's sources (as long as a
    // large suite); the package checks and the size budgets read the builds (short once built).
    const check = (id, title, script, needsBuild, rule) => ({
      id,
      check: title,
      args: ["-s", ...script],
      needsBuild,
      reports: [],
      files: [],
      estimate: times.jobs[id] ?? rule,
    });
    jobs.push(
      // One tsc at a time: the job is one of the two lanes.
      check(
        "typecheck",
        "typecheck",
        ["typecheck", "--concurrency=1", "--output-logs=errors-only"],
        false,
        200,
      ),
      check(
        "check:packages",
        "packages as published: packed manifests, publint, attw (pnpm check:packages)",
        ["check:packages"],
        true,
        60,
      ),
      check("size", "size budgets (pnpm size)", ["size"], true, 5),
      check(
        "docs:api",
        "API reference (pnpm docs:api: TypeDoc, every public export documented)",
        ["docs:api"],
        false,
        100,
      ),
    );
  }
  // `pnpm start` (the API's e2e) writes the API reference when it is missing: after docs:api it is there.
  if (withChecks) for (const job of jobs) if (job.id === "@gridsmith/api#e2e") job.after = ["docs:api"];
  jobs.sort((a, b) => b.estimate - a.estimate);
  if (builds.length > 0) {
    // Two builds at a time: the dependency chain leaves one core idle much of the time otherwise.
    jobs.unshift({
      id: "build",
      args: [
        "exec",
        "turbo",
        "run",
        "build",
        ...builds.map((p) => `--filter=${p}`),
        "--output-logs=errors-only",
        `--concurrency=${width}`,
      ],
      build: true,
      reports: [],
      files: [],
    });
  }
  return jobs;
}

/** Runs the jobs `width` at a time, in their order, a job that needs the builds once they are done. */
function runJobs(jobs) {
  const queue = [...jobs];
  let built = !jobs.some((job) => job.build);
  let buildFailed = false;
  let running = 0;
  const measured = {};
  const done = new Set();
  return new Promise((resolve) => {
    const next = () => {
      if (running >= width) return;
      const ready = (job) =>
        (built || !job.needsBuild) &&
        (job.after ?? []).every((id) => !queue.some((q) => q.id === id) && done.has(id));
      const i = queue.findIndex(ready);
      if (i === -1) {
        if (running === 0 && queue.length === 0) resolve({ measured, buildFailed });
        return;
      }
      const [job] = queue.splice(i, 1);
      running++;
      const started = Date.now();
      const pass = job.pass ? ["--", ...job.pass] : [];
      let child;
      if (job.check) {
        mkdirSync(dirname(checkLog(job)), { recursive: true });
        const out = [];
        child = spawn("pnpm", [...job.args, ...pass], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
        child.stdout.on("data", (d) => out.push(d));
        child.stderr.on("data", (d) => out.push(d));
        child.on("exit", () => writeFileSync(checkLog(job), Buffer.concat(out)));
      } else {
        child = spawn("pnpm", [...job.args, ...pass], { cwd: root, env, stdio: "inherit" });
      }
      child.on("exit", (code, signal) => {
        running--;
        done.add(job.id);
        job.status = code ?? signal;
        job.seconds = (Date.now() - started) / 1000;
        if (!job.build) measured[job.id] = Math.round(job.seconds);
        if (job.build) {
          built = true;
          // A failed build fails the jobs that need it, which are counted; the others still run.
          if (code !== 0) buildFailed = true;
        }
        next();
        next();
      });
    };
    for (let i = 0; i < width; i++) next();
  });
}

const checkLog = (job) =>
  join(root, "node_modules/.cache/gridsmith/checks", `${job.id.replace(/\W/g, "-")}.log`);

let status = 0;
let expected;
let jobs = [];
const started = Date.now();
if (extra.length > 0) {
  ({ status, expected } = runAsGiven());
} else {
  jobs = plan();
  if (!jobs) {
    console.log(
      "\nCould not plan the run (turbo's task graph or a vitest list failed).\n\n0 passed, 1 failed",
    );
    process.exit(1);
  }
  console.log(`\npnpm test: ${jobs.length} jobs, ${width} at a time, in this order:`);
  for (const job of jobs) {
    console.log(`  ${job.id}${job.estimate ? ` (about ${Math.round(job.estimate)} s)` : ""}`);
    if (planOnly && job.files.length > 0) console.log(`    ${job.files.join(" ")}`);
  }
  if (planOnly) process.exit(0);
  const { measured, buildFailed } = await runJobs(jobs);
  if (buildFailed) status = 1;
  expected = jobs.flatMap((job) => job.reports);
  saveTimes(measured);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const missing = [];
const seenFiles = new Set();
const fileTimes = {};
for (const file of expected) {
  if (!existsSync(file)) {
    missing.push(relative(root, file));
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
  for (const r of report.testResults ?? []) {
    const name = relative(root, r.name);
    seenFiles.add(name);
    if (r.endTime && r.startTime) fileTimes[name] = Math.round((r.endTime - r.startTime) / 100) / 10;
  }
}
if (missing.length > 0) {
  console.log(`\nNo test results in: ${missing.join(", ")}; each counts as one failure.`);
  failed += missing.length;
}
// Each file a job was given must be in its report (a report that is missing is counted above).
const unseen = jobs
  .filter((job) => job.reports.every((file) => existsSync(file)))
  .flatMap((job) => job.files)
  .filter((f) => !seenFiles.has(f));
if (unseen.length > 0) {
  console.log(`\nPlanned test files in no report: ${unseen.join(", ")}; each counts as one failure.`);
  failed += unseen.length;
}
if (Object.keys(fileTimes).length > 0) saveTimes({}, fileTimes);

let failedChecks = 0;
for (const job of jobs.filter((j) => j.check)) {
  console.log(`\n=== ${job.check}`);
  if (existsSync(checkLog(job))) process.stdout.write(readFileSync(checkLog(job), "utf8"));
  console.log(`(${job.id}: ${Math.round(job.seconds ?? 0)} s, beside the tests)`);
  if (job.status !== 0) {
    console.log(`${job.id} failed`);
    failedChecks++;
  }
}
const testJobsFailed = jobs.filter((j) => !j.check && j.status !== 0).length;
if ((status !== 0 || testJobsFailed > 0) && failed === 0) {
  console.log("\nA job failed that no test report shows (a build or a crash); counted as one failure.");
  failed += 1;
}
failed += failedChecks;

if (jobs.length > 0) {
  console.log(`\nJobs (wall time, two at a time; ${Math.round((Date.now() - started) / 1000)} s in all):`);
  for (const job of jobs)
    console.log(
      `  ${job.id}: ${Math.round(job.seconds ?? 0)} s${job.status === 0 ? "" : ` (exit ${job.status})`}`,
    );
}
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);

/** Stores this run's measured times over the previous ones, for the next run's order and shards. */
function saveTimes(jobTimes, files = {}) {
  const now = loadTimes();
  mkdirSync(dirname(timesFile), { recursive: true });
  writeFileSync(
    timesFile,
    `${JSON.stringify({ jobs: { ...now.jobs, ...jobTimes }, files: { ...now.files, ...files } }, null, 1)}\n`,
  );
}
