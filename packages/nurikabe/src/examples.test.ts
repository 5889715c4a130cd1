import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import * as formats from "./formats/index.js";
import { nurikabe } from "./index.js";

describe("examples", () => {
  describeExamplesContract(nurikabe, { check, root: new URL("../", import.meta.url), judge, formats });

  it("holds the public puzzles as their links say", () => {
    expect(formats.textFormat.parse(examples[0]!.text)).toEqual(
      formats.parsePuzzlink("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),
    );
    expect(formats.textFormat.parse(examples.find((e) => e.name === "10x10-semiexp")!.text)).toEqual(
      formats.parsePuzzlink("https://puzz.link/p?nurikabe/10/10/zj7n7j9n7t7i7n7zj"),
    );
  });
});
