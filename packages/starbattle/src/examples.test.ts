import { readFileSync } from "node:fs";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, puzzlinkFormat, readPzprv3Board, textFormat, writePzprv3 } from "./formats/index.js";
import { starbattle } from "./index.js";

// pzprjs's test of starbattle (robx/pzprjs test/script/starbattle.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS_URL = "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou";
const PZPRJS_ANSWER =
  "pzprv3\nstarbattle\n6\n6\n1\n6\n0 0 0 1 1 1 \n0 1 1 1 2 2 \n0 3 3 4 4 2 \n5 5 3 3 4 2 \n5 4 4 4 4 2 \n5 2 2 2 2 2 \n+ # + + + + \n+ + + # + + \n+ + + + + # \n. + # + + + \n. + + + # + \n# + + + + + \n";

// Public puzz.link links of the genre: noqx's example list (read for the links only), 2-star puzzles of
// 10x10 to 13x13. Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?starbattle/10/10/2/5g252c2qkgbakk98igse7g88cp3730so000u",
  "https://puzz.link/p?starbattle/10/10/2/l95las9vb5mmurbelo2m849c5gp068ci9029",
  "https://puzz.link/p?starbattle/12/12/2/g0410igil9ck6q3l12glrcp12c081pu07do1ge6c0g0m0628gdkcn0",
  "https://puzz.link/p?starbattle/13/13/2/40142jhssb4ij4491m8d6b0io4k8ab003vosuc02181v3e00o00fo3g00073phsg",
];

describe("examples", () => {
  it("ships each example as examples/NAME.starbattle too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.starbattle`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check and puzz.link's own checker accept", () => {
    for (const e of examples) {
      const puzzle = textFormat.parse(e.text);
      const result = starbattle.solve(puzzle);
      expect(result.status, e.name).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])), e.name).toMatchObject({ complete: true });
      // The puzzle alone is no answer to puzz.link.
      expect(judgePzprv3(writePzprv3(puzzle)).complete).toBe(false);
    }
  });

  it("holds pzprjs's puzzle as its link says, and finds pzprjs's answer", () => {
    const puzzle = parsePuzzlink(PZPRJS_URL);
    expect(textFormat.parse(examples[1]!.text)).toEqual(puzzle);
    const answer = readPzprv3Board(PZPRJS_ANSWER);
    expect(answer.puzzle).toEqual(puzzle);
    expect(starbattle.solve(puzzle).solutions).toEqual([answer.stars]);
    expect(judgePzprv3(PZPRJS_ANSWER).complete).toBe(true);
  });

  it("solves public links to one answer puzz.link calls complete, each read as puzz.link reads it", () => {
    for (const url of PUBLIC) {
      const puzzle = parsePuzzlink(url);
      expect(pzprFileOfUrl(url), url).toBe(writePzprv3(puzzle));
      const result = starbattle.solve(puzzle);
      expect(result.status, url).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete, url).toBe(true);
    }
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
