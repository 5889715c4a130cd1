import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unitProjects } from "../../../scripts/test-plan.mjs";
import { rel, repoRoot, sourceFiles } from "./workspace.ts";

/** The directories of the unit project (vitest.config.ts): the globs of `unitProjects`, expanded. */
function unitDirs(): string[] {
  return unitProjects.flatMap((glob: string) =>
    glob.endsWith("/*")
      ? readdirSync(join(repoRoot, glob.slice(0, -2))).map((name) => join(repoRoot, glob.slice(0, -2), name))
      : [join(repoRoot, glob)],
  );
}

// The unit project runs with `isolate: false` (vitest.shared.ts): a worker keeps its modules from one test file
// to the next. A module mocked in one file stays mocked for the files after it in that worker, so their tests
// can silently change or vanish: pzpr-judge's contract test once mocked kit's contract, and the genre files
// that ran after it in the CI's shard registered none of their contract tests (fifteen tests gone, nothing red).
describe("the unit project's test files", () => {
  it("mock no module", () => {
    const mocking = unitDirs()
      .flatMap((dir) => sourceFiles(join(dir, "src")))
      .filter((file) => /\.test\.tsx?$/.test(file))
      .filter((file) => /\bvi\.(?:mock|doMock|hoisted)\(/.test(readFileSync(file, "utf8")))
      .map(rel);
    expect(mocking).toEqual([]);
  });
});
