import { describe, expect, it } from "vitest";
import { shadingChecks, shapedCheck, shapedSolutionProblems, shapedValidate } from "./shaped-check.js";
import type { Problem } from "./types.js";

type Grid = { cells: number } | null;
const badShape: Problem = { code: "bad-shape", message: "the puzzle is null" };
const badAttempt: Problem = { code: "bad-attempt", message: "the attempt is too long" };

describe("shapedCheck", () => {
  const seen: unknown[] = [];
  const check = shapedCheck<Grid>(
    (puzzle) => (puzzle === null ? [badShape] : []),
    (puzzle, attempt) =>
      Array.isArray(attempt) && attempt.length > (puzzle?.cells ?? 0) ? [badAttempt] : [],
    (_, attempt) => {
      seen.push(attempt);
      return attempt.flatMap((v, i) => (v === 9 ? [{ code: "nine", message: `cell ${i + 1} holds 9` }] : []));
    },
  );

  it("answers a wrong puzzle's shape first, then a wrong attempt's, and nothing for no attempt", () => {
    expect(check(null, [1, 2, 3])).toEqual([badShape]);
    expect(check({ cells: 2 }, [1, 2, 3])).toEqual([badAttempt]);
    expect(check({ cells: 2 }, null)).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("asks the genre's mistakes only about an attempt of the right shape", () => {
    expect(check({ cells: 3 }, [9, null, 9])).toEqual([
      { code: "nine", message: "cell 1 holds 9" },
      { code: "nine", message: "cell 3 holds 9" },
    ]);
    expect(seen).toEqual([[9, null, 9]]);
  });
});

describe("shapedSolutionProblems and shadingChecks", () => {
  const shapeProblems = (puzzle: Grid) => (puzzle === null ? [badShape] : []);
  const attemptProblems = (puzzle: Grid, attempt: unknown) =>
    Array.isArray(attempt) && attempt.length !== (puzzle?.cells ?? 0) ? [badAttempt] : [];
  // One rule: at most one shaded cell; a whole answer also has one.
  const rules = (_: Grid, shaded: (cell: number) => boolean, whole: boolean): Problem[] => {
    const count = [0, 1, 2].filter(shaded).length;
    if (count > 1) return [{ code: "too-many", message: `${count} cells are shaded` }];
    return whole && count === 0 ? [{ code: "none", message: "no cell is shaded" }] : [];
  };

  it("answers every shape problem of a whole answer first, then the genre's", () => {
    const problems = shapedSolutionProblems<Grid>(shapeProblems, attemptProblems, (_, s) =>
      s.includes(9) ? [{ code: "nine", message: "a 9" }] : [],
    );
    expect(problems(null, [1, 2])).toEqual([badShape, badAttempt]);
    expect(problems({ cells: 3 }, [1, 2])).toEqual([badAttempt]);
    expect(problems({ cells: 2 }, [9, 1])).toEqual([{ code: "nine", message: "a 9" }]);
  });

  it("reads one shading rule as the attempt's mistakes and the whole answer's problems", () => {
    const { check, solutionProblems } = shadingChecks<Grid>(shapeProblems, attemptProblems, rules);
    expect(check({ cells: 3 }, [0, -1, 0])).toEqual([]);
    expect(check({ cells: 3 }, [1, 1, 0]).map((p) => p.code)).toEqual(["too-many"]);
    expect(solutionProblems({ cells: 3 }, [0, 0, 0]).map((p) => p.code)).toEqual(["none"]);
    expect(solutionProblems({ cells: 3 }, [0, 1, 0])).toEqual([]);
    expect(solutionProblems(null, [0])).toEqual([badShape, badAttempt]);
  });

  it("tells the rules which cells are surely unshaded: an attempt's dots, a whole answer's unshaded cells", () => {
    const asked: { whole: boolean; shaded: number[]; unshaded: number[] }[] = [];
    const { check, solutionProblems } = shadingChecks<Grid>(
      shapeProblems,
      attemptProblems,
      (_, shaded, whole, unshaded) => {
        asked.push({ whole, shaded: [0, 1, 2].filter(shaded), unshaded: [0, 1, 2].filter(unshaded) });
        return [];
      },
    );
    check({ cells: 3 }, [1, -1, 0]);
    solutionProblems({ cells: 3 }, [1, 0, 0]);
    expect(asked).toEqual([
      { whole: false, shaded: [0], unshaded: [1] },
      { whole: true, shaded: [0], unshaded: [1, 2] },
    ]);
  });
});

describe("shapedValidate", () => {
  it("answers the shape problems first, and asks the genre's own only of a puzzle of the right shape", () => {
    const asked: Grid[] = [];
    const validate = shapedValidate<Grid>(
      (p) => (p === null ? [{ code: "bad-shape", message: "no grid" }] : []),
      (p) => {
        asked.push(p);
        return p!.cells > 9 ? [{ code: "too-big", message: "too many cells" }] : [];
      },
    );
    expect(validate(null).map((p) => p.code)).toEqual(["bad-shape"]);
    expect(validate({ cells: 10 }).map((p) => p.code)).toEqual(["too-big"]);
    expect(validate({ cells: 3 })).toEqual([]);
    expect(asked).toEqual([{ cells: 10 }, { cells: 3 }]);
  });
});
