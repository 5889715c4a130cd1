import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf, libraries, rel, sourceFiles } from "./workspace.ts";

const isTest = (file: string) => /\.test(-helpers)?\.tsx?$/.test(file);
// Node-only by design, like a CLI: the vitest contracts (`@gridsmith/kit/testing/contract`) register tests
// that read a package's example files; nothing a library runs imports them.
const isNodeOnly = (file: string) =>
  file.includes("/src/cli/") || /\/src\/testing\/[^/]+-contract\.ts$/.test(file);
const libs = libraries();

describe("every library under packages/", () => {
  it("exists", () => {
    expect(libs.map((p) => p.name)).toEqual(
      expect.arrayContaining(["@gridsmith/constraint", "@gridsmith/kit"]),
    );
  });

  it.each(libs.map((p) => [p.name, p] as const))(
    "%s imports no node: module outside src/cli/ and the vitest contracts",
    (_, pkg) => {
      const offenders = sourceFiles(join(pkg.dir, "src"))
        .filter((f) => !isTest(f) && !isNodeOnly(f))
        .flatMap((f) =>
          importsOf(f)
            .filter((s) => s.startsWith("node:") || /^(fs|path|os|url|worker_threads|child_process)$/.test(s))
            .map((s) => `${rel(f)}: ${s}`),
        );
      expect(offenders).toEqual([]);
    },
  );

  it.each(libs.map((p) => [p.name, p] as const))(
    "%s imports only the workspace packages the architecture allows",
    (_, pkg) => {
      const allowed: Record<string, string[]> = {
        "@gridsmith/constraint": [],
        "@gridsmith/choice-store": ["@gridsmith/constraint"],
        "@gridsmith/kit": ["@gridsmith/constraint"],
        "@gridsmith/catalog": ["*puzzle", "@gridsmith/kit"],
      };
      const rule = allowed[pkg.name] ?? [
        "@gridsmith/kit",
        "@gridsmith/constraint",
        "@gridsmith/choice-store",
      ];
      const puzzles = libs.map((p) => p.name).filter((n) => !(n in allowed));
      const permitted = new Set(rule.flatMap((r) => (r === "*puzzle" ? puzzles : [r])));
      const offenders = sourceFiles(join(pkg.dir, "src"))
        .filter((f) => !isTest(f))
        .flatMap((f) =>
          importsOf(f)
            .filter((s) => s.startsWith("@gridsmith/"))
            .map((s) => s.split("/").slice(0, 2).join("/"))
            .filter((s) => s !== pkg.name && !permitted.has(s))
            .map((s) => `${rel(f)}: ${s}`),
        );
      expect(offenders).toEqual([]);
    },
  );

  // The independent checks judge the solvers, so what a library runs never reaches them or the grid
  // geometry they share (tooling/independent-checks): a relative import stays inside its package's src.
  it.each(libs.map((p) => [p.name, p] as const))(
    "%s imports nothing outside its src by a relative path (no test-support, no tooling)",
    (_, pkg) => {
      const src = join(pkg.dir, "src");
      const offenders = sourceFiles(src)
        .filter((f) => !isTest(f))
        .flatMap((f) =>
          importsOf(f)
            .filter((s) => s.startsWith(".") && !resolve(dirname(f), s).startsWith(`${src}/`))
            .map((s) => `${rel(f)}: ${s}`),
        );
      expect(offenders).toEqual([]);
    },
  );

  it.each(libs.map((p) => [p.name, p] as const))(
    "%s is an MIT ESM package without side effects",
    (_, pkg) => {
      expect(pkg.manifest).toMatchObject({ type: "module", license: "MIT", sideEffects: false });
      expect(pkg.manifest.version).toMatch(/^\d+\.\d+\.\d+/);
    },
  );

  // `pnpm pack` swaps `exports` for `publishConfig.exports`: an entry the workspace has and the published map
  // lacks works in every test of the workspace and fails only where the package is installed.
  it.each(libs.map((p) => [p.name, p] as const))(
    "%s publishes every entry of its exports map, pointing at the same build files",
    (_, pkg) => {
      const withoutSource = (entry: unknown) =>
        typeof entry === "object" && entry !== null
          ? Object.fromEntries(
              Object.entries(entry).filter(([condition]) => condition !== "@gridsmith/source"),
            )
          : entry;
      type ExportsMap = Record<string, unknown>;
      const manifest = pkg.manifest as { exports?: ExportsMap; publishConfig?: { exports?: ExportsMap } };
      const exported = manifest.exports ?? {};
      const published = manifest.publishConfig?.exports ?? exported;
      expect(Object.keys(published).sort()).toEqual(Object.keys(exported).sort());
      for (const key of Object.keys(exported))
        expect(published[key], key).toEqual(withoutSource(exported[key]));
    },
  );
});
