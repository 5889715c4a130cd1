import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// The template must not rot: generate a puzzle type into a copy of this workspace, then build and test it
// there exactly as a contributor would.
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");
const env = Object.fromEntries(
  Object.entries(process.env).filter(
    ([k]) => !k.startsWith("VITEST") && k !== "NODE_OPTIONS" && k !== "TEST",
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

let work: string;
function run(cmd: string, args: string[], cwd = work): string {
  try {
    return execFileSync(cmd, args, { cwd, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    const { stdout, stderr } = e as { stdout?: string; stderr?: string };
    throw new Error(`${cmd} ${args.join(" ")} failed:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "gridsmith-generator-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: repo,
    encoding: "utf8",
  })
    .split("\0")
    .filter((f) => f !== "");
  for (const file of files) {
    mkdirSync(dirname(join(work, file)), { recursive: true });
    try {
      cpSync(join(repo, file), join(work, file));
    } catch {
      // A file deleted in the working tree but still in the index: nothing to copy.
    }
  }
  run("pnpm", ["install", "--offline", "--no-frozen-lockfile"]);
});

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("pnpm nx g @gridsmith/generators:puzzle", () => {
  it("creates a package that typechecks, passes its tests, and is in the catalog and the CLI", () => {
    const out = run("pnpm", ["nx", "g", "@gridsmith/generators:puzzle", "tile-grid"]);
    expect(out).toContain("CREATE packages/tile-grid/src/index.ts");
    expect(readFileSync(join(work, "packages/catalog/src/installed.ts"), "utf8")).toContain(
      'from "@gridsmith/tile-grid"',
    );
    expect(readFileSync(join(work, "packages/catalog/src/lazy.ts"), "utf8")).toContain(
      '"tile-grid": () => import("@gridsmith/tile-grid").then((m) => m.tileGrid),',
    );

    const pkg = join(work, "packages/tile-grid");
    run("pnpm", ["exec", "tsc", "--noEmit"], pkg);
    run("pnpm", [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@gridsmith/tile-grid",
      "--output-logs=errors-only",
    ]);
    const tests = run("pnpm", ["exec", "vitest", "run"], pkg);
    expect(tests).toMatch(/Tests\s+\d+ passed/);
    run("pnpm", ["exec", "vitest", "run"], join(work, "packages/catalog"));
    run("pnpm", ["exec", "biome", "check", "packages/tile-grid", "packages/catalog", "apps/web/src/boards"]);
    expect(readFileSync(join(work, "apps/web/src/boards/index.ts"), "utf8")).toContain(
      '"tile-grid": () => import("./tile-grid/index.ts")',
    );
    run("pnpm", ["exec", "tsc", "--noEmit"], join(work, "apps/web"));

    const example = join(pkg, "example.txt");
    writeFileSync(example, ".2.1\n1...\n....\n3.2.\n");
    const solved = run("pnpm", ["-s", "gridsmith", "solve", "--json", "--type", "tile-grid", example]);
    expect(JSON.parse(solved)).toMatchObject({ status: "unique", solutionCount: 1 });
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
