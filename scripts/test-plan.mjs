// What `pnpm test` (scripts/test.mjs) runs and in which order: the jobs (the builds, the small Node suites
// as projects of the root vitest config in shards of files, every other package's `test` and `e2e` task, the
// site's browser tests in shards of files, and the checks unless --no-checks), each with its expected time, from
// the previous run's measured times (node_modules/.cache/gridsmith/test-times.json) or, with none, a rule.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";

/**
 * Which packages' suites run together as projects of the root vitest config (vitest.config.ts), not as tasks
 * of their own. Each of these packages' tests is plain Node (its vitest.config.ts is vitest.shared.ts's
 * packageTestConfig) and needs nothing built.
 */
export const unitProjects = [
  "packages/*",
  "apps/cli",
  "tooling/bench",
  "tooling/checks",
  "tooling/pzpr-judge",
];

export const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
export const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
};

export const width = 2; // the machine is small: two jobs at a time
const unitShards = 2;
// Each browser shard serves the site and starts Chromium and vitest for itself, some 6 s of CPU and 16 s of
// its lane's time before its first test: with the longest jobs started first, two shards (one a lane) end
// as early as three did, without the third start (tooling/bench/RESULTS.md, the site's browser tests, ci10).
const browserShards = 2;
const timesFile = join(root, "node_modules/.cache/gridsmith/test-times.json");
const keptTimesFile = join(root, "scripts/test-times.json");

export function workspaceDirs() {
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

export const run = (cmd, args, options = {}) =>
  spawnSync(cmd, args, { cwd: root, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });

/** A times file's jobs and files (seconds), or none when it is missing or unreadable. */
function readTimes(path) {
  try {
    const t = JSON.parse(readFileSync(path, "utf8"));
    return { jobs: t.jobs ?? {}, files: t.files ?? {} };
  } catch {
    return { jobs: {}, files: {} };
  }
}

/**
 * The measured times: this clone's previous run's, over the times kept in the repository
 * (scripts/test-times.json, a whole run's measured on the 2-core CI machine), so that a fresh clone's first
 * run orders its jobs and cuts its shards by measured times too, not by the size rule. Refresh that file
 * from `node_modules/.cache/gridsmith/test-times.json` after a full run alone on the machine when suites
 * have changed much (`node scripts/test-plan.mjs --keep-times`).
 */
export function loadTimes() {
  const kept = readTimes(keptTimesFile);
  const local = readTimes(timesFile);
  return { jobs: { ...kept.jobs, ...local.jobs }, files: { ...kept.files, ...local.files } };
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

/**
 * The jobs. Each has `args` (a pnpm command line), `estimate` (seconds, for the order), `needsBuild`, the
 * reports it must leave (`reports`) and the test files it was given (`files`, each must be in a report).
 * Checks have `check` (a title) and their output is kept and printed whole at the end.
 */
export function plan({ withChecks }) {
  const graph = run("pnpm", ["exec", "turbo", "run", "test", "e2e", "--dry=json"]);
  if (graph.status !== 0) {
    process.stderr.write(graph.stderr ?? "");
    return null;
  }
  const unitDirs = new Set(expand(unitProjects));
  const planned = JSON.parse(graph.stdout).tasks.filter((t) => t.command !== "<NONEXISTENT>");
  const builds = [...new Set(planned.filter((t) => t.task === "build").map((t) => t.package))];
  const jobs = [];
  // A package's task is its script run where it is (`pnpm -C DIR run TASK`), not through `turbo run TASK
  // --filter=PKG --only`: the order and what each needs built are this plan's, and turbo's hashing, cache
  // and start were some 0.8 CPU-s a job (RESULTS.md, ci16 and ci20). What turbo told a task, that the
  // libraries are built (TURBO_HASH, which the consumers' set-up reads), the job's environment says.
  const packageJob = (t, more = {}) => ({
    id: t.taskId,
    args: ["-C", t.directory, "run", t.task],
    env: t.dependencies.length > 0 ? { GRIDSMITH_LIBRARIES_BUILT: "1" } : {},
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
          packageJob(t, {
            id: `${t.taskId}:${i + 1}/${shards.length}`,
            pass: [...rel, `--outputFile.json=.test-results/${name}`],
            reports: [report],
            files: shard.files,
            // Its files' measured times (a shard's own last time belongs to the files it had then); with
            // files never measured, the rule's place: browser suites first.
            estimate: (shard.files.every((f) => f in times.files) ? 0 : 10_000) + shard.cost,
          }),
        );
      });
      continue;
    }
    jobs.push(packageJob(t, { estimate: times.jobs[t.taskId] ?? ruleEstimate(t) }));
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
      estimate: shard.cost,
    });
  });

  if (withChecks) {
    // Checks by their own rule: the API reference reads every package's sources (as long as a large suite);
    // typecheck reads the built declarations, and the package checks and the size budgets the builds.
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
      check("typecheck", "typecheck", ["typecheck"], true, 40),
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
        40,
      ),
    );
  }
  // `pnpm start` (the API's e2e) writes the API reference when it is missing: after docs:api it is there.
  if (withChecks) for (const job of jobs) if (job.id === "@gridsmith/api#e2e") job.after = ["docs:api"];
  jobs.sort((a, b) => b.estimate - a.estimate);
  if (builds.length > 0) {
    // `pnpm build` (scripts/build.mjs): the TypeScript projects in one tsc -b, then the site with vite.
    jobs.unshift({ id: "build", args: ["-s", "build"], build: true, reports: [], files: [] });
  }
  return jobs;
}

/** Stores this run's measured times over the previous ones, for the next run's order and shards. */
export function saveTimes(jobTimes, files = {}) {
  const now = readTimes(timesFile);
  mkdirSync(dirname(timesFile), { recursive: true });
  writeFileSync(
    timesFile,
    `${JSON.stringify({ jobs: { ...now.jobs, ...jobTimes }, files: { ...now.files, ...files } }, null, 1)}\n`,
  );
}

/** `node scripts/test-plan.mjs --keep-times`: this clone's measured times become the repository's. */
if (process.argv[1] === new URL(import.meta.url).pathname && process.argv.includes("--keep-times")) {
  const { jobs, files } = readTimes(timesFile);
  // Shards are cut afresh each run, by their files' times: a shard's own time is not kept.
  for (const id of Object.keys(jobs)) if (/:\d+\/\d+$/.test(id)) delete jobs[id];
  const round = (o) =>
    Object.fromEntries(
      Object.entries(o)
        .sort()
        .map(([k, v]) => [k, Math.round(v * 10) / 10]),
    );
  writeFileSync(keptTimesFile, `${JSON.stringify({ jobs: round(jobs), files: round(files) }, null, 1)}\n`);
}
