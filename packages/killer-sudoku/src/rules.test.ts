import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { textFormat } from "./formats/index.js";
import { killerSudoku } from "./index.js";
import type { Puzzle } from "./puzzle.js";

const base = (): Puzzle => textFormat.parse(examples[0]!.text);

describe("validate", () => {
  it("accepts every example", () => {
    for (const e of examples) expect(killerSudoku.validate(textFormat.parse(e.text))).toEqual([]);
  });

  it("names cells in no cage, cells in two, cages in pieces and impossible sums, with where", () => {
    const p = base();
    expect(killerSudoku.validate({ ...p, cages: p.cages.slice(1) })[0]).toMatchObject({
      code: "cell-without-cage",
      message: "2 cells are in no cage: r1c1, r2c1",
    });
    const overlap = { ...p, cages: [...p.cages, { sum: 1, cells: [0] }] };
    expect(killerSudoku.validate(overlap)[0]).toMatchObject({
      code: "overlapping-cages",
      cells: [{ row: 0, col: 0 }],
    });
    // Cages A (r1c1, r2c1) and G (r4c2..r4c4) swap r2c1 and r4c2: A falls in pieces.
    const cages = p.cages.map((c) => ({ ...c, cells: [...c.cells] }));
    cages[0]!.cells = [0, 13];
    cages[6]!.cells = [4, 14, 15];
    expect(killerSudoku.validate({ ...p, cages }).map((x) => x.code)).toContain("cage-not-connected");
    const impossible = p.cages.map((c) => (c.cells.length === 2 ? { ...c, sum: 18 } : c));
    expect(killerSudoku.validate({ ...p, cages: impossible })[0]!.message).toBe(
      "the cage of 18 at r1c1: 2 different digits 1-4 add up to 3 to 7, never 18",
    );
  });

  it("names givens that repeat in a unit or break a cage", () => {
    const p = base();
    const givens = new Array(16).fill(0);
    givens[0] = 4;
    givens[4] = 4;
    expect(killerSudoku.validate({ ...p, givens }).map((x) => x.message)).toContain(
      "column 1 has two 4s (r1c1 and r2c1)",
    );
  });
});

describe("check", () => {
  it("finds a player's mistakes and passes the right answer", () => {
    const p = base();
    const right = killerSudoku.solve(p).solutions[0]!;
    expect(killerSudoku.check(p, right)).toEqual([]);
    expect(killerSudoku.check(p, new Array(16).fill(0))).toEqual([]);
    const wrong = [...right];
    wrong[0] = wrong[1]!;
    expect(killerSudoku.check(p, wrong).map((x) => x.code)).toContain("repeated-digit");
    expect(killerSudoku.check(p, [9])).toEqual([
      {
        code: "bad-attempt",
        message: "attempt[0]: 9 is out of range: expected 0 to 4",
        cells: [{ row: 0, col: 0 }],
      },
    ]);
    expect(killerSudoku.check(p, [null, 3] as unknown as number[])).toEqual([]);
  });
});
