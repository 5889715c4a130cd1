import { describe, expect, it } from "vitest";
import { borderEdges } from "./board.js";
import { regionChecks } from "./region-checks.js";
import type { Problem } from "./types.js";

type Grid = { width: number; height: number } | null;
const badShape: Problem = { code: "bad-shape", message: "no grid" };
const shapeProblems = (p: Grid) => (p === null ? [badShape] : []);
const attemptProblems = (p: Grid, attempt: unknown) =>
  Array.isArray(attempt) && p !== null && attempt.length !== borderEdges.count(p.height, p.width)
    ? [{ code: "bad-attempt", message: "wrong length" }]
    : [];
// One rule: every region has two cells; an attempt is wrong only where a region is already too small.
const sizes = (regions: number[][]) => regions.map((cells) => cells.length);
const { validate, check, solutionProblems } = regionChecks<NonNullable<Grid>>(
  shapeProblems,
  attemptProblems,
  {
    puzzle: (p) => (p.width * p.height > 9 ? [{ code: "too-big", message: "more than 9 cells" }] : []),
    attempt: (_, regions) =>
      sizes(regions).flatMap((n) => (n < 2 ? [{ code: "too-small", message: `a region of ${n}` }] : [])),
    whole: (_, regions) =>
      sizes(regions).flatMap((n) => (n !== 2 ? [{ code: "wrong-size", message: `a region of ${n}` }] : [])),
  },
);

describe("regionChecks", () => {
  // A 1x4 strip; `edges([c])` draws the borders left of the columns `c` (kit's borderEdges numbering).
  const strip = { width: 4, height: 1 };
  const edges = (cols: number[]) => {
    const on = cols.map((c) => borderEdges.vertical(1, 4, 0, c));
    return Array.from({ length: borderEdges.count(1, 4) }, (_, e) => (on.includes(e) ? 1 : 0));
  };

  it("asks the puzzle's own problems only of a puzzle of the right shape", () => {
    expect(validate(strip)).toEqual([]);
    expect(validate({ width: 5, height: 2 }).map((p) => p.code)).toEqual(["too-big"]);
    expect(validate(null as never)).toEqual([badShape]);
  });

  it("reads the regions an attempt's borders close, and answers a wrong shape first", () => {
    expect(check(strip, edges([2]))).toEqual([]);
    expect(check(strip, edges([1])).map((p) => p.code)).toEqual(["too-small"]);
    expect(check(null as never, edges([]))).toEqual([badShape]);
    expect(check(strip, [1]).map((p) => p.code)).toEqual(["bad-attempt"]);
  });

  it("reads a whole answer's regions, then names a border that parts no two regions", () => {
    expect(solutionProblems(strip, edges([2]))).toEqual([]);
    expect(solutionProblems(strip, edges([])).map((p) => p.code)).toEqual(["wrong-size"]);
    const tall = { width: 2, height: 2 };
    // In a 2x2 grid a single border between two cells leaves the grid one region: a stray border.
    const inner = borderEdges.vertical(2, 2, 0, 1);
    const one = Array.from({ length: borderEdges.count(2, 2) }, (_, e) => (e === inner ? 1 : 0));
    expect(solutionProblems(tall, one).map((p) => p.code)).toEqual(["wrong-size", "stray-border"]);
  });
});
