#!/usr/bin/env node
// Runs every test runner in the workspace, then adds up the real totals each vitest run left in its
// .test-results/*.json and prints them as one plain line, `N passed, M failed`, which is what CI reads. A run
// that left no results counts as one failure, and so does a test file that was planned but is in no report.
//
//   pnpm test                   every suite and every check (typecheck, check:packages, size, docs:api) in
//                               the same two lanes, each failed check one failure: the README's test command,
//                               which is what CI runs
//   pnpm test --no-checks       the suites only
//   pnpm test --plan            prints the jobs, their order and shards, and runs nothing
//   pnpm test --filter=<pkg>    anything else is handed to one plain `turbo run test e2e`
//
// The work is a set of jobs run two at a time (the machine is small): the builds the suites need (`pnpm
// build`), the small Node suites as projects of the root vitest config (vitest.config.ts) split into shards of
// files, every other package's `test` task and the `e2e` tasks (turbo's task graph lists them; each runs as
// the package's script), the site's browser tests split into shards of files (each shard serves the site and
// starts Chromium once), and the checks.
// Jobs start longest first, by the times the previous run measured (stored in node_modules/.cache), so the
// long ones do not run on alone at the end; on a fresh clone, with nothing measured, by a rule (below).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { jobCgroup } from "./job-cgroup.mjs";
import { env, plan, root, saveTimes, width, workspaceDirs } from "./test-plan.mjs";

const argv = process.argv.slice(2);
const withChecks = !argv.includes("--no-checks");
const planOnly = argv.includes("--plan");
const extra = argv.filter((a) => a !== "--no-checks" && a !== "--plan");

const dirs = workspaceDirs();
for (const dir of [root, ...dirs]) rmSync(join(dir, ".test-results"), { recursive: true, force: true });

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

/** A failure message's first line, cut short: enough to tell which assertion, not the whole stack. */
function firstLine(message) {
  const line =
    String(message ?? "")
      .split("\n")
      .find((l) => l.trim() !== "") ?? "";
  return line.length > 300 ? `${line.slice(0, 300)}…` : line;
}

/** Runs the jobs `width` at a time, in their order, a job that needs the builds once they are done. */
function runJobs(jobs) {
  const queue = [...jobs];
  let built = !jobs.some((job) => job.build);
  let buildFailed = false;
  let running = 0;
  let cpuBefore = cpuOfReapedChildren();
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
      const pass = job.pass ?? [];
      // In a group of its own where one can be made, so that its CPU counts every process it starts.
      const group = jobCgroup();
      const [cmd, args] = group
        ? group.wrap("pnpm", [...job.args, ...pass])
        : ["pnpm", [...job.args, ...pass]];
      let child;
      if (job.check) {
        mkdirSync(dirname(checkLog(job)), { recursive: true });
        const out = [];
        child = spawn(cmd, args, {
          cwd: root,
          env: { ...env, ...job.env },
          stdio: ["ignore", "pipe", "pipe"],
        });
        child.stdout.on("data", (d) => out.push(d));
        child.stderr.on("data", (d) => out.push(d));
        child.on("exit", () => writeFileSync(checkLog(job), Buffer.concat(out)));
      } else {
        child = spawn(cmd, args, {
          cwd: root,
          env: { ...env, ...job.env },
          stdio: "inherit",
        });
      }
      child.on("exit", (code, signal) => {
        running--;
        done.add(job.id);
        job.status = code ?? signal;
        job.seconds = (Date.now() - started) / 1000;
        job.reapedCpu = cpuOfReapedChildren() - cpuBefore;
        cpuBefore += job.reapedCpu;
        const groupCpu = group?.cpu() ?? null;
        job.inGroup = groupCpu !== null;
        job.cpu = groupCpu ?? job.reapedCpu;
        group?.remove();
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
  jobs = plan({ withChecks });
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
/** What failed, by file and test name, printed last so that the end of a long log says it. */
const failures = [];
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
    if (r.status === "failed" && r.assertionResults.length === 0)
      failures.push(`${name}: ${firstLine(r.message)}`);
    for (const a of r.assertionResults ?? [])
      if (a.status === "failed")
        failures.push(`${name} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
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
  const cpu = jobs.reduce((sum, job) => sum + (job.cpu ?? 0), 0);
  const reaped = jobs.reduce((sum, job) => sum + (job.reapedCpu ?? 0), 0);
  // With each job in a group of its own, its CPU is all its processes'; the reaped children's beside it is
  // what the table said before (and says where no group can be made), Chromium's processes in good part missed.
  const grouped = jobs.some((job) => job.inGroup);
  console.log(
    `\nJobs (wall time, two at a time, and CPU${grouped ? " of all each job's processes (of its reaped children)" : ""}; ${Math.round((Date.now() - started) / 1000)} s and ${Math.round(cpu)} s of CPU in all${grouped ? ` (${Math.round(reaped)} s)` : ""}):`,
  );
  for (const job of jobs)
    console.log(
      `  ${job.id}: ${Math.round(job.seconds ?? 0)} s, ${Math.round(job.cpu ?? 0)} s of CPU${job.inGroup ? ` (${Math.round(job.reapedCpu ?? 0)} s)` : ""}${job.status === 0 ? "" : ` (exit ${job.status})`}`,
    );
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ""}`);
process.exit(failed > 0 ? 1 : 0);

/**
 * The CPU seconds (user + system) of the children this process has reaped, from /proc (Linux; elsewhere 0).
 * Read when a job exits, the growth since the last read is that job's CPU, its own children included: what
 * a job costs the machine, which its wall time beside another job does not say. (Two jobs reaped before
 * the first exit handler runs would be counted together; the table shows it as one job with none.)
 */
function cpuOfReapedChildren() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the name: state is field 3, cutime and cstime are fields 16 and 17 (1-based), in clock ticks.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}
