import { readFileSync } from "node:fs";
import { judgePzprv3, pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, puzzlinkFormat, readPzprv3Board, textFormat, writePzprv3 } from "./formats/index.js";
import { hitori } from "./index.js";

// pzprjs's test of hitori (robx/pzprjs test/script/hitori.js, MIT): its puzzle and the answer its checker
// calls complete.
const PZPRJS_URL = "https://puzz.link/p?hitori/4/4/1114142333214213";
const PZPRJS_ANSWER =
  "pzprv3\nhitori\n4\n4\n1 1 1 4 \n1 4 2 3 \n3 3 2 1 \n4 2 1 3 \n# + # . \n+ + + . \n# + # . \n+ + + # \n";

// Public puzz.link links: penpa-edit's puzz.link import tests (swaroopg92/penpa-edit), and links in other
// public repositories' examples and tests. Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?hitori/5/5/1-6i5-1v-2h1n-196-lx-3f45-iu91n-co-269cy5-1v-2h",
  "https://puzz.link/p?hitori/6/5/111.45.2..453.3.1..2....3.3.1.",
  "https://puzz.link/p?hitori/8/8/8416325715684121262378436475273858613542475783762346528431821615",
  "https://puzz.link/p?hitori/8/8/7113844227266831246771852247731643381555633245178631347515752264",
  "https://puzz.link/p?hitori/10/10/1174453399113445756a2345678aa82513328aa85417a698323227a9411566517a43236688115329986a115274aa99886611",
];

describe("examples", () => {
  it("ships each example as examples/NAME.hitori too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.hitori`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check and puzz.link's own checker accept", () => {
    for (const e of examples) {
      const puzzle = textFormat.parse(e.text);
      const result = hitori.solve(puzzle);
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
    expect(hitori.solve(puzzle).solutions).toEqual([answer.shaded]);
    expect(judgePzprv3(PZPRJS_ANSWER).complete).toBe(true);
  });

  it("solves public puzz.link puzzles uniquely, as puzz.link reads and judges them", () => {
    for (const url of PUBLIC) {
      const puzzle = parsePuzzlink(url);
      expect(pzprFileOfUrl(url), url).toBe(writePzprv3(puzzle));
      const result = hitori.solve(puzzle);
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
