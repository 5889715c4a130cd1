#!/usr/bin/env node
// `pnpm check:packages`: every library under packages/ as it would be published. Builds, packs each one with
// `pnpm pack` (publishConfig applied), then on each tarball:
//   - the packed package.json: version, MIT, ESM, sideEffects false, engines, files, an exports map whose
//     every entry lists `types` first and has no @gridsmith/source condition (that one is for the workspace
//     only), no workspace:/catalog: versions, a size budget; README.md shipped;
//   - publint (every message counts, suggestions too);
//   - "are the types wrong" (@arethetypeswrong/core) with attw's esm-only profile: the packages are ESM only,
//     so the CommonJS resolutions (node10, and node16 from a require) are not asked for. Node >= 20.19, the
//     engines floor, can require() them anyway (require(esm) is on by default there).
// Both through their libraries in this one process: their command lines load TypeScript (attw) and start
// Node once per package, which was most of this check's time.
// Prints one line per package and check, then `check:packages: N passed, M failed`; exits 1 when any failed.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkPackage, createPackageFromTarballData } from "@arethetypeswrong/core";
import { publint } from "publint";
import { formatMessage } from "publint/utils";
import { buildPackages, packPackages } from "./pack-packages.mjs";

/** attw's esm-only profile: problems of these resolutions do not count. */
const ignoredResolutions = new Set(["node10", "node16-cjs"]);

/** What publint says of a packed package, one line a message; empty when all is good. */
async function publintProblems(tarball, manifest) {
  const data = readFileSync(tarball);
  const pack = { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) };
  const { messages } = await publint({ pack, level: "suggestion" });
  return messages.map((m) => `${m.type}: ${formatMessage(m, manifest) ?? m.code}`);
}

/** What "are the types wrong" finds under the esm-only profile, one line a problem; empty when none. */
async function typesProblems(tarball) {
  const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(readFileSync(tarball))));
  if (!analysis.types) return [];
  return analysis.problems
    .filter((p) => !("resolutionKind" in p) || !ignoredResolutions.has(p.resolutionKind))
    .map((p) => JSON.stringify(p));
}

/** What is wrong with a packed manifest; empty when nothing. */
export function manifestProblems(manifest, files) {
  const problems = [];
  const need = (ok, message) => ok || problems.push(message);
  need(/^\d+\.\d+\.\d+/.test(manifest.version ?? ""), "no semver version");
  need(manifest.license === "MIT", "license is not MIT");
  need(manifest.type === "module", 'type is not "module"');
  need(manifest.sideEffects === false, "sideEffects is not false");
  need(typeof manifest.engines?.node === "string", "no engines.node");
  need(Array.isArray(manifest.files) && manifest.files.length > 0, "no files list");
  need(!("publishConfig" in manifest) || !manifest.publishConfig.exports, "publishConfig left unapplied");
  need(Array.isArray(manifest["size-limit"]) && manifest["size-limit"].length > 0, "no size-limit budget");
  need(files.includes("package/README.md"), "no README.md in the tarball");
  const text = JSON.stringify(manifest.exports ?? null);
  need(manifest.exports && typeof manifest.exports === "object", "no exports map");
  need(!text.includes("@gridsmith/source"), "exports still has the @gridsmith/source condition");
  need(!text.includes("/src/"), "exports points into src/");
  for (const [key, entry] of Object.entries(manifest.exports ?? {})) {
    if (typeof entry === "string") {
      need(!entry.endsWith(".js"), `exports["${key}"] is a bare .js path without types`);
      continue;
    }
    need(Object.keys(entry)[0] === "types", `exports["${key}"] does not list types first`);
    need(Object.keys(entry).at(-1) === "default", `exports["${key}"] does not end with default`);
    for (const target of Object.values(entry)) {
      if (typeof target === "string") need(files.includes(`package/${target.slice(2)}`), `${target} missing`);
    }
  }
  for (const field of ["dependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [dep, range] of Object.entries(manifest[field] ?? {})) {
      need(!/^(workspace|catalog|link|file):/.test(range), `${field}.${dep} is '${range}'`);
    }
  }
  return problems;
}

async function main() {
  const dest = mkdtempSync(join(tmpdir(), "gridsmith-check-packages-"));
  let passed = 0;
  let failed = 0;
  const report = (ok, what, detail = "") => {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? "ok  " : "FAIL"} ${what}${detail ? `\n${detail.replace(/^/gm, "       ")}` : ""}`);
  };
  try {
    buildPackages();
    for (const pkg of packPackages(dest)) {
      const files = execFileSync("tar", ["-tzf", pkg.tarball], { encoding: "utf8" }).split("\n");
      const manifest = JSON.parse(
        execFileSync("tar", ["-xzOf", pkg.tarball, "package/package.json"], { encoding: "utf8" }),
      );
      const problems = manifestProblems(manifest, files);
      report(problems.length === 0, `${pkg.name}: packed package.json`, problems.join("\n"));

      const lint = await publintProblems(pkg.tarball, manifest);
      report(lint.length === 0, `${pkg.name}: publint`, lint.join("\n"));

      const types = await typesProblems(pkg.tarball);
      report(types.length === 0, `${pkg.name}: attw --profile esm-only`, types.join("\n"));
    }
  } catch (error) {
    report(false, "build and pack", error instanceof Error ? error.message : String(error));
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
  console.log(`\ncheck:packages: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

await main();
