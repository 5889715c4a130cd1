import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";

describe("examples", () => {
  it("ships each example as a file under examples/ too (NAME.killer: the extension tells the unified CLI the type), with the same text", () => {
    for (const e of examples) {
      expect(readFileSync(new URL(`../examples/${e.name}.killer`, import.meta.url), "utf8")).toBe(e.text);
    }
  });
});
