import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { puzzleTypes } from "./index.js";

// The root README's table of puzzle types is where a newcomer learns what is installed: every catalog type
// stands in it by its package id, as "(`id`)".
const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
const table = readme.slice(readme.indexOf("| kind | type (package) | link names |"));

describe("the root README's table of puzzle types", () => {
  it.each(puzzleTypes.map((t) => t.id))("lists %s", (id) => {
    expect(table).toContain(`(\`${id}\`)`);
  });
});
