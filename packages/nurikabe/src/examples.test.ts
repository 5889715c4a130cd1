import { readFileSync } from "node:fs";
import { checkExamplesUnique } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, textFormat } from "./formats/index.js";
import { nurikabe } from "./index.js";

describe("examples", () => {
  it("ships each example as examples/NAME.nurikabe too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.nurikabe`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check accepts", () => {
    checkExamplesUnique(nurikabe, check);
  });

  it("holds the public puzzles as their links say", () => {
    expect(textFormat.parse(examples[0]!.text)).toEqual(
      parsePuzzlink("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
    );
    expect(textFormat.parse(examples.find((e) => e.name === "10x10-semiexp")!.text)).toEqual(
      parsePuzzlink("https://puzz.link/p?nurikabe/10/10/zj7n7j9n7t7i7n7zj"),
    );
  });

  it("the README's example is examples/solve.mjs", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const file = readFileSync(new URL("../examples/solve.mjs", import.meta.url), "utf8");
    expect(readme).toContain(file.trim());
  });
});
