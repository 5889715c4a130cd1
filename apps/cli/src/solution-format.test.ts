import { puzzleTypes } from "@gridsmith/catalog";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { runUnified } from "./unified.js";

async function run(argv: string[]) {
  let out = "";
  let err = "";
  const code = await runUnified(puzzleTypes, argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    readStdin: () => "",
  });
  return { code, out, err };
}

// Public links of each type puzz.link knows (pzprjs's tests and other projects' examples).
const LINKS = [
  "https://puzz.link/p?sudoku/9/9/k13m27h476h39h825zg841h29h538h18m96k",
  "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
  "https://puzz.link/p?slither/5/5/cbcbcddad",
  "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g",
  "https://puzz.link/p?lightup/6/6/nekcakbl",
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
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
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
