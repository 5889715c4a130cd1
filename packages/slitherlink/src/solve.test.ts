import { gridSides } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check, sample } from "../test-support/independent-check.mjs";
import { parsePuzzlink } from "./formats/index.js";
import { slitherlink } from "./index.js";
import { edgeCount, type Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { buildModel, postCellColours } from "./solve.js";

// Real puzzles from puzz.link links found in public code, with the answers their sources give.
const PZPRJS = "https://puzz.link/p?slither/5/5/cbcbcddad"; // robx/pzprjs test/script/slither.js (MIT)
// Its answer in pzprjs's own file: vertical edges (5 rows of 6), then horizontal (6 rows of 5); 1 a line.
const PZPRJS_V = ["1-10-1-11", "11-11-11", "111001", "111111", "-1-1-1011"];
const PZPRJS_H = ["11111", "-111-1-1", "0-1100", "00010", "1-11-10", "-10-101"];

function fromRows(p: Puzzle, vertical: string[], horizontal: string[]): number[] {
  const cells = (rows: string[]) => rows.flatMap((r) => r.match(/-?1|0/g)!.map((t) => (t === "1" ? 1 : 0)));
  return [...cells(horizontal), ...cells(vertical)].slice(0, edgeCount(p));
}

describe("slitherlink solver", () => {
  it("solves pzprjs's test puzzle uniquely, to the answer pzprjs gives", () => {
    const p = parsePuzzlink(PZPRJS);
    const expected = fromRows(p, PZPRJS_V, PZPRJS_H);
    expect(check(p, expected)).toEqual([]);
    for (const learning of [true, false]) {
      const r = slitherlink.solve(p, { learning });
      expect(r.status).toBe("unique");
      expect(r.solutions[0]).toEqual(expected);
    }
  });

  it("solves cspuz-rs's 4x4 to its answer", () => {
    const p = parsePuzzlink("https://puzz.link/p?slither/4/4/dgdh2c71");
    // cspuz-rs gives horizontal rows (5 of 4) then vertical rows (4 of 5), 1 a line.
    const h = ["1111", "1010", "1000", "0101", "1000"];
    const v = ["10001", "01111", "10111", "11000"];
    const r = slitherlink.solve(p);
    expect(r.status).toBe("unique");
    expect(r.solutions[0]).toEqual([...h, ...v].flatMap((row) => [...row].map(Number)));
  });

  it("proves uniqueness of real 10x10 and 18x10 puzzles, and finds the two loops of an ambiguous one", () => {
    for (const url of [
      "https://puzz.link/p?slither/10/10/h362762ca1abk2b22dg3di8a6di1bg32a3ckb2bb277172c",
      "https://puzz.link/p?slither/18/10/i61ch28cg16dg122cg63bi3ah1di2dcg0bgb1bc6c8bchd8b6cd1cbg2cgb3ci1dh3ci18dg132bg72bg82bh36dg",
    ]) {
      const p = parsePuzzlink(url);
      const r = slitherlink.solve(p);
      expect(r.status, url).toBe("unique");
      expect(check(p, r.solutions[0])).toEqual([]);
    }
    // Two loops differ around two clueless cells in the middle: the link's puzzle is not unique.
    const p = parsePuzzlink("https://puzz.link/p?slither/10/10/81ab6dac77678c7dg2bgcgddi71cichcgcj8c60ac1a");
    const all = slitherlink.solve(p, { limit: Number.POSITIVE_INFINITY });
    expect(all).toMatchObject({ status: "multiple", solutionCount: 2, complete: true });
    for (const s of all.solutions) expect(check(p, s)).toEqual([]);
  });

  it("counts every loop of an empty 3x3 grid (213), with plain and learning search", () => {
    const p = { width: 3, height: 3, clues: new Array(9).fill(-1) };
    for (const learning of [true, false]) {
      const r = slitherlink.solve(p, { limit: Number.POSITIVE_INFINITY, learning });
      expect(r).toMatchObject({ solutionCount: 213, complete: true });
      for (const s of r.solutions) expect(check(p, s)).toEqual([]);
    }
  });

  it("answers none for clues no loop meets, and the model names its parts", () => {
    expect(slitherlink.solve({ width: 2, height: 2, clues: [4, 4, -1, -1] }).status).toBe("none");
    expect(slitherlink.solve({ width: 1, height: 1, clues: [0] }).status).toBe("none");
    const { model, edges, clueOf } = buildModel({ width: 2, height: 1, clues: [3, -1] });
    expect(edges).toHaveLength(7);
    expect(clueOf[1]).toBe(-1);
    expect(model.numVars).toBe(7);
  });

  it("lets the cells' colours cut the learning search on public puzzles: 135 nodes for two, 432 without them", () => {
    // SmilingWayne/puzzlekit-web's dataset/public/slitherlink.example.json: a 15x15 and an 18x18.
    let nodes = 0;
    for (const url of [
      "https://puzz.link/p?slither/15/15/ah232557702bg2cg3173c7dg12di1a0djbi22781272bdbh2721bi82cgdcg0832722512cic23d22d717di21881811bg2b1cg2c632dgd2bc03cg71d33381d2",
      "https://puzz.link/p?slither/18/18/c27c1761833222222212cgai3283c5cgb2866ag67ci23150136c3dj7c2772d32cci12272bg22716d1277271d3152832dach2dh2bg322chbi167232c872327db232612bj28dg223c61218chd2778211b8bibi317c3028122323cg326d",
    ]) {
      const p = parsePuzzlink(url);
      const r = slitherlink.solve(p);
      expect(r.status, url).toBe("unique");
      expect(check(p, r.solutions[0])).toEqual([]);
      nodes += r.stats.nodes;
    }
    // Deterministic counts (no clock): 87 + 48 branching on the colours, 206 + 226 on the edges alone.
    expect(nodes).toBeLessThan(250);
  });

  it("finds with the cells' colours exactly the loops the edges alone give, on small random clues", () => {
    const clued = gridSides({ maxSide: 3 }).chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        clues: fc.array(fc.integer({ min: -1, max: 3 }), {
          minLength: width * height,
          maxLength: width * height,
        }),
      }),
    );
    fc.assert(
      fc.property(clued, (p) => {
        const edgesOnly = buildModel(p).model.solve({ limit: Number.POSITIVE_INFINITY, learning: true });
        const coloured = buildModel(p);
        const colours = postCellColours(p, coloured);
        expect(colours).toHaveLength(p.width * p.height);
        const both = coloured.model.solve({ limit: Number.POSITIVE_INFINITY, learning: true });
        const loops = (ss: number[][]) => ss.map((s) => s.slice(0, edgeCount(p)).join("")).sort();
        expect(loops(both.solutions)).toEqual(loops(edgesOnly.solutions));
        expect(slitherlink.solve(p, { limit: Number.POSITIVE_INFINITY }).solutionCount).toBe(
          edgesOnly.solutions.length,
        );
      }),
      { numRuns: 60 },
    );
  });

  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong)).not.toEqual([]);
  });
});
