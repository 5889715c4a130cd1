import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { describeLimitsContract } from "@gridsmith/kit/testing/contract";
import { checkCountsByBruteForce, everyAnswer } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import {
  fromJson,
  limits,
  lits,
  type Puzzle,
  parsePuzzlink,
  placements,
  shapeOf,
  solutionProblems,
  validate,
  writePzprv3,
} from "./index.js";

/** Grids of at most `maxCells` cells cut into rooms of four cells or more. */
const roomPuzzles = (maxSide: number, maxCells: number): fc.Arbitrary<Puzzle> =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .filter(({ width, height }) => width * height <= maxCells && width * height >= 4)
    .chain(({ width, height }) =>
      fc
        .array(fc.integer({ min: 0, max: 2 }), { minLength: width * height, maxLength: width * height })
        .map((ids): Puzzle => ({ width, height, rooms: canonicalRooms(width, height, ids) })),
    )
    .filter((p) => validate(p).length === 0);

const example = () => parsePuzzlink(lits.examples[1]!.text);

describe("lits tetrominoes", () => {
  it("names the four shapes in every rotation and reflection, and no other four cells", () => {
    // Width 5: cell r * 5 + c.
    expect(shapeOf([0, 1, 2, 3], 5)).toBe("I");
    expect(shapeOf([0, 5, 10, 15], 5)).toBe("I");
    expect(shapeOf([0, 5, 10, 11], 5)).toBe("L");
    expect(shapeOf([1, 6, 10, 11], 5)).toBe("L");
    expect(shapeOf([0, 1, 2, 5], 5)).toBe("L");
    expect(shapeOf([0, 1, 2, 6], 5)).toBe("T");
    expect(shapeOf([1, 5, 6, 11], 5)).toBe("T");
    expect(shapeOf([1, 2, 5, 6], 5)).toBe("S");
    expect(shapeOf([0, 5, 6, 11], 5)).toBe("S");
    expect(shapeOf([0, 1, 5, 6], 5)).toBeNull(); // the O
    expect(shapeOf([0, 1, 2, 4], 5)).toBeNull(); // not one piece (4 ends the row)
    expect(shapeOf([0, 1, 3, 4], 5)).toBeNull();
    // A 2x3 room holds 2 L... : every four of its cells but the O's and the pieces apart.
    expect(
      placements([0, 1, 2, 5, 6, 7], 5)
        .map((p) => p.shape)
        .sort(),
    ).toEqual(["L", "L", "L", "L", "S", "S", "T", "T"]);
  });
});

describe("lits solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual([
      "shaded-2x2",
      "shaded-2x2",
      "shaded-2x2",
      "same-shape",
      "same-shape",
      "same-shape",
      "same-shape",
    ]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    checkCountsByBruteForce<Puzzle>(lits, {
      puzzles: roomPuzzles(5, 14),
      answers: (p) => everyAnswer(p.rooms.length),
      check,
      judge: (p, s) => judgePzprv3(writePzprv3(p, s)).complete,
      numRuns: 40,
    });
  });

  it("refuses a room of fewer than four cells, and finds none for a 2x2 room", () => {
    const small: Puzzle = { width: 4, height: 1, rooms: [0, 0, 0, 1] };
    expect(validate(small).map((p) => p.code)).toEqual(["room-too-small", "room-too-small"]);
    expect(() => lits.solve(small)).toThrow("needs four shaded");
    expect(lits.solve({ width: 2, height: 2, rooms: [0, 0, 0, 0] }).status).toBe("none");
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = example();
    const step = lits.hint!(puzzle)!;
    expect(step.cells).toHaveLength(1);
    expect(step.message).toMatch(/^r\dc\d (is shaded|stays unshaded): /);
    const steps = hints.explain(puzzle);
    // Every cell decided, each once.
    expect(new Set(steps.flatMap((s) => s.deductions!.map((d) => d.cell))).size).toBe(puzzle.rooms.length);
    expect(steps.map((s) => s.technique)).toContain("tetromino-fit");
    expect(["easy", "medium", "hard"]).toContain(lits.grade!(puzzle).level);
  });
});

describe("lits limits and fromJson", () => {
  const puzzle = example();
  describeLimitsContract(lits, {
    fromJson,
    valid: roomPuzzles(8, 64),
    json: { list: "rooms", width: 9, height: 9 },
    tooLong: ["1".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parsePuzzlink("https://puzz.link/p?lits/41/1/"),
      error: "a grid is at most 40x40 cells",
    },
    puzzle,
    attempt: { length: puzzle.rooms.length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 6" },
  });
});
