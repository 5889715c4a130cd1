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
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname.replace(/\/$/, "");
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" };

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
      if (!JSON.parse(readFileSync(manifestPath, "utf8")).scripts?.generate) continue;
      const run = spawnSync("pnpm", ["run", "--silent", "generate"], {
        cwd: join(base, dir),
        env,
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
  const tsc = spawnSync("pnpm", ["exec", "tsc", "-b", "tsconfig.build.json"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (tsc.status !== 0) return tsc.status ?? 1;
  const others = otherBuilds(names);
  if (others.length === 0) return 0;
  const filters = others.map((name) => `--filter=${name}`);
  // The libraries' dist/ is now this tree's: the site's build reads the catalog's to write its manifest
  // instead of running every package's sources through Vite again (apps/web/build/catalog-manifest.ts).
  const turbo = spawnSync(
    "pnpm",
    ["exec", "turbo", "run", "build", "--only", ...filters, "--output-logs=errors-only"],
    { cwd: root, env: { ...env, GRIDSMITH_LIBRARIES_BUILT: "1" }, stdio: "inherit" },
  );
  return turbo.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(build());
