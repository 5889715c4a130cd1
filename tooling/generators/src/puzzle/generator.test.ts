import { execFileSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The README promises that right after `pnpm nx g @gridsmith/generators:puzzle NAME` every test passes. So
// generate a puzzle type into a copy of this workspace and run there, besides the new package's own checks,
// every test that goes through each installed type: the consumers (Node and workerd), the API's and the
// site's tests that read the catalog, and the site's browser test of the generic board. Tests that use fake
// or named types (the API's pool and load tests, the sudoku board, the consumers' sudoku page) cannot be
// changed by a new type; the normal run has them.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const id = "tile-grid";
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    // TURBO_HASH too: under `pnpm test` it is set, and the consumers' setup would then skip its build.
    ([k]) => !k.startsWith("VITEST") && k !== "NODE_OPTIONS" && k !== "TEST" && k !== "TURBO_HASH",
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
    : ["/usr/bin/chromium", "/usr/bin/chromium-browser"];
  if (process.env.CI === "true" || chromium.some((path) => existsSync(path))) return true;
  console.warn(
    "\n*** No Chromium (set CHROMIUM_PATH): the site's browser test of the new type is not run. ***\n",
  );
  return false;
}

let work: string;
let generated: string;
function run(cmd: string, args: string[], cwd = work): string {
  try {
    return execFileSync(cmd, args, {
      cwd,
      env,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

/**
 * Runs vitest in `dir` of the copy and returns the full names of the tests that passed, from the JSON report
 * the run leaves (it throws with the output when any test fails).
 */
function vitest(dir: string, args: string[] = [], report = ".test-results/vitest.json"): string[] {
  run("pnpm", ["exec", "vitest", "run", ...args], join(work, dir));
  const results = JSON.parse(readFileSync(join(work, dir, report), "utf8")) as {
    testResults: { assertionResults: { fullName: string; status: string }[] }[];
  };
  return results.testResults.flatMap((file) =>
    file.assertionResults.filter((t) => t.status === "passed").map((t) => t.fullName),
  );
}

/**
 * The test files under `dir/src` that read the catalog (import it, or the site's build-time manifest of it),
 * so the ones a new type reaches; found by their imports, so a new such test is run here with no edit.
 */
function testsReadingTheCatalog(dir: string): string[] {
  const src = join(work, dir, "src");
  const readsCatalog = /["'](@gridsmith\/catalog|virtual:gridsmith\/manifest)["'/]/;
  const files = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.test\.tsx?$/.test(file) && readsCatalog.test(readFileSync(join(src, file), "utf8")))
    .map((file) => join("src", file));
  expect(files, `${dir} has tests that read the catalog`).not.toEqual([]);
  return files;
}

/** Copies the working tree (tracked and new files, as git sees them) into a new temporary folder. */
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
      cpSync(join(repo, file), join(dest, file));
    } catch {
      // A file deleted in the working tree but still in the index: nothing to copy.
    }
  }
  return dest;
}

beforeAll(() => {
  work = copyWorkspace();
  const cache = join(repo, ".turbo/cache");
  if (existsSync(cache)) cpSync(cache, join(work, ".turbo/cache"), { recursive: true });
  run("pnpm", ["install", "--offline", "--no-frozen-lockfile"]);
  generated = run("pnpm", ["nx", "g", "@gridsmith/generators:puzzle", id]);
  // What `pnpm build` builds and the suites below read: the consumers pack every library, the browser test
  // serves the built site from the built API. The copy starts with a copy of this workspace's turbo cache: a
  // package the new type does not change has the same inputs there, so its build is restored, not redone.
  run("pnpm", [
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=./packages/*",
    "--filter=@gridsmith/api",
    "--filter=@gridsmith/web",
    "--output-logs=errors-only",
  ]);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("pnpm nx g @gridsmith/generators:puzzle", () => {
  it("creates the package and registers it in the catalog, the lazy catalog and the site", () => {
    expect(generated).toContain(`CREATE packages/${id}/src/index.ts`);
    expect(generated).toContain(`CREATE packages/${id}/test-support/independent-check.mjs`);
    expect(readFileSync(join(work, "packages/catalog/src/installed.ts"), "utf8")).toContain(
      `from "@gridsmith/${id}"`,
    );
    expect(readFileSync(join(work, "packages/catalog/src/lazy.ts"), "utf8")).toContain(
      `"${id}": () => import("@gridsmith/${id}").then((m) => m.tileGrid),`,
    );
    expect(readFileSync(join(work, "apps/web/src/boards/index.ts"), "utf8")).toContain(
      `"${id}": () => import("./${id}/index.ts")`,
    );
  });

  it("makes a package that typechecks, lints and passes its tests, and the CLI solves its example", () => {
    const pkg = join(work, "packages", id);
    run("pnpm", ["exec", "tsc", "--noEmit"], pkg);
    expect(vitest(`packages/${id}`).length).toBeGreaterThan(0);
    vitest("packages/catalog");
    run("pnpm", ["exec", "biome", "check", `packages/${id}`, "packages/catalog", "apps/web/src/boards"]);
    run("pnpm", ["exec", "tsc", "--noEmit"], join(work, "apps/web"));
    const example = join(pkg, "example.txt");
    writeFileSync(example, ".2.1\n1...\n....\n3.2.\n");
    const solved = run("pnpm", ["-s", "gridsmith", "solve", "--json", "--type", id, example]);
    expect(JSON.parse(solved)).toMatchObject({ status: "unique", solutionCount: 1 });
  });

  it("passes the consumers suite, which checks its answers from Node and workerd with its own check", () => {
    const passed = vitest("tooling/consumers", ["src/node.test.ts", "src/workerd.test.ts"]);
    expect(passed.filter((name) => name.includes(`${id}'s independent check`))).toHaveLength(1);
  });

  it("passes the API's tests that serve every catalog type", () => {
    const passed = vitest("apps/api", testsReadingTheCatalog("apps/api"));
    const own = passed.filter((name) => name.includes(`catalog types over HTTP ${id} `));
    expect(own.length).toBeGreaterThan(0);
  });

  it("passes the site's unit tests that read the catalog, which open every type's page", () => {
    const passed = vitest("apps/web", testsReadingTheCatalog("apps/web"));
    expect(passed.filter((name) => name.includes(`opens ${id}'s first example`))).toHaveLength(1);
  });

  it.runIf(browserAvailable())("passes the site's browser test, which plays it on the generic board", () => {
    vitest("apps/web", ["--config", "vitest.e2e.config.ts", "e2e/site.e2e.ts"], ".test-results/e2e.json");
    expect(existsSync(join(work, `apps/web/e2e/screenshots/${id}-generic.png`))).toBe(true);
  });

  it("refuses a name that is not a puzzle id, and a package that exists", () => {
    expect(() =>
      run("pnpm", ["nx", "g", "@gridsmith/generators:puzzle", "Bad_Name", "--skipInstall"]),
    ).toThrow();
    expect(() =>
      run("pnpm", ["nx", "g", "@gridsmith/generators:puzzle", "catalog", "--skipInstall"]),
    ).toThrow(/exists already/);
  });
});
