import { createRng } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { refereeSolve } from "../brute.test-helpers.js";
import { explain, grade, hint } from "../hints.js";
import type { Sudoku } from "../puzzle.js";
import { Board } from "./board.js";
import { fish, xyWing } from "./fish-wings.js";
import { claiming, pointing } from "./intersections.js";
import { LADDER } from "./ladder.js";
import { fullHouse, nakedSingle } from "./singles.js";
import { hiddenSubset, nakedSubset } from "./subsets.js";

const cells = (s: string) => [...s].map((c) => (c === "." ? 0 : Number(c)));
const SEED_01 = {
  size: 9,
  cells: cells("72...51...1598.4...8...1..6.4..3.6.53..6.2..79.1.7..2.5..7...9...2.9635...42...68"),
};
const SEED_02 = {
  size: 9,
  cells: cells("5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3"),
};
const SOLUTION_02 = cells(
  "597632184341589276682174395419256837875913642236748951753861429124397568968425713",
);
// The first puzzle of the forum's hardest list (HardestDatabase110626): beyond every technique on the ladder.
const HARDEST = {
  size: 9,
  cells: cells("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3"),
};

const at = (r: number, c: number) => (r - 1) * 9 + (c - 1);
const bit = (d: number) => 1 << (d - 1);

/** An empty 9x9 board whose candidates a test then narrows by hand. */
function open(): Board {
  return Board.from(9, new Array(81).fill(0));
}

describe("the ladder's techniques, each on a board built for it", () => {
  it("full house: the last empty cell of a unit", () => {
    const grid = SOLUTION_02.slice();
    grid[at(5, 5)] = 0;
    const f = fullHouse(Board.from(9, grid))!;
    expect(f.places).toEqual([[at(5, 5), 1]]);
    expect(f.message()).toBe("r5c5 must be 1: it is the last empty cell in row 5");
  });

  it("naked single: every other digit is already in the cell's row, column or box", () => {
    const c = new Array(81).fill(0);
    for (const [i, d] of [2, 3, 4, 5].entries()) c[at(1, 4 + i)] = d;
    for (const [i, d] of [6, 7, 8].entries()) c[at(4 + i, 1)] = d;
    c[at(2, 2)] = 9;
    const f = nakedSingle(Board.from(9, c))!;
    expect(f.places).toEqual([[at(1, 1), 1]]);
    expect(f.message()).toBe("r1c1 must be 1: every other digit is already in its row, column or box");
  });

  it("hidden single, with the message the issue asks for and the givens that rule out the other cells", () => {
    const step = hint(SEED_02)!;
    expect(step.message).toBe("r1c2 must be 9: it is the only place for a 9 in box 1");
    // The other empty cells of box 1 see the 9s at r2c6 and r4c3.
    expect(step.because!.cells).toEqual([
      { row: 1, col: 5 },
      { row: 3, col: 2 },
    ]);
  });

  it("pointing: a box's 5s on one row leave the rest of that row", () => {
    const b = open();
    for (const c of [at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)]) b.cands[c]! &= ~bit(5);
    const f = pointing(b)!;
    expect(f.removes).toEqual([4, 5, 6, 7, 8, 9].map((col) => [at(1, col), 5]));
    expect(f.message()).toBe(
      "in box 1 the 5s lie only in row 1, so no other cell of row 1 can be 5: " +
        "remove 5 from r1c4, r1c5, r1c6, r1c7, r1c8 and r1c9",
    );
  });

  it("claiming: a row's 5s in one box leave the rest of that box", () => {
    const b = open();
    for (let col = 4; col <= 9; col++) b.cands[at(1, col)]! &= ~bit(5);
    expect(pointing(b)).toBeNull();
    const f = claiming(b)!;
    expect(f.technique).toBe("claiming");
    expect(f.removes.map(([c]) => c)).toEqual([at(2, 1), at(2, 2), at(2, 3), at(3, 1), at(3, 2), at(3, 3)]);
  });

  it("naked pair: two cells of a row holding only 1 and 2", () => {
    const b = open();
    b.cands[at(1, 1)] = bit(1) | bit(2);
    b.cands[at(1, 5)] = bit(1) | bit(2);
    const f = nakedSubset(2)(b)!;
    expect(f.pattern).toEqual([at(1, 1), at(1, 5)]);
    expect(f.removes.length).toBe(14);
    expect(f.message()).toMatch(
      /^r1c1 and r1c5 can only hold 1 and 2, so those two digits go there and nowhere else in row 1: remove 1 from r1c2, /,
    );
  });

  it("hidden pair: 1 and 2 with only two places in a row", () => {
    const b = open();
    for (let col = 2; col <= 9; col++) if (col !== 5) b.cands[at(1, col)]! &= ~(bit(1) | bit(2));
    const f = hiddenSubset(2)(b)!;
    expect(f.pattern).toEqual([at(1, 1), at(1, 5)]);
    expect(f.removes).toHaveLength(14);
    expect(f.removes.every(([c, d]) => (c === at(1, 1) || c === at(1, 5)) && d > 2)).toBe(true);
  });

  it("X-wing: rows 2 and 7 have their 5s only in columns 3 and 8", () => {
    const b = open();
    for (const row of [2, 7])
      for (let col = 1; col <= 9; col++) if (col !== 3 && col !== 8) b.cands[at(row, col)]! &= ~bit(5);
    const f = fish(2)(b)!;
    expect(f.technique).toBe("x-wing");
    expect(f.removes).toHaveLength(14);
    expect(f.removes.every(([c, d]) => d === 5 && [2, 7].includes(c % 9))).toBe(true);
    expect(f.message()).toMatch(
      /^X-wing on 5: in rows 2 and 7 the 5s lie only in columns 3 and 8, so the other cells/,
    );
  });

  it("XY-wing: pivot {1,2}, pincers {1,3} and {2,3}: 3 leaves the cell seeing both pincers", () => {
    const b = open();
    b.cands[at(1, 1)] = bit(1) | bit(2);
    b.cands[at(1, 5)] = bit(1) | bit(3);
    b.cands[at(5, 1)] = bit(2) | bit(3);
    const f = xyWing(b)!;
    expect(f.pattern).toEqual([at(1, 1), at(1, 5), at(5, 1)]);
    expect(f.removes).toEqual([[at(5, 5), 3]]);
  });

  it("lists the rungs easiest first, ending with trial", () => {
    const ratings = LADDER.map((r) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
    expect(LADDER.at(-1)!.id).toBe("trial");
  });
});

describe("explain, hint, grade", () => {
  it("a singles-only puzzle grades easy; one needing locked candidates and a pair grades higher", () => {
    expect(grade(SEED_01)).toMatchObject({ level: "easy", hardest: "hidden-single" });
    const g = grade(SEED_02);
    expect(g).toMatchObject({ level: "hard", hardest: "naked-pair" });
    expect(g.score).toBeGreaterThan(grade(SEED_01).score);
  });

  it("grades a naked-single-only puzzle easy", () => {
    // r1c1 and r9c9 emptied from a solution: each is a naked single (and a full house, found first).
    const grid = SOLUTION_02.slice();
    grid[0] = 0;
    grid[80] = 0;
    expect(grade({ size: 9, cells: grid }).level).toBe("easy");
  });

  it("the hardest list's first puzzle needs trial and grades diabolical, and explain still reaches the solution", () => {
    const steps = explain(HARDEST);
    expect(steps.some((s) => s.technique === "trial")).toBe(true);
    expect(grade(HARDEST).level).toBe("diabolical");
    const grid = HARDEST.cells.slice();
    for (const s of steps)
      for (const d of s.deductions) if (d.kind === "place") grid[d.row * 9 + d.col] = d.digit;
    expect(grid).toEqual(refereeSolve(9, HARDEST.cells, 1).grids[0]);
  });

  it("every deduction on the path agrees with the solution (random puzzles, checked by the referee)", () => {
    for (let seed = 0; seed < 25; seed++) {
      const rng = createRng(seed);
      const solution = refereeSolve(9, new Array(81).fill(0), 1, (ds) => rng.shuffle(ds)).grids[0]!;
      const puzzle: Sudoku = { size: 9, cells: solution.slice() };
      for (const c of rng.shuffle([...Array(81).keys()])) {
        const d = puzzle.cells[c]!;
        puzzle.cells[c] = 0;
        if (refereeSolve(9, puzzle.cells, 2).count !== 1) puzzle.cells[c] = d;
      }
      const grid = puzzle.cells.slice();
      for (const step of explain(puzzle)) {
        expect(step.message.length).toBeGreaterThan(10);
        expect(step.deductions.length).toBeGreaterThan(0);
        for (const d of step.deductions) {
          const right = solution[d.row * 9 + d.col];
          if (d.kind === "place") {
            expect(d.digit).toBe(right);
            grid[d.row * 9 + d.col] = d.digit;
          } else expect(d.digit).not.toBe(right);
        }
      }
      expect(grid).toEqual(solution);
    }
  });

  it("hint points out a wrong digit first, then goes on from a correct attempt", () => {
    const wrong = new Array(81).fill(0);
    wrong[1] = 3; // r1c2 is 9
    const fix = hint(SEED_02, { cells: wrong })!;
    expect(fix.technique).toBe("fix-mistake");
    expect(fix.message).toBe("r1c2 is not 3 in the solution; take the 3 out of r1c2 first");
    expect(fix.deductions).toEqual([{ kind: "clear", row: 0, col: 1, digit: 3 }]);
    const right = new Array(81).fill(0);
    right[1] = 9;
    const next = hint(SEED_02, { cells: right })!;
    expect(next.technique).not.toBe("fix-mistake");
    for (const d of next.deductions)
      if (d.kind === "place") expect(d.digit).toBe(SOLUTION_02[d.row * 9 + d.col]);
    expect(hint(SEED_02, { cells: SOLUTION_02 })).toBeNull();
  });

  it("gives no step and an 'invalid' grade for a puzzle with conflicting givens", () => {
    const c = SEED_02.cells.slice();
    c[1] = 5;
    expect(hint({ size: 9, cells: c })).toBeNull();
    expect(explain({ size: 9, cells: c })).toEqual([]);
    expect(grade({ size: 9, cells: c }).level).toBe("invalid");
  });

  it("works on other sizes: a 4x4 explained to its solution with singles", () => {
    const p = { size: 4, cells: cells("..3.4......2.1..") };
    expect(refereeSolve(4, p.cells, 2).count).toBe(1);
    const steps = explain(p);
    expect(steps).toHaveLength(12);
    expect(steps.every((s) => ["full-house", "hidden-single", "naked-single"].includes(s.technique))).toBe(
      true,
    );
    expect(grade(p).level).toBe("easy");
  });

  it("says nothing it cannot prove: a 4x4 with many solutions gets no step", () => {
    expect(hint({ size: 4, cells: cells("1...........2..4") })).toBeNull();
  });
});
