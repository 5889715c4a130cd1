import { readFileSync } from "node:fs";
import { checkExamplesUnique } from "@gridsmith/kit/testing";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, puzzlinkFormat, readPzprv3Board, textFormat, writePzprv3 } from "./formats/index.js";
import { lightup } from "./index.js";

// pzprjs's test of lightup (robx/pzprjs test/script/lightup.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS_URL = "https://puzz.link/p?lightup/6/6/nekcakbl";
const PZPRJS_ANSWER =
  "pzprv3\nlightup\n6\n6\n. . # . . . \n. # 4 # . . \n. . # . 2 # \n+ 0 . . # . \n# + . 1 . . \n. . . # . . \n";

describe("examples", () => {
  it("ships each example as examples/NAME.lightup too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.lightup`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check and puzz.link's own checker accept", () => {
    for (const { name, puzzle, solution } of checkExamplesUnique(lightup, check)) {
      expect(judgePzprv3(writePzprv3(puzzle, solution)), name).toMatchObject({ complete: true });
      // The puzzle alone is no answer to puzz.link.
      expect(judgePzprv3(writePzprv3(puzzle)).complete).toBe(false);
    }
  });

  it("holds pzprjs's puzzle as its link says, and finds pzprjs's answer", () => {
    const puzzle = parsePuzzlink(PZPRJS_URL);
    expect(textFormat.parse(examples[0]!.text)).toEqual(puzzle);
    const answer = readPzprv3Board(PZPRJS_ANSWER);
    expect(answer.puzzle).toEqual(puzzle);
    expect(lightup.solve(puzzle).solutions).toEqual([answer.lights]);
    expect(judgePzprv3(PZPRJS_ANSWER).complete).toBe(true);
  });

  it("reads every example's link as puzz.link does", () => {
    for (const e of examples) {
      const puzzle = textFormat.parse(e.text);
      const url = puzzlinkFormat.serialize!(puzzle).trim();
      expect(pzprFileOfUrl(url), e.name).toBe(writePzprv3(puzzle));
    }
  });

  it("the README's example is examples/solve.mjs", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const file = readFileSync(new URL("../examples/solve.mjs", import.meta.url), "utf8");
    expect(readme).toContain(file.trim());
  });
});
