import { readFileSync } from "node:fs";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, puzzlinkFormat, readPzprv3Board, textFormat, writePzprv3 } from "./formats/index.js";
import { norinori } from "./index.js";

// pzprjs's test of norinori (robx/pzprjs test/script/norinori.js, MIT): its puzzle and the answer its
// checker calls complete.
const PZPRJS_URL = "https://puzz.link/p?norinori/5/5/cag4ocjo";
const PZPRJS_ANSWER =
  "pzprv3\nnorinori\n5\n5\n5\n0 0 1 2 2 \n1 1 1 2 2 \n1 3 3 2 2 \n3 3 3 3 3 \n4 4 3 3 3 \n# # + + + \n+ + # # + \n# # + + # \n+ + . . # \n# # + . . \n";

// Public puzz.link links: penpa-edit's puzz.link import tests (swaroopg92/penpa-edit), and links in other
// public repositories' examples and tests. Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?norinori/6/6/93op35pb9vpq",
  "https://puzz.link/p?norinori/6/6/mac2a4c11spr",
  "https://puzz.link/p?norinori/10/10/ebdcb96kfaulotutil9qscvm7ivh0aumd8mc",
  "https://puzz.link/p?norinori/10/10/09binldaqlaqkl8qg4fg04v803fuk0ovu0vu",
  "https://puzz.link/p?norinori/10/10/90i2c76esik8rapah800evmv37d4fsm9dmte",
  "https://puzz.link/p?norinori/18/10/365btauumbakihchaf0o3q67cbjcg8kki94dtj2oorju6tnmontv0vgb4ssnvsb9v3g",
];

describe("examples", () => {
  it("ships each example as examples/NAME.norinori too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.norinori`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check and puzz.link's own checker accept", () => {
    for (const e of examples) {
      const puzzle = textFormat.parse(e.text);
      const result = norinori.solve(puzzle);
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
    expect(norinori.solve(puzzle).solutions).toEqual([answer.shaded]);
    expect(judgePzprv3(PZPRJS_ANSWER).complete).toBe(true);
  });

  it("solves public puzz.link puzzles uniquely, as puzz.link reads and judges them", () => {
    for (const url of PUBLIC) {
      const puzzle = parsePuzzlink(url);
      expect(pzprFileOfUrl(url), url).toBe(writePzprv3(puzzle));
      const result = norinori.solve(puzzle);
      expect(result.status, url).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])), url).toMatchObject({ complete: true });
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
