#!/usr/bin/env node
// `pnpm build`: every workspace's `generate` script (generated sources), then every library, the API and the CLI
// in ONE TypeScript build (`tsc -b tsconfig.build.json`, the
// root's project references), then what builds otherwise (the site, with vite) through turbo, told not to
// build their dependencies again (`--only`); turbo.json gives the site's build every package's files as
// inputs (it bundles their sources), so a cached site is restored only when none of them changed. One tsc process for 39 projects
// parses the standard library and Node's types once, not once a package: on this 2-core machine about 50 s of
// CPU against 250 s for a tsc per package. tsc -b skips a project whose sources and references are older
// than its last build. `pnpm --filter <package> build` (tsc -p) still builds one package.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, join } from "node:path";

const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };
const require = createRequire(import.meta.url);

/** The workspaces that build but not with tsc (no tsconfig.build.json), optionally only those named. */
function otherBuilds(names) {
  const found = [];
  for (const group of ["packages", "apps", "tooling"]) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const dir of readdirSync(base)) {
      const manifestPath = join(base, dir, "package.json");
      if (!existsSync(manifestPath) || existsSync(join(base, dir, "tsconfig.build.json"))) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
      if (manifest.scripts?.build && (!names || names.includes(manifest.name))) found.push(manifest.name);
    }
  }
  return found.sort();
}

/**
 * Runs the `generate` script of every workspace that has one: sources made from other sources, which the
 * TypeScript build then compiles (sudoku's WebAssembly kernel, as base64). Returns the exit status.
 */
function generate() {
  for (const group of ["packages", "apps", "tooling"]) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const dir of readdirSync(base)) {
      const manifestPath = join(base, dir, "package.json");
      if (!existsSync(manifestPath)) continue;
      const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
      if (!manifest.scripts?.generate) continue;
      // The script as `pnpm run` runs it (a shell in the package, its and the root's bins on the PATH), without
      // pnpm's own start-up: some 1 to 3 s of every `pnpm build` and `pnpm start`, for a script that usually
      // finds its output up to date in 0.1 s.
      const dirPath = join(base, dir);
      const path = [join(dirPath, "node_modules/.bin"), join(root, "node_modules/.bin"), env.PATH].join(
        delimiter,
      );
      const run = spawnSync("sh", ["-c", manifest.scripts.generate], {
        cwd: dirPath,
        env: { ...env, PATH: path },
        stdio: "inherit",
      });
      if (run.status !== 0) return run.status ?? 1;
    }
  }
  return 0;
}

/**
 * Builds the TypeScript projects, then the other builds (all of them, or those of `names`); returns the
 * exit status.
 */
export function build(names) {
  const generated = generate();
  if (generated !== 0) return generated;
  // TypeScript's and turbo's own entry points rather than `pnpm exec`, whose start-up is a second or more
  // of a build that usually has nothing to do.
  const tsc = spawnSync(
    process.execPath,
    [require.resolve("typescript/bin/tsc"), "-b", "tsconfig.build.json"],
    {
      cwd: root,
      env,
      stdio: "inherit",
    },
  );
  if (tsc.status !== 0) return tsc.status ?? 1;
  const others = otherBuilds(names);
  if (others.length === 0) return 0;
  const filters = others.map((name) => `--filter=${name}`);
  // The libraries' dist/ is now this tree's: the site's build reads the catalog's to write its manifest
  // instead of running every package's sources through Vite again (apps/web/build/catalog-manifest.ts).
  const turbo = spawnSync(
    join(root, "node_modules/.bin/turbo"),
    ["run", "build", "--only", ...filters, "--output-logs=errors-only"],
    { cwd: root, env: { ...env, GRIDSMITH_LIBRARIES_BUILT: "1" }, stdio: "inherit" },
  );
  return turbo.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(build());
