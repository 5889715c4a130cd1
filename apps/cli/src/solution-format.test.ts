import { puzzleTypes } from "@gridsmith/catalog";
import { ndjsonValues } from "@gridsmith/kit/testing";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { runCaptured } from "./unified.test-helpers.js";

const run = (argv: string[]) => runCaptured(puzzleTypes, argv);

// Public links of each type puzz.link knows (pzprjs's tests and other projects' examples).
const LINKS = [
  "https://puzz.link/p?sudoku/9/9/k13m27h476h39h825zg841h29h538h18m96k",
  "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
  "https://puzz.link/p?slither/5/5/cbcbcddad",
  "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
  "https://puzz.link/p?lightup/6/6/nekcakbl",
  "https://puzz.link/p?hitori/10/10/1174453399113445756a2345678aa82513328aa85417a698323227a9411566517a43236688115329986a115274aa99886611",
  "https://puzz.link/p?norinori/10/10/09binldaqlaqkl8qg4fg04v803fuk0ovu0vu",
  "https://puzz.link/p?building/5/5/g2l4g2h4h4h2",
  "https://puzz.link/p?starbattle/10/10/2/5g252c2qkgbakk98igse7g88cp3730so000u",
  "https://puzz.link/p?shikaku/10/10/x3gag.s9m.p.m8s-10g.gax",
  "https://puzz.link/p?mashu/10/10/00120900i30i6300906026913200903000",
  // Given walls after the givens (fillomino's walls.test.ts keeps them too).
  "https://puzz.link/p?fillomino/10/10/5i1g1h2g1g3h6g1g1i36g1g1g3g1h1g6i3g52g6g11g5g34g4i5g1h1g4k54k1g5h4g1g3i1j4000000000100040000000200080000000000",
];

describe("gridsmith solve --json --solution-format pzprv3", () => {
  it("answers each link with a file that puzz.link's checker calls complete", async () => {
    const { code, out } = await run([
      "solve",
      "--json",
      "--jobs",
      "1",
      "--solution-format",
      "pzprv3",
      ...LINKS,
    ]);
    expect(code).toBe(0);
    const lines = ndjsonValues(out);
    expect(lines.map((l) => l.status)).toEqual(LINKS.map(() => "unique"));
    for (const line of lines)
      expect(judgePzprv3(line.solutionTexts[0]), line.source).toMatchObject({ complete: true });
  });

  it("writes a nonogram's picture into puzz.link's file", async () => {
    const link = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";
    const line = JSON.parse((await run(["solve", "--json", "--solution-format", "pzprv3", link])).out);
    expect(line.solutionTexts[0]).toContain(". 2 1 # # . # . . \n");
  });

  it("says which formats can write an answer when the one asked for cannot", async () => {
    const { code, err } = await run(["solve", "--json", "--solution-format", "puzzlink", LINKS[0]!]);
    expect(code).toBe(2);
    expect(err).toMatch(/sudoku: format 'puzzlink' cannot write a solution; formats that can: pzprv3/);
  });
});
