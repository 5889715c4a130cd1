import { createRng } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { emptySudoku } from "../puzzle.js";
import { search } from "../solver/solve.js";
import { Board } from "./board.js";
import { applyLockedCandidates, claiming, pointing } from "./intersections.js";
import { LEVELS, type Level, logicPath, solvesUpTo } from "./ladder.js";
import { placeSingles } from "./singles.js";

/**
 * Every puzzle a generator's try meets: a random full grid, then cells taken away one at a time in random
 * order, each kept out when the ladder up to `level` still solves (as generate does).
 */
function* removals(size: number, level: Level, seed: number): Generator<number[]> {
  const rng = createRng(seed);
  const cells = search(size, emptySudoku(size).cells, { limit: 1, random: rng }).solutions[0]!;
  for (const c of rng.shuffle(Array.from(cells, (_, i) => i))) {
    const d = cells[c]!;
    cells[c] = 0;
    yield [...cells];
    if (!logicPath(Board.from(size, cells), level).solved) cells[c] = d;
  }
}

describe("solvesUpTo", () => {
  it("answers as the ladder's path does, on every removal of whole tries at every logical level", () => {
    let solved = 0;
    let stuck = 0;
    for (const level of LEVELS.filter((l) => l !== "diabolical"))
      for (const [size, seed] of [
        [9, 1],
        [9, 2],
        [12, 3],
      ] as const)
        for (const cells of removals(size, level, seed)) {
          const expected = logicPath(Board.from(size, cells), level).solved;
          expect(solvesUpTo(Board.from(size, cells), level)).toBe(expected);
          if (expected) solved++;
          else stuck++;
        }
    // Both answers were met many times, so the comparison covers each.
    expect(solved).toBeGreaterThan(100);
    expect(stuck).toBeGreaterThan(100);
  });

  it("leaves diabolical (trial) to the ladder's own path", () => {
    const cells = search(9, emptySudoku(9).cells, { limit: 1, random: createRng(5) }).solutions[0]!;
    for (let c = 0; c < 81; c += 2) cells[c] = 0;
    expect(solvesUpTo(Board.from(9, cells), "diabolical")).toBe(
      logicPath(Board.from(9, cells), "diabolical").solved,
    );
  });
});

describe("placeSingles", () => {
  it("fills a grid with one cell of each unit emptied, and reports a broken board", () => {
    const full = search(9, emptySudoku(9).cells, { limit: 1, random: createRng(7) }).solutions[0]!;
    const cells = [...full];
    for (let i = 0; i < 9; i++) cells[i * 9 + i] = 0;
    const b = Board.from(9, cells);
    expect(placeSingles(b)).toBe(true);
    expect(Array.from(b.values)).toEqual(full);
    const broken = Board.from(9, emptySudoku(9).cells);
    broken.cands[0] = 0;
    expect(placeSingles(broken)).toBe(false);
  });
});

describe("applyLockedCandidates", () => {
  it("rules out at least what the first pointing and claiming findings do, and reports when nothing changed", () => {
    let met = 0;
    for (const cells of removals(9, "medium", 11)) {
      const b = Board.from(9, cells);
      placeSingles(b);
      const found = [pointing(b), claiming(b)].filter((f) => f !== null);
      const batch = b.clone();
      const changed = applyLockedCandidates(batch);
      expect(changed).toBe(found.length > 0);
      for (const f of found) for (const [c, d] of f!.removes) expect(batch.has(c, d)).toBe(false);
      met += found.length;
    }
    expect(met).toBeGreaterThan(0);
  });
});
