import { describe, expect, it } from "vitest";
import { shapedCheck } from "./shaped-check.js";
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
