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
  EMPTY,
  fromJson,
  limits,
  type Puzzle,
  parsePuzzlink,
  shimaguni,
  solutionProblems,
  validate,
  writePzprv3,
} from "./index.js";

/** Grids of at most `maxCells` cells cut into rooms, some numbered 1-3 on any cell of the room. */
const roomPuzzles = (maxSide: number, maxCells: number): fc.Arbitrary<Puzzle> =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .filter(({ width, height }) => width * height <= maxCells)
    .chain(({ width, height }) =>
      fc
        .tuple(
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: width * height, maxLength: width * height }),
          fc.array(fc.oneof({ weight: 3, arbitrary: fc.constant(EMPTY) }, fc.integer({ min: 1, max: 3 })), {
            minLength: width * height,
            maxLength: width * height,
          }),
        )
        .map(([ids, marks]): Puzzle => {
          const rooms = canonicalRooms(width, height, ids);
          // At most one number a room: the first marked cell of each keeps its mark.
          const seen = new Set<number>();
          const numbers = marks.map((v, i) => {
            if (v === EMPTY || seen.has(rooms[i]!)) return EMPTY;
            seen.add(rooms[i]!);
            return v;
          });
          return { width, height, rooms, numbers };
        }),
    );

const example = () => parsePuzzlink(shimaguni.examples[0]!.text);

describe("shimaguni solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual([
      "islands-touch",
      "room-islands-divided",
    ]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    checkCountsByBruteForce<Puzzle>(shimaguni, {
      puzzles: roomPuzzles(4, 14),
      answers: (p) => everyAnswer(p.rooms.length),
      check,
      judge: (p, s) => judgePzprv3(writePzprv3(p, s)).complete,
      numRuns: 60,
    });
  });

  it("refuses a room with two numbers, and finds none for a number its room cannot hold", () => {
    const two: Puzzle = { width: 2, height: 1, rooms: [0, 0], numbers: [1, 1] };
    expect(validate(two).map((p) => p.code)).toEqual(["bad-shape"]);
    expect(() => shimaguni.solve(two)).toThrow("a room holds at most one number");
    expect(shimaguni.solve({ width: 2, height: 1, rooms: [0, 0], numbers: [3, EMPTY] }).status).toBe("none");
    expect(shimaguni.solve({ width: 2, height: 1, rooms: [0, 0], numbers: [0, EMPTY] }).status).toBe("none");
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = example();
    const step = shimaguni.hint!(puzzle)!;
    expect(step.cells).toHaveLength(1);
    expect(step.message).toMatch(/^r\dc\d (is shaded|stays unshaded): /);
    const steps = hints.explain(puzzle);
    // Every cell decided, each once.
    expect(new Set(steps.flatMap((s) => s.deductions!.map((d) => d.cell))).size).toBe(puzzle.rooms.length);
    expect(steps.map((s) => s.technique)).toContain("beside-island");
    expect(["easy", "medium", "hard"]).toContain(shimaguni.grade!(puzzle).level);
  });
});

describe("shimaguni limits and fromJson", () => {
  const puzzle = example();
  describeLimitsContract(shimaguni, {
    fromJson,
    valid: roomPuzzles(8, 64),
    json: { list: "rooms", width: 9, height: 9 },
    tooLong: ["1".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parsePuzzlink("https://puzz.link/p?shimaguni/41/1/"),
      error: "a grid is at most 40x40 cells",
    },
    puzzle,
    attempt: { length: puzzle.rooms.length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 6" },
  });
});
