import { innerEdges } from "@gridsmith/kit";
import { describeLimitsContract } from "@gridsmith/kit/testing/contract";
import { checkCountsByBruteForce, everyAnswer, gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import {
  edgeCount,
  fromJson,
  limits,
  type Puzzle,
  solutionProblems,
  starCount,
  tentaisho,
  textFormat,
  writePzprv3,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

describe("tentaisho solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual(["many-dots"]);
  });

  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // A 2x2 with a dot at its middle point is one galaxy; with a dot in each cell, four. Dots in two opposite
    // corners' cells leave the other two cells no galaxy they could join symmetrically: no answer.
    for (const [text, count] of [
      ["...\n.o.\n...\n", 1],
      ["o.o\n...\no.o\n", 1],
      ["o..\n...\n..o\n", 0],
    ] as const) {
      const puzzle = parse(text);
      const all = tentaisho.solve(puzzle, { limit: Number.POSITIVE_INFINITY });
      expect(all.solutionCount).toBe(count);
      for (const s of all.solutions) {
        expect(check(puzzle, s)).toEqual([]);
        expect(judgePzprv3(writePzprv3(puzzle, s)).complete).toBe(true);
      }
    }
  });

  it("counts what brute force counts on random small grids", () => {
    checkCountsByBruteForce(tentaisho, {
      puzzles: gridPuzzles<Puzzle>({
        list: "stars",
        cell: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 2 })),
        maxSide: 3,
        length: (width, height) => starCount({ width, height }),
      }),
      // Borders on the inner edges only: the outline's edges stay 0.
      answers: function* (puzzle) {
        const inner = innerEdges(puzzle).map(({ edge }) => edge);
        for (const borders of everyAnswer(inner.length)) {
          const answer = new Array<number>(edgeCount(puzzle)).fill(0);
          inner.forEach((e, k) => {
            answer[e] = borders[k]!;
          });
          yield answer;
        }
      },
      check,
    });
  });

  it("check names a border through a dot and a closed region without one", () => {
    const puzzle = parse("o.o\n...\n...\n");
    // Edges of a 2x2: 6 horizontal (3 lines of 2), then 6 vertical (2 lines of 3). The vertical one between
    // r1c1 and r1c2 is 7; the horizontal one under r1c1 is 2.
    const codes = tentaisho.check(puzzle, [0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0]).map((p) => p.code);
    expect(codes).toEqual(["no-dot"]);
    expect(tentaisho.check(parse(".o.\n...\n...\n"), [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0])[0]).toMatchObject({
      code: "border-through-dot",
      message: "a border runs through the dot between r1c1 and r1c2",
    });
  });

  it("hints an edge with the galaxies behind it, and explains the whole way", () => {
    const puzzle = parse(tentaisho.examples[0]!.text);
    const step = hints.hint(puzzle)!;
    expect(step.deductions).toHaveLength(1);
    expect(step.message).toMatch(/^(a|no) border on the edge between r\dc\d and r\dc\d: /);
    const steps = hints.explain(puzzle);
    const solution = tentaisho.solve(puzzle).solutions[0]!;
    for (const s of steps) for (const d of s.deductions) expect(solution[d.edge] === 1).toBe(d.border);
    expect(["easy", "medium", "hard"]).toContain(tentaisho.grade!(puzzle).level);
  });
});

/** Puzzles of the right shape. */
const validPuzzle = gridPuzzles<Puzzle>({
  list: "stars",
  cell: fc.integer({ min: 0, max: 2 }),
  length: (width, height) => starCount({ width, height }),
});

describe("tentaisho limits and fromJson", () => {
  const puzzle = parse(tentaisho.examples[0]!.text);
  describeLimitsContract(tentaisho, {
    fromJson,
    valid: validPuzzle,
    json: { list: "stars", width: 4, height: 4, length: 49 },
    tooLong: [".".repeat(limits.maxTextLength + 1)],
    oversized: { read: () => parse(`${".".repeat(61)}\n`), error: "a grid is at most 30x30 cells" },
    puzzle,
    attempt: { length: edgeCount(puzzle), max: 1 },
    generate: { badSizes: [1e9, 4, 2.5], sizeError: "--size takes 5 to 8" },
  });
});
