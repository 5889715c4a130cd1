import { readFileSync } from "node:fs";
import { checkExamplesUnique } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { slitherlink } from "./index.js";

describe("examples", () => {
  it("ships each example as examples/NAME.slither too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.slither`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check accepts", () => {
    checkExamplesUnique(slitherlink, check);
  });

  it("the README's example is examples/solve.mjs", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const file = readFileSync(new URL("../examples/solve.mjs", import.meta.url), "utf8");
    expect(readme).toContain(file.trim());
  });
});
