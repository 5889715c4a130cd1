import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { borderEdges } from "../board.js";
import { resultWithStatus } from "../solve-results.test-helpers.js";
import type { SolveResult } from "../types.js";
import {
  checkCountsByBruteForce,
  everyAnswer,
  everyAnswerAmong,
  everyAnswerOfRows,
  everyBorderAnswer,
  gridBruteForce,
  roomGivenChoices,
  rowsWithoutRepeats,
} from "./brute-force.js";

describe("everyAnswer", () => {
  // The arguments (0 and 1 the default range), and how many lists they make.
  const cases: [Parameters<typeof everyAnswer>, number][] = [
    [[3], 8],
    [[2, 1, 3], 9],
    [[0], 1],
  ];
  it.each(cases)("everyAnswer(%j) gives each of its %i lists once", (args, lists) => {
    const [n, min = 0, max = 1] = args;
    const all = [...everyAnswer(...args)];
    expect(all).toHaveLength(lists);
    expect(new Set(all.map((a) => a.join())).size).toBe(lists);
    expect(all.every((a) => a.length === n && a.every((v) => v >= min && v <= max))).toBe(true);
  });
});

describe("everyAnswerAmong", () => {
  it("gives every list of the choices once, as everyAnswer does for equal ranges", () => {
    // Up to 4 entries of up to 3 choices: at most 81 lists each, and an empty choice (no list at all) comes up.
    fc.assert(
      fc.property(
        fc.array(fc.uniqueArray(fc.integer({ min: -3, max: 9 }), { maxLength: 3 }), { maxLength: 4 }),
        (choices) => {
          const all = [...everyAnswerAmong(choices)];
          const expected = choices.reduce((n, c) => n * c.length, 1);
          expect(new Set(all.map((a) => a.join())).size).toBe(expected);
          expect(all).toHaveLength(expected);
          const among = (a: number[]) =>
            a.length === choices.length && a.every((v, k) => choices[k]!.includes(v));
          expect(all.every(among)).toBe(true);
        },
      ),
    );
    expect([
      ...everyAnswerAmong([
        [0, 1, 2],
        [0, 1, 2],
        [0, 1, 2],
      ]),
    ]).toEqual([...everyAnswer(3, 0, 2)]);
  });
});

describe("everyAnswerOfRows", () => {
  it("joins one choice of each row, every combination once; rowsWithoutRepeats repeats nothing", () => {
    const rows = [
      [[1], [2]],
      [
        [0, 0],
        [3, 4],
        [5, 6],
      ],
    ];
    expect([...everyAnswerOfRows(rows)].map((a) => a.join(""))).toEqual([
      "100",
      "200",
      "134",
      "234",
      "156",
      "256",
    ]);
    expect([...everyAnswerOfRows([])]).toEqual([[]]);
    expect(rowsWithoutRepeats(2, 1, 3)).toEqual([
      [2, 1],
      [3, 1],
      [1, 2],
      [3, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(rowsWithoutRepeats(3, 1, 3)).toHaveLength(6);
    expect(rowsWithoutRepeats(3, 1, 2)).toEqual([]);
  });
});

describe("roomGivenChoices", () => {
  it("keeps a given alone, none outside the range, else the range up to the room's size", () => {
    // Rooms of 3, 1 and 2 cells; a 2 given, a 5 given past the range.
    const puzzle = { rooms: [0, 0, 0, 1, 2, 2], givens: [-1, 2, -1, -1, 5, -1] };
    expect(roomGivenChoices(puzzle, 1, 3)).toEqual([[1, 2, 3], [2], [1, 2, 3], [1], [], [1, 2]]);
    expect(roomGivenChoices(puzzle, 0, 2)).toEqual([[0, 1, 2], [2], [0, 1, 2], [0, 1], [], [0, 1, 2]]);
  });
});

/** What a failed property says, the error inside it included (fast-check keeps that as the cause). */
function failure(run: () => void): string {
  try {
    run();
  } catch (e) {
    const { message, cause } = e as Error;
    return `${message} ${cause instanceof Error ? cause.message : ""}`;
  }
  return "no failure";
}

describe("everyBorderAnswer", () => {
  it("lists every set of inner borders once, the outline never drawn", () => {
    const all = [...everyBorderAnswer(2, 2)];
    expect(all).toHaveLength(16);
    expect(new Set(all.map((a) => a.join(""))).size).toBe(16);
    const outline = [0, 1, 4, 5, 6, 8, 9, 11];
    for (const a of all) {
      expect(a).toHaveLength(borderEdges.count(2, 2));
      for (const e of outline) expect(a[e]).toBe(0);
    }
  });
});

describe("checkCountsByBruteForce", () => {
  // A toy puzzle: `n` pieces of 0 or 1, exactly `ones` of them 1. C(n, ones) answers.
  interface Toy {
    n: number;
    ones: number;
  }
  const right = (p: Toy, a: number[]) => (a.reduce((x, y) => x + y, 0) === p.ones ? [] : ["wrong count"]);
  const solver = (miscount: boolean) => ({
    solve(p: Toy): SolveResult<number[]> {
      const solutions = [...everyAnswer(p.n)].filter((a) => right(p, a).length === 0);
      const count = solutions.length + (miscount && p.n > 2 ? 1 : 0);
      return { ...resultWithStatus("multiple", solutions), solutionCount: count };
    },
  });
  const options = {
    puzzles: fc
      .integer({ min: 0, max: 5 })
      .chain((n) => fc.record({ n: fc.constant(n), ones: fc.integer({ min: 0, max: n }) })),
    answers: (p: Toy) => everyAnswer(p.n),
    check: right,
  };

  it("passes a solver that counts right, and the judge sees its answers", () => {
    const judged: number[][] = [];
    checkCountsByBruteForce(solver(false), { ...options, judge: (_, a) => judged.push(a) > 0 });
    expect(judged.length).toBeGreaterThan(0);
  });

  it("fails a solver that miscounts, and a judge that refuses", () => {
    expect(failure(() => checkCountsByBruteForce(solver(true), options))).toMatch(
      /counts \d+, brute force \d+/,
    );
    expect(failure(() => checkCountsByBruteForce(solver(false), { ...options, judge: () => false }))).toMatch(
      /judge refuses/,
    );
  });
});

describe("gridBruteForce", () => {
  type Clues = { width: number; height: number; clues: number[]; k: number };
  const answers = (p: Clues) => everyAnswer(p.clues.length);

  it("makes gridPuzzles of the options, with the answers, numRuns and judged given, and neither when not", () => {
    const preset = gridBruteForce<Clues>({
      judged: false,
      list: "clues",
      cell: fc.constant(5),
      maxSide: 2,
      length: (width, height) => 2 * (width + height),
      fields: { k: fc.constant(3) },
      answers,
      numRuns: 12,
    });
    expect(preset.judged).toBe(false);
    expect(preset.numRuns).toBe(12);
    expect(preset.answers).toBe(answers);
    fc.assert(
      fc.property(preset.puzzles, (p) => {
        expect(p.width).toBeLessThanOrEqual(2);
        expect(p.height).toBeLessThanOrEqual(2);
        expect(p.clues).toEqual(new Array(2 * (p.width + p.height)).fill(5));
        expect(p.k).toBe(3);
      }),
      { numRuns: 20 },
    );
    const plain = gridBruteForce<Clues>({ list: "clues", cell: fc.constant(5), answers });
    expect(Object.keys(plain).sort()).toEqual(["answers", "puzzles"]);
  });
});
