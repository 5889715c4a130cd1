import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import {
  describeGenerateContract,
  describeLimitsContract,
  describePlayContract,
} from "@gridsmith/kit/testing/contract";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { hints } from "./hints.js";
import {
  EMPTY,
  fromJson,
  heyawake,
  limits,
  type Puzzle,
  parsePuzzlink,
  solutionProblems,
  validate,
  writePzprv3,
} from "./index.js";

/** Grids up to `maxSide` a side cut into rooms, some numbered 0-2 on any cell of the room. */
const roomPuzzles = (maxSide: number): fc.Arbitrary<Puzzle> =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) =>
      fc
        .tuple(
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: width * height, maxLength: width * height }),
          fc.array(fc.oneof({ weight: 4, arbitrary: fc.constant(EMPTY) }, fc.integer({ min: 0, max: 2 })), {
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

const example = () => parsePuzzlink(heyawake.examples[0]!.text);

describe("heyawake solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual([
      "room-too-many",
      "unshaded-divided",
    ]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    fc.assert(
      fc.property(roomPuzzles(4), (puzzle) => {
        const n = puzzle.rooms.length;
        let count = 0;
        for (let mask = 0; mask < 1 << n; mask++) {
          const s = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
          if (check(puzzle, s).length === 0) count++;
        }
        const all = heyawake.solve(puzzle, { limit: Number.POSITIVE_INFINITY });
        expect(all.solutionCount).toBe(count);
        expect(
          heyawake.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning: false }).solutionCount,
        ).toBe(count);
        for (const s of all.solutions.slice(0, 3))
          expect(judgePzprv3(writePzprv3(puzzle, s)).complete).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("refuses a room with two numbers", () => {
    const puzzle: Puzzle = { width: 2, height: 1, rooms: [0, 0], numbers: [1, 1] };
    expect(validate(puzzle).map((p) => p.code)).toEqual(["bad-shape"]);
    expect(() => heyawake.solve(puzzle)).toThrow("a room holds at most one number");
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = example();
    const step = heyawake.hint!(puzzle)!;
    expect(step.cells).toHaveLength(1);
    expect(step.message).toMatch(/^r\dc\d (is shaded|stays unshaded): /);
    const steps = hints.explain(puzzle);
    // Every cell decided, each once.
    expect(new Set(steps.flatMap((s) => s.deductions!.map((d) => d.cell))).size).toBe(puzzle.rooms.length);
    expect(steps.map((s) => s.technique)).toContain("three-rooms");
    expect(["easy", "medium", "hard"]).toContain(heyawake.grade!(puzzle).level);
  });

  it("counts the squares: one 3x3 room of 4 leaves the unshaded cells joined only with the corners shaded", () => {
    // 4 squares; a corner uses 1, an edge cell 2, the centre 3, so the 4 shaded cells are the corners.
    const puzzle: Puzzle = {
      width: 3,
      height: 3,
      rooms: Array(9).fill(0),
      numbers: [4, ...Array(8).fill(EMPTY)],
    };
    const result = heyawake.solve(puzzle, { learning: false });
    expect(result.status).toBe("unique");
    expect(result.stats.nodes).toBe(0);
    expect(result.solutions[0]).toEqual([1, 0, 1, 0, 0, 0, 1, 0, 1]);
    expect(hints.explain(puzzle).map((s) => s.technique)).toContain("count-squares");
  });
});

describe("heyawake generate", () => {
  describeGenerateContract(heyawake, {
    params: { size: 6 },
    seeds: [2, 3],
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});

describe("heyawake play", () => {
  describePlayContract(heyawake, {
    firstMove: (_puzzle, solution) => ({ kind: "shade", cell: solution.indexOf(1), shade: 1 }),
  });

  it("is complete with the shaded cells alone, and shows the numbers and rooms", () => {
    const play = heyawake.play!;
    const puzzle = example();
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, heyawake.solve(puzzle).solutions[0]!)).toBe(true);
    expect(play.board(puzzle).cells[0]).toEqual({ text: "2" });
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});

describe("heyawake limits and fromJson", () => {
  const puzzle = example();
  describeLimitsContract(heyawake, {
    fromJson,
    valid: roomPuzzles(8),
    json: { list: "rooms", width: 9, height: 9 },
    tooLong: ["1".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parsePuzzlink("https://puzz.link/p?heyawake/41/1/"),
      error: "a grid is at most 40x40 cells",
    },
    puzzle,
    attempt: { length: puzzle.rooms.length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 10" },
  });
});
