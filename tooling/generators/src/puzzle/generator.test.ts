import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The README promises that right after `pnpm nx g @gridsmith/generators:puzzle NAME` every test passes. So
// generate a puzzle type into a copy of this workspace and run there, besides the new package's own checks,
// every test that goes through each installed type: the consumers (Node and workerd), the API's and the
// site's tests that read the catalog, and the site's browser test of the generic board. Tests that use fake
// or named types (the API's pool and load tests, the sudoku board, the consumers' sudoku page) cannot be
// changed by a new type; the normal run has them. Likewise, inside the suites run here, only the tests that
// go through the new type are run (by name, `-t`): the ones named after it and the ones that go through
// every installed type; the same suites' other tests, about the installed types only, are the normal run's,
// on this same tree. Each name picked must match a test that passed, so a renamed test fails here, loudly.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const id = "tile-grid";
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    // TURBO_HASH and GRIDSMITH_LIBRARIES_BUILT too: under `pnpm test` or turbo one is set (this tree's
    // libraries are built), and the copy's builds and the consumers' setup read them. The copy's own build
    // says so where it is true (scripts/build.mjs, the consumers step below).
    ([k]) =>
      !k.startsWith("VITEST") &&
      k !== "NODE_OPTIONS" &&
      k !== "TEST" &&
      k !== "TURBO_HASH" &&
      k !== "GRIDSMITH_LIBRARIES_BUILT",
  ),
);
Object.assign(env, {
  NO_COLOR: "1",
  FORCE_COLOR: "0",
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
  TURBO_TELEMETRY_DISABLED: "1",
  CI: "true",
});
/** Whether the browser test can run: without Chromium it is skipped as in `pnpm test`, except in CI. */
function browserAvailable(): boolean {
  const chromium = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  if (process.env.CI === "true" || chromium.some((path) => existsSync(path))) return true;
  console.warn(
    "\n*** No Chromium (set CHROMIUM_PATH): the site's browser test of the new type is not run. ***\n",
  );
  return false;
}

let work: string;
let generated: string;
function run(cmd: string, args: string[], cwd = work, more: Record<string, string> = {}): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      env: { ...env, ...more },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

/** A literal string as a regular expression matching itself. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Runs vitest in `dir` of the copy and returns the tests that passed, each as its file (from the copy's root)
 * and its full name (`packages/x/src/a.test.ts > describe > test`), from the JSON report the run leaves (it
 * throws with the output when any test fails). With `only`, runs just the tests whose full names contain one
 * of those strings, and checks that each string named at least one test that passed; `more` adds to its
 * environment.
 */
function vitest(
  dir: string,
  args: string[] = [],
  { only = [] as string[], report = ".test-results/vitest.json", more = {} as Record<string, string> } = {},
): string[] {
  const pattern = only.length > 0 ? ["--testNamePattern", only.map(literally).join("|")] : [];
  run("pnpm", ["exec", "vitest", "run", ...pattern, ...args], join(work, dir), more);
  const results = JSON.parse(readFileSync(join(work, dir, report), "utf8")) as {
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  const passed = results.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === "passed")
      .map((t) => ({ file: relative(work, file.name), name: t.fullName })),
  );
  for (const name of only) {
    expect(
      passed.filter((test) => test.name.includes(name)),
      `${dir}: a test named "...${name}..." passed`,
    ).not.toEqual([]);
  }
  return passed.map((test) => `${test.file} > ${test.name}`);
}

/**
 * The test files under `dir/src` that go through every catalog type: they import the catalog, or the site's
 * build-time manifest of it, and read its whole list (`puzzleTypes`, the ids, the manifest), so the ones a
 * new type reaches; found by their source, so a new such test is run here with no edit. Files that import
 * the catalog only to look up named types (`findPuzzleType("sudoku")`) cannot meet the new type.
 */
function testsReadingEveryType(dir: string): string[] {
  const src = join(work, dir, "src");
  const readsCatalog = /["'](@gridsmith\/catalog|virtual:gridsmith\/manifest)["'/]/;
  const readsEveryType =
    /\b(puzzleTypes|puzzleTypeIds|lazyPuzzleTypeIds)\b|["']virtual:gridsmith\/manifest["']/;
  const files = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => {
      const source = readFileSync(join(src, file), "utf8");
      return readsCatalog.test(source) && readsEveryType.test(source);
    })
    .map((file) => join("src", file));
  expect(files, `${dir} has tests that read every catalog type`).not.toEqual([]);
  return files;
}

/**
 * Copies the working tree (tracked and new files, as git sees them) into a new temporary folder, with their
 * modification times: the TypeScript build copied after the install (`copyTypeScriptBuild`) then counts as
 * up to date for every file the generator leaves alone.
 */
function copyWorkspace(): string {
  const dest = mkdtempSync(join(tmpdir(), "gridsmith-generator-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repo,
    encoding: "utf8",
  })
    .split("\0")
    .filter((f) => f !== "");
  for (const file of files) {
    mkdirSync(dirname(join(dest, file)), { recursive: true });
    try {
      cpSync(join(repo, file), join(dest, file), { preserveTimestamps: true });
    } catch {
      // A file deleted in the working tree but still in the index: nothing to copy.
    }
  }
  return dest;
}

/**
 * The workspace's TypeScript build, where there is one (under `pnpm test` the build job has made it): each
 * project's `dist/` and build info, with their times, so that the copy's `tsc -b` rebuilds only what the
 * generator changed (the new package, the catalog and what depends on it) and not all 40 projects. Where
 * a source is newer than its build, or nothing is built, tsc -b builds it as it would anyway.
 */
function copyTypeScriptBuild(): void {
  for (const group of ["packages", "apps", "tooling"]) {
    for (const name of readdirSync(join(repo, group))) {
      const project = join(group, name);
      if (!existsSync(join(repo, project, "tsconfig.build.json"))) continue;
      for (const output of ["dist", "node_modules/.cache/tsc"]) {
        if (!existsSync(join(repo, project, output))) continue;
        cpSync(join(repo, project, output), join(work, project, output), {
          recursive: true,
          preserveTimestamps: true,
        });
      }
    }
  }
}

/**
 * `pnpm build` of what the suites below read, in the background: the consumers pack every library, the
 * browser test serves the built site from the built API. The unit suites read the sources (the
 * @gridsmith/source condition), so they run meanwhile and the tests that need the builds wait for them. Output goes to a file, not a pipe: the tests block the event loop (execFileSync) and would leave a pipe undrained.
 */
let builder: ChildProcess | undefined;
let built: Promise<void>;
function startBuild(): Promise<void> {
  const log = join(work, "build.log");
  const out = openSync(log, "w");
  // `pnpm build`: every library, the API and the CLI in one tsc -b, then the site (the CLI too: `pnpm -s
  // gridsmith` would otherwise build it, stale, before its test can run it).
  const args = ["-s", "build"];
  // Its own process group, so that afterAll can stop turbo and its builds if a test failed before them.
  const child = spawn("pnpm", args, { cwd: work, env, stdio: ["ignore", out, out], detached: true });
  closeSync(out);
  builder = child;
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`pnpm ${args.join(" ")} failed (${code ?? signal}):\n${readFileSync(log, "utf8")}`),
          ),
    );
  });
  // Awaited by the tests that need it; until then a failure must not count as an unhandled rejection.
  done.catch(() => {});
  return done;
}

beforeAll(() => {
  work = copyWorkspace();
  run("pnpm", ["install", "--offline", "--no-frozen-lockfile"]);
  copyTypeScriptBuild();
  generated = run("pnpm", ["nx", "g", "@gridsmith/generators:puzzle", id]);
  built = startBuild();
});

afterAll(async () => {
  if (builder && builder.exitCode === null && builder.signalCode === null) {
    const exited = new Promise((resolve) => builder?.once("exit", resolve));
    try {
      process.kill(-builder.pid!, "SIGTERM");
    } catch {
      // The group is gone already: its exit is on its way.
    }
    await exited;
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("pnpm nx g @gridsmith/generators:puzzle", () => {
  it("creates the package, registers it in the catalog and the lazy catalog, lists it in the README, and changes nothing under apps/", () => {
    expect(generated).toContain(`CREATE packages/${id}/src/index.ts`);
    expect(generated).toContain(`CREATE packages/${id}/test-support/independent-check.mjs`);
    expect(readFileSync(join(work, "packages/catalog/src/installed.ts"), "utf8")).toContain(
      `from "@gridsmith/${id}"`,
    );
    const lazy = readFileSync(join(work, "packages/catalog/src/lazy.ts"), "utf8");
    expect(lazy).toContain(`"${id}": () => import("@gridsmith/${id}").then((m) => m.tileGrid),`);
    // Its link genres come from its own tiny `./genres` entry, not a copy in the catalog.
    expect(lazy).toContain(`import { GENRES as tileGridGenres } from "@gridsmith/${id}/genres";`);
    expect(lazy).toContain(`"${id}": tileGridGenres,`);
    expect(readFileSync(join(work, "README.md"), "utf8")).toContain(`(\`${id}\`)`);
    // The site plays it on its generic board: nothing under apps/ is written.
    expect(generated).not.toMatch(/^(CREATE|UPDATE) apps\//m);
  });

  it("makes a package that lints and passes its tests, and the CLI's detection over every type still passes", () => {
    // Its tests, the catalog's and the CLI's detection (a text the new type reads too still asks) in one run of
    // the root's project for the libraries, as `pnpm test` runs them: one vitest start, and the engine and kit
    // the two import transformed once (two runs took some 3 CPU-s more).
    const passed = vitest(".", [`packages/${id}/`, "packages/catalog/", "apps/cli/src/detect.test.ts"]);
    for (const dir of [`packages/${id}/`, "packages/catalog/", "apps/cli/src/detect.test.ts"])
      expect(
        passed.filter((test) => test.startsWith(dir)),
        `${dir}'s tests passed`,
      ).not.toEqual([]);
    run("pnpm", ["exec", "biome", "check", `packages/${id}`, "packages/catalog"]);
    // The site is not typechecked again here: it reads types only through the catalog's `AnyPuzzleType`,
    // and the build's tsc -b checks the catalog with the new type in it (the normal run typechecks the site).
  });

  it("passes the API's tests that serve every catalog type", () => {
    const passed = vitest("apps/api", testsReadingEveryType("apps/api"), {
      // Not the README's table of limits (it lists the types written by hand, never a generated one) nor the
      // hostile-JSON property (its 200 type-and-route draws over every type would give a generated type a
      // handful, at the cost of the file's own server); the tests named here serve the new type on each of its routes.
      only: [`catalog types over HTTP ${id} `, "lists every catalog type"],
    });
    const own = passed.filter((name) => name.includes(`catalog types over HTTP ${id} `));
    expect(own.length).toBeGreaterThan(0);
  });

  // The tests that need no build (the site's unit tests read the sources) come before the ones that wait
  // for it: they run while the build does, where the consumers test would otherwise sit waiting for it
  // (some 50 s of its 90 s in a run alone on a shared 2-core machine).
  it("passes the site's unit tests that read the catalog, which open every type's page", () => {
    const passed = vitest("apps/web", testsReadingEveryType("apps/web"), {
      // With find-type's detection of every type's examples in each of its formats: a puzzle of the new type
      // pasted or dropped on the home page opens on its page.
      only: [
        `opens ${id}'s first example`,
        "the real catalog",
        "catalog manifest",
        "finds what detection over every type finds, for every example written in each of its formats",
        "detects as the CLI does, over the packages it loads",
      ],
    });
    expect(passed.filter((name) => name.includes(`opens ${id}'s first example`))).toHaveLength(1);
  });

  it("passes the consumers suite, which checks its answers from Node and workerd with its own check", async () => {
    await built;
    const passed = vitest("tooling/consumers", ["src/node.test.ts", "src/workerd.test.ts"], {
      only: [
        id, // its independent check, its README's example
        "solves a puzzle of every installed type",
        "solves the first example of every installed type",
        "@gridsmith/catalog: examples/", // the catalog's examples go through every type
        "brings no third-party runtime dependency", // every packed manifest
        "every library has a code example",
      ],
      // The build awaited above made every library: the set-up's own `tsc -b` would only find them up to
      // date (some 1.2 CPU-s). It still packs and installs them.
      more: { GRIDSMITH_LIBRARIES_BUILT: "1" },
    });
    expect(passed.filter((name) => name.includes(`${id}'s independent check`))).toHaveLength(1);
  });

  it("the CLI solves its example", async () => {
    // `pnpm -s gridsmith` builds what is stale before it runs (apps/cli/launch.mjs): not beside the build
    // started in beforeAll, which writes the same dist/ folders (and builds the CLI, so nothing is stale).
    await built;
    const example = join(work, "packages", id, "example.txt");
    writeFileSync(example, ".2.1\n1...\n....\n3.2.\n");
    const solved = run("pnpm", ["-s", "gridsmith", "solve", "--json", "--type", id, example]);
    expect(JSON.parse(solved)).toMatchObject({ status: "unique", solutionCount: 1 });
  });

  it("typechecks: its sources in the build, its tests as `pnpm typecheck` does", async () => {
    // The build's tsc -b checked the new package's sources; its tests are checked against the built
    // declarations, as the root tsconfig.json checks every package's (a program of this package's files only).
    await built;
    writeFileSync(
      join(work, "tsconfig.new-type.json"),
      JSON.stringify({
        extends: "./tsconfig.json",
        include: [`packages/${id}/src`],
        references: [{ path: "./tsconfig.build.json" }],
      }),
    );
    run("pnpm", ["exec", "tsc", "-p", "tsconfig.new-type.json"]);
  });

  it("keeps the new package and the catalog, one type larger, within their size budgets", async () => {
    await built;
    // Their budgets only, as the root's .size-limit.mjs gives them (the catalog's grows by the new type's
    // allowance): no other package imports either, so the other 40-odd bundles are the normal run's to the
    // byte, and bundling them again was some 6 of this step's 8 CPU-s. size-limit has no option to pick
    // checks or a config file; it reads the nearest one, so this one sits in a folder of its own.
    const dir = join(work, ".size-new-type");
    mkdirSync(dir);
    writeFileSync(
      join(dir, ".size-limit.mjs"),
      [
        'import all from "../.size-limit.mjs";',
        "const ours = (check) =>",
        `  check.path.startsWith("packages/${id}/") || check.path.startsWith("packages/catalog/");`,
        'export default all.filter(ours).map((check) => ({ ...check, path: "../" + check.path }));',
        "",
      ].join("\n"),
    );
    const checked = JSON.parse(run("pnpm", ["exec", "size-limit", "--json"], dir)) as {
      name: string;
      passed: boolean;
    }[];
    expect(checked.map((check) => check.name)).toEqual(
      expect.arrayContaining([`@gridsmith/${id}`, "@gridsmith/catalog"]),
    );
    expect(checked.every((check) => check.passed)).toBe(true);
  });

  it.runIf(browserAvailable())(
    "passes the site's browser test, which plays it on the generic board",
    async () => {
      await built;
      vitest("apps/web", ["--config", "vitest.e2e.config.ts", "e2e/site.e2e.ts"], {
        // The new type's own play test and the menu's, not the other types' (each some seconds of Chromium),
        // and the load after the plays, which finds the new type's puzzle and progress kept.
        only: [
          "lists every installed type on the home page",
          "plays every other type on the generic board: the header's menu",
          `plays every other type on the generic board: ${id},`,
          "plays every other type on the generic board: each one played keeps its puzzle and progress",
        ],
        report: ".test-results/e2e.json",
      });
      expect(existsSync(join(work, `apps/web/e2e/screenshots/${id}-generic.png`))).toBe(true);
    },
  );
});
