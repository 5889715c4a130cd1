import { readFileSync } from "node:fs";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, puzzlinkFormat, readPzprv3Board, textFormat, writePzprv3 } from "./formats/index.js";
import { building } from "./index.js";

// pzprjs's test of building (robx/pzprjs test/script/building.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS_URL = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g";
const PZPRJS_ANSWER =
  "pzprv3\nbuilding\n4\n4\n. . . . . . \n. 2 1 4 3 . \n4 1 2 3 4 . \n. 4 3 1 2 3 \n. 3 4 2 1 . \n. . 1 3 . . \n";

// Public puzz.link links of the genre: penpa-edit's puzz.link import tests and noqx's example list (read for
// the links only), and a Japanese solver's sample. Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?building/5/5/g2l4g2h4h4h2",
  "https://puzz.link/p?skyscrapers/6/6/h4j2h2g3g3h4g5g2g2",
  "https://puzz.link/p?skyscrapers/5/5/g2l2g43l35",
  "https://puzz.link/p?skyscrapers/9/9/g4g7g5g5i4g5g7i3g2g8g6i7g8g2h",
  "https://puzz.link/p?building/6/6/h512m32l256g",
  "https://puzz.link/p?skyscrapers/2/1/j1g",
];

describe("examples", () => {
  it("ships each example as examples/NAME.building too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.building`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check and puzz.link's own checker accept", () => {
    for (const e of examples) {
      const puzzle = textFormat.parse(e.text);
      const result = building.solve(puzzle);
      expect(result.status, e.name).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])), e.name).toMatchObject({ complete: true });
      // The puzzle alone is no answer to puzz.link.
      expect(judgePzprv3(writePzprv3(puzzle)).complete).toBe(false);
    }
  });

  it("holds pzprjs's puzzle as its link says, and finds pzprjs's answer", () => {
    const puzzle = parsePuzzlink(PZPRJS_URL);
    expect(textFormat.parse(examples[0]!.text)).toEqual(puzzle);
    const answer = readPzprv3Board(PZPRJS_ANSWER);
    expect(answer.puzzle).toEqual(puzzle);
    expect(building.solve(puzzle).solutions).toEqual([answer.heights]);
    expect(judgePzprv3(PZPRJS_ANSWER).complete).toBe(true);
  });

  it("solves public links to one answer puzz.link calls complete, each read as puzz.link reads it", () => {
    for (const url of PUBLIC) {
      const puzzle = parsePuzzlink(url);
      expect(pzprFileOfUrl(url), url).toBe(writePzprv3(puzzle));
      const result = building.solve(puzzle);
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
