#!/usr/bin/env node
// Builds every library under packages/ and packs each one with `pnpm pack`, exactly what `pnpm publish`
// would upload: publishConfig applied (the published `exports` has no @gridsmith/source condition) and
// workspace:/catalog: versions replaced. Used by `pnpm check:packages` and by tooling/consumers.
//
//   node scripts/pack-packages.mjs [DEST]     packs into DEST (default: a new temporary folder), prints it
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

const quietEnv = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
};

/** The publishable packages under packages/: folder, name, version. */
export function libraryPackages() {
  const base = join(root, "packages");
  return readdirSync(base)
    .map((name) => join(base, name))
    .filter((dir) => existsSync(join(dir, "package.json")))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }))
    .filter(({ manifest }) => !manifest.private)
    .map(({ dir, manifest }) => ({ dir, name: manifest.name, version: manifest.version }));
}

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, env: quietEnv, encoding: "utf8" });
  if (r.status !== 0) {
    throw new Error(`${cmd} ${args.join(" ")} failed in ${cwd}:\n${r.stdout ?? ""}\n${r.stderr ?? ""}`);
  }
  return r.stdout;
}

/** Builds every library: the one TypeScript build (`tsc -b`, which skips what is up to date). */
export function buildPackages() {
  run("pnpm", ["exec", "tsc", "-b", "tsconfig.build.json"], root);
}

/**
 * Packs every library into `dest`; returns each package's name, version and tarball path. Does not build:
 * call {@link buildPackages} first. One recursive `pnpm pack` for them all (the same tarballs as `pnpm pack`
 * in each folder): a pnpm start-up per package cost a few seconds each, about half a minute in all on a
 * loaded 2-core machine, and this runs in CI's check:packages and in every consumers set-up.
 */
export function packPackages(dest) {
  mkdirSync(dest, { recursive: true });
  const libraries = libraryPackages();
  const filters = libraries.flatMap((pkg) => ["--filter", pkg.name]);
  const out = run("pnpm", ["-r", ...filters, "pack", "--json", "--pack-destination", dest], root);
  // An array with -r; a lone object should a single package match.
  const packed = new Map([JSON.parse(out)].flat().map((p) => [p.name, resolve(dest, p.filename)]));
  return libraries.map((pkg) => {
    const tarball = packed.get(pkg.name);
    if (!tarball) throw new Error(`pnpm pack made no tarball for ${pkg.name}:\n${out}`);
    return { ...pkg, tarball };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dest = process.argv[2] ? resolve(process.argv[2]) : mkdtempSync(join(tmpdir(), "gridsmith-packs-"));
  buildPackages();
  for (const p of packPackages(dest)) console.log(p.tarball);
}
