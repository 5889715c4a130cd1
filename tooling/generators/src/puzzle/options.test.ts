import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Tree } from "@nx/devkit";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const puzzleGenerator = require("./generator.cjs").default as (
  tree: Tree,
  options: { name: string; skipInstall?: boolean },
) => Promise<unknown>;
const repo = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

// The refusals happen before the generator writes anything, so a tree that only answers `exists` from this
// workspace is enough: the same checks `pnpm nx g` runs, without its start-up and project graph (the
// end-to-end test in generator.test.ts runs the real command once, to create a type).
const workspace = { root: repo, exists: (path: string) => existsSync(join(repo, path)) } as unknown as Tree;

describe("the puzzle generator's options", () => {
  it("refuses a name that is not a puzzle id", async () => {
    for (const name of ["Bad_Name", "9lives", "-dash", "tile grid", ""])
      await expect(puzzleGenerator(workspace, { name, skipInstall: true }), name).rejects.toThrow(
        /is not a puzzle id/,
      );
  });

  it("refuses the name of a package that exists", async () => {
    await expect(puzzleGenerator(workspace, { name: "catalog", skipInstall: true })).rejects.toThrow(
      "packages/catalog exists already",
    );
  });
});
