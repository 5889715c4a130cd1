import { readFileSync } from "node:fs";
import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refereeAccepts, refereeConflict, refereeSolve } from "../brute.test-helpers.js";
import type { Sudoku } from "../puzzle.js";
import { isSolutionOf } from "../rules.js";
import { search, solve } from "./solve.js";

const line = (s: string): Sudoku => ({
  size: 9,
  cells: [...s].map((c) => (c === "." || c === "0" ? 0 : Number(c))),
});

const SEED_01 = line("72...51...1598.4...8...1..6.4..3.6.53..6.2..79.1.7..2.5..7...9...2.9635...42...68");
const SEED_02 = line("5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3");

/** A random puzzle: a random grid from the referee, then random cells emptied (any number, any pattern). */
function randomPuzzle(size: number, seed: number, keep: number): Sudoku {
  const rng = createRng(seed);
  const grid = refereeSolve(size, new Array(size * size).fill(0), 1, (ds) => rng.shuffle(ds)).grids[0]!;
  const cells = grid.map((d) => (rng.next() < keep ? d : 0));
  return { size, cells };
}

/** Random givens dropped on an empty grid: often contradictory, often without solution. */
function randomGivens(size: number, seed: number, count: number): Sudoku {
  const rng = createRng(seed);
  const cells = new Array(size * size).fill(0);
  for (let i = 0; i < count; i++) cells[rng.int(size * size)] = 1 + rng.int(size);
  return { size, cells };
}

function agreeWithReferee(p: Sudoku, path?: "kernel" | "engine"): void {
  const result = solve(p, { path });
  const ref = refereeSolve(p.size, p.cells, 2);
  expect(result.solutionCount).toBe(ref.count);
  expect(result.status).toBe(ref.count === 0 ? "none" : ref.count === 1 ? "unique" : "multiple");
  for (const s of result.solutions) expect(refereeAccepts(p.size, p.cells, s.cells)).toBe(true);
  if (ref.count === 1) expect(result.solutions[0]!.cells).toEqual(ref.grids[0]);
}

describe("solve", () => {
  it("solves the seed's puzzles, each with exactly one solution", () => {
    const r1 = solve(SEED_01);
    expect(r1.status).toBe("unique");
    expect(r1.solutions[0]!.cells.join("")).toBe(
      "723465189615987432489321576247839615358612947961574823536748291872196354194253768",
    );
    const r2 = solve(SEED_02, { limit: Number.POSITIVE_INFINITY });
    expect(r2).toMatchObject({ status: "unique", solutionCount: 1, complete: true });
    expect(r2.solutions[0]!.cells.join("")).toBe(
      "597632184341589276682174395419256837875913642236748951753861429124397568968425713",
    );
  });

  it("counts every solution with limit Infinity: test.puz less r1c8 and r3c2 has 528, in ascending order", () => {
    const cells = SEED_02.cells.slice();
    cells[7] = 0;
    cells[19] = 0;
    const p = { size: 9, cells };
    for (const path of ["kernel", "engine"] as const) {
      const r = solve(p, { limit: Number.POSITIVE_INFINITY, path });
      expect(r).toMatchObject({ status: "multiple", solutionCount: 528, complete: true });
      const texts = r.solutions.map((s) => s.cells.join(""));
      expect(texts).toEqual([...texts].sort());
      expect(new Set(texts).size).toBe(528);
    }
    expect(refereeSolve(9, cells, 10_000).count).toBe(528);
  });

  it("stops at the limit: 1 gives 'solved', 2 gives 'multiple' without a full count", () => {
    const empty = { size: 9, cells: new Array(81).fill(0) };
    expect(solve(empty, { limit: 1 })).toMatchObject({ status: "solved", solutionCount: 1, complete: false });
    expect(solve(empty)).toMatchObject({ status: "multiple", solutionCount: 2, complete: false });
    expect(solve(SEED_02, { limit: 1 })).toMatchObject({ status: "solved", solutionCount: 1 });
  });

  it("reports conflicting givens as no solution (the seed printed a wrong 'solution')", () => {
    const cells = SEED_02.cells.slice();
    cells[1] = 5; // a second 5 in row 1
    for (const path of ["kernel", "engine"] as const) {
      expect(solve({ size: 9, cells }, { path })).toMatchObject({
        status: "none",
        solutionCount: 0,
        complete: true,
      });
    }
    const full = SEED_01.cells.slice();
    const grid = solve(SEED_01).solutions[0]!.cells.slice();
    [grid[0], grid[1]] = [grid[1]!, grid[0]!];
    expect(solve({ size: 9, cells: grid }).status).toBe("none");
    expect(full).toEqual(SEED_01.cells);
  });

  it("honours the budgets: an aborted signal, a node limit, a time limit on a search that cannot finish", () => {
    const empty = { size: 9, cells: new Array(81).fill(0) };
    const aborted = AbortSignal.abort();
    for (const path of ["kernel", "engine"] as const) {
      expect(solve(empty, { limit: Number.POSITIVE_INFINITY, signal: aborted, path }).status).toBe("timeout");
      const capped = solve(empty, { limit: Number.POSITIVE_INFINITY, nodeLimit: 500, path });
      expect(capped.complete).toBe(false);
      expect(capped.status).toBe("multiple");
    }
    // The first puzzle of the forum's hardest list (HardestDatabase110626): no solver gets it without guessing.
    const hard = line("........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
    expect(solve(hard, { nodeLimit: 0 })).toMatchObject({ status: "timeout", complete: false });
    const r = solve(
      { size: 16, cells: new Array(256).fill(0) },
      { limit: Number.POSITIVE_INFINITY, timeoutMs: 30 },
    );
    expect(r.status).toBe("multiple");
    expect(r.complete).toBe(false);
    expect(() => solve(SEED_02, { limit: 0 })).toThrow(RangeError);
  });

  it("gives no solution for a malformed puzzle instead of crashing", () => {
    expect(solve({ size: 9, cells: [1, 2, 3] }).status).toBe("none");
    expect(solve({ size: 7, cells: new Array(49).fill(0) }).status).toBe("none");
  });

  it("agrees with the referee on random 9x9 puzzles, both paths", () => {
    for (let seed = 0; seed < 400; seed++) {
      const p = randomPuzzle(9, seed, 0.3 + (seed % 5) * 0.08);
      agreeWithReferee(p, "kernel");
      if (seed % 4 === 0) agreeWithReferee(p, "engine");
    }
  });

  it("agrees with the referee on random givens, which are mostly contradictory", () => {
    for (let seed = 0; seed < 400; seed++) {
      const p = randomGivens(9, seed, 8 + (seed % 25));
      const r = solve(p);
      const ref = refereeSolve(9, p.cells, 2);
      expect(r.solutionCount).toBe(ref.count);
      expect(r.complete || r.solutionCount === 2).toBe(true);
      if (refereeConflict(9, p.cells)) expect(r.status).toBe("none");
    }
  });

  it("agrees with the referee on 4x4, 6x6 and 12x12 (the engine's sizes)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6),
        fc.nat(),
        fc.double({ min: 0.1, max: 0.8, noNaN: true }),
        (n, seed, keep) => {
          agreeWithReferee(randomPuzzle(n, seed, keep));
          agreeWithReferee(randomGivens(n, seed, Math.floor(keep * n * 2)));
        },
      ),
      { numRuns: 600 },
    );
    for (let seed = 0; seed < 15; seed++) agreeWithReferee(randomPuzzle(12, seed, 0.55));
  });

  it("finds a checked grid for empty 16x16 and 25x25 and for puzzles cut from them", () => {
    for (const n of [16, 25]) {
      const r = solve({ size: n, cells: new Array(n * n).fill(0) }, { limit: 1 });
      expect(r.status).toBe("solved");
      const grid = r.solutions[0]!.cells;
      expect(refereeAccepts(n, new Array(n * n).fill(0), grid)).toBe(true);
      const rng = createRng(n);
      const cells = grid.map((d) => (rng.next() < 0.6 ? d : 0));
      const again = solve({ size: n, cells }, { limit: 1 });
      expect(refereeAccepts(n, cells, again.solutions[0]!.cells)).toBe(true);
    }
  });

  it("the kernel and the engine find the same solutions (same count, same first grid)", () => {
    for (let seed = 1000; seed < 1200; seed++) {
      const p = randomPuzzle(9, seed, 0.28);
      const a = search(9, p.cells, { limit: 3 }, "kernel");
      const b = search(9, p.cells, { limit: 3 }, "engine");
      expect(a.count).toBe(b.count);
      if (a.count === 1) expect(a.solutions[0]).toEqual(b.solutions[0]);
    }
  });
});

describe("Serg's multi-solution puzzles (fixture with the referee's counts)", () => {
  const rows = readFileSync(new URL("../fixtures/serg-sample.txt", import.meta.url), "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "" && !l.startsWith("#"))
    .map((l) => l.split(" "));

  it("has 50 puzzles", () => expect(rows.length).toBe(50));

  it("counts exactly what the referee counted, on both paths; limit 2 says 'multiple'", () => {
    for (const [text, count] of rows) {
      const p = line(text!);
      expect(solve(p).status).toBe("multiple");
      for (const path of ["kernel", "engine"] as const) {
        const r = solve(p, { limit: Number.POSITIVE_INFINITY, path });
        expect(r.solutionCount).toBe(Number(count));
        expect(r.complete).toBe(true);
      }
    }
  });
});

describe("the solution checker", () => {
  it("rejects a grid with a broken rule, a changed given or a wrong length", () => {
    const good = solve(SEED_02).solutions[0]!.cells;
    expect(isSolutionOf(SEED_02, good)).toBe(true);
    const swapped = good.slice();
    [swapped[2], swapped[3]] = [swapped[3]!, swapped[2]!];
    expect(isSolutionOf(SEED_02, swapped)).toBe(false);
    expect(isSolutionOf({ size: 9, cells: new Array(81).fill(0) }, swapped)).toBe(false);
    expect(isSolutionOf(SEED_01, good)).toBe(false);
    expect(isSolutionOf(SEED_02, good.slice(1))).toBe(false);
  });
});
