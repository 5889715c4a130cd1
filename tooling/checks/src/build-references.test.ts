import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./workspace.ts";

// `pnpm build` builds every workspace with a tsconfig.build.json in one `tsc -b` over the root's project
// references. tsc -b orders the projects, and rebuilds a dependent when a dependency changes, only through
// each project's own `references`: a dependency missing there is built in the wrong order or left stale.

interface Project {
  dir: string;
  name: string;
  dependencies: string[];
  references: string[];
}

const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8"));

const projects: Project[] = ["packages", "apps", "tooling"].flatMap((group) =>
  readdirSync(join(repoRoot, group))
    .map((name) => join(repoRoot, group, name))
    .filter((dir) => existsSync(join(dir, "tsconfig.build.json")))
    .map((dir) => {
      const manifest = readJson(join(dir, "package.json"));
      const config = readJson(join(dir, "tsconfig.build.json"));
      return {
        dir,
        name: manifest.name as string,
        dependencies: [
          ...Object.keys(manifest.dependencies ?? {}),
          ...Object.keys(manifest.devDependencies ?? {}),
          ...Object.keys(manifest.peerDependencies ?? {}),
        ],
        references: (config.references ?? []).map((r: { path: string }) => join(dir, r.path)),
      };
    }),
);
const byName = new Map(projects.map((p) => [p.name, p]));

describe("the one TypeScript build's project references", () => {
  it("finds the libraries, the API and the CLI", () => {
    expect(projects.map((p) => p.name)).toEqual(
      expect.arrayContaining(["@gridsmith/kit", "@gridsmith/catalog", "@gridsmith/api", "@gridsmith/cli"]),
    );
  });

  it.each(projects.map((p) => [relative(repoRoot, p.dir), p] as const))(
    "%s references exactly its workspace dependencies that build with tsc",
    (_, project) => {
      const expected = project.dependencies
        .filter((name) => byName.has(name))
        .map((name) => join(byName.get(name)!.dir, "tsconfig.build.json"))
        .sort();
      expect([...project.references].sort()).toEqual(expected);
    },
  );

  it("the root's tsconfig.build.json references every one of them", () => {
    const root = readJson(join(repoRoot, "tsconfig.build.json"));
    const listed = root.references.map((r: { path: string }) => join(repoRoot, r.path)).sort();
    expect(listed).toEqual(projects.map((p) => join(p.dir, "tsconfig.build.json")).sort());
  });
});
