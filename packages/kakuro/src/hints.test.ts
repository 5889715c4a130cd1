import { cellsNamed } from "@gridsmith/kit/testing";
import { expectHintsOnWrongEntries } from "@gridsmith/kit/testing/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { textFormat } from "./formats/text.js";
import { explain, grade, hint } from "./hints.js";
import { kakuro } from "./index.js";
import { TECHNIQUES } from "./logic.js";
import { checkAttempt } from "./mistakes.js";
import type { Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";
import { solutionError } from "./verify.js";

const grid = (text: string) => textFormat.parse(text);

// Made with this package's generator and kept as fixtures: the first needs propagation, the second trial.
const needsPropagation = grid("#  #   14\\ 3\\\n#  3\\5 .   .\n\\6 .   .   .\n\\9 .   .   #\n");
const needsTrial = grid(`#   12\\ 18\\ 27\\ 27\\ #
\\28 .   .   .   .   .
\\10 .   .   2   .   #
#   \\23 .   .   .   17\\
#   \\14 .   .   .   .
\\34 .   .   6   .   .
`);
// 24 across is 7+8+9 and only r2c2 can take its 9; two solutions (r2c3 and r2c4 can swap 7 and 8).
const hiddenNine = grid("#   24\\ 9\\ 9\\\n\\24 .   .  .\n\\11 .   .  .\n#   .   #  #\n");

/** Replays a path of steps from the givens; the grid it ends with. */
function replay(puzzle: Puzzle, steps: ReturnType<typeof explain>): number[] {
  const values = puzzle.cells.map((c) => (typeof c === "number" ? c : 0));
  for (const step of steps) for (const d of step.deductions) values[d.row * puzzle.cols + d.col] = d.value;
  return values;
}

describe("hint", () => {
  it("places a digit two entries agree on, and says why", () => {
    const puzzle = grid("#   17\\ #\n\\16 .   .\n#   .   #\n");
    expect(hint(puzzle)).toEqual({
      technique: "combination",
      message:
        "r2c2 must be 9: across 16 in two cells is 7+9, and the down entry rules out 7 (down 17 in two cells is 8+9)",
      cells: cellsNamed("r2c2"),
      because: {
        cells: cellsNamed("r2c3", "r3c2"),
      },
      deductions: [{ row: 1, col: 1, value: 9 }],
    });
    expect(hint(puzzle, [0, 0, 0, 0, 9, 0, 0, 0, 0])).toMatchObject({
      technique: "last-cell",
      message: "r2c3 must be 7: it is the last empty cell of across 16, whose other cell holds 9",
      deductions: [{ row: 1, col: 2, value: 7 }],
    });
    expect(hint(puzzle, [0, 0, 0, 0, 9, 7, 0, 8, 0])).toBeNull();
  });

  it("explains the starter's first step from its combinations", () => {
    expect(hint(grid(examples[0]!.text))?.message).toBe(
      "r3c4 must be 4: down 5 in two cells is 1+4 or 2+3, and the across entry rules out 1, 2 and 3 (across 21 in three cells is 4+8+9, 5+7+9 or 6+7+8)",
    );
  });

  it("finds a digit an entry needs that only one of its cells can take", () => {
    expect(hint(hiddenNine)).toMatchObject({
      technique: "hidden-single",
      message:
        "r2c2 must be 9: every way to finish across 24 uses a 9 (7+8+9), and r2c3 and r2c4 cannot hold 9 because of their down entries",
      deductions: [{ row: 1, col: 1, value: 9 }],
    });
  });

  it("falls back on propagation and then on trial", () => {
    expect(hint(needsPropagation)?.technique).toBe("hidden-single");
    expect(explain(needsPropagation).map((s) => s.technique)).toContain("propagation");
    const path = explain(needsTrial);
    const trial = path.find((s) => s.technique === "trial")!;
    expect(trial.message).toMatch(
      /^r\d+c\d+ must be \d: writing \d in r\d+c\d+( or \d in r\d+c\d+)* leads to a contradiction/,
    );
  });

  it("points at a mistake first, corrected, and at a puzzle that is itself wrong", () => {
    const puzzle = grid("#   17\\ #\n\\16 .   .\n#   .   #\n");
    // Two 9s in across 16: the one solution has 7 in r2c3.
    expect(hint(puzzle, [0, 0, 0, 0, 9, 9, 0, 0, 0])).toMatchObject({
      technique: "fix-mistake",
      message: "r2c3 is a mistake: in the puzzle's one solution it holds 7",
      cells: cellsNamed("r2c3"),
      deductions: [{ row: 1, col: 2, value: 7 }],
    });
    expect(hint(grid(". .\n"))).toMatchObject({ technique: "invalid-puzzle", deductions: [] });
    // 8 in r2c2 breaks no rule (down 17 is 8+9), but then across 16 needs another 8.
    expect(hint(puzzle, [0, 0, 0, 0, 8, 0, 0, 0, 0])).toMatchObject({
      technique: "fix-mistake",
      deductions: [{ row: 1, col: 1, value: 9 }],
    });
    const starter = grid(examples[0]!.text);
    const wrong = Array(16).fill(0);
    wrong[5] = 6; // the one solution has 5 here; 6 breaks no rule yet, but the type's check names it
    expect(hint(starter, wrong)).toMatchObject({
      technique: "fix-mistake",
      message: "r2c2 is a mistake: in the puzzle's one solution it holds 5",
      cells: cellsNamed("r2c2"),
      deductions: [{ row: 1, col: 1, value: 5 }],
    });
  });

  it("names a rule the digits break where the puzzle has no one solution", () => {
    // Across 4 over two cells is 1+3 or 3+1: two solutions, so only the rules can name a mistake.
    const twoWays = grid("#  4\\ 4\\\n\\4 .  .\n\\4 .  .\n");
    expect(hint(twoWays, [0, 0, 0, 0, 3, 3, 0, 0, 0])).toMatchObject({
      technique: "mistake",
      message: expect.stringMatching(/^fix this first: /),
    });
  });

  it("names a digit that differs from the one solution rather than build on it (the type's check)", () => {
    const starter = grid(examples[0]!.text);
    const wrong = Array(16).fill(0);
    wrong[14] = 7; // r4c3: breaks no rule, and r4c4 would be 3 beside it
    expect(checkAttempt(starter, wrong)[0]?.message).toBe("r4c3 is not 7");
    expect(hint(starter, wrong)).toMatchObject({
      technique: "fix-mistake",
      message: `r4c3 is a mistake: in the puzzle's one solution it holds ${solve(starter).solutions[0]![14]}`,
      cells: cellsNamed("r4c3"),
    });
  });

  it("names a wrong digit, corrected by Apply, on every example with one solution (kit's play contract)", () => {
    let tried = 0;
    for (const e of examples) {
      const puzzle = grid(e.text);
      if (solve(puzzle, { limit: 2 }).status === "unique") tried += expectHintsOnWrongEntries(kakuro, puzzle);
    }
    expect(tried).toBeGreaterThan(0);
  });
});

describe("hint and check on any attempt", () => {
  it("never throw but on an attempt of the wrong shape, and a placed digit is always the solution's", () => {
    const puzzles = [grid(examples[0]!.text), grid(examples[1]!.text), needsPropagation];
    const answers = puzzles.map((p) => solve(p).solutions[0]!);
    const value = fc.oneof(
      fc.constant(0),
      fc.integer({ min: -1, max: 10 }),
      fc.constant(undefined),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.array(value, { maxLength: 60 }),
        fc.boolean(),
        (k, raw, truthful) => {
          const puzzle = puzzles[k]!;
          // Half the time only digits of the solution, so hints must go on from there.
          const attempt = (truthful ? raw.slice(0, puzzle.cells.length) : raw).map((v, i) =>
            truthful ? (v ? answers[k]![i] : 0) : v,
          ) as number[];
          const problems = checkAttempt(puzzle, attempt);
          // A value that is not a digit, or more entries than cells: check says so, hint throws the same.
          if (problems[0]?.code === "bad-attempt") {
            expect(truthful).toBe(false);
            expect(() => hint(puzzle, attempt)).toThrow(problems[0].message);
            return;
          }
          const step = hint(puzzle, attempt);
          if (truthful) {
            expect(problems).toEqual([]);
            for (const d of step?.deductions ?? [])
              expect(answers[k]![d.row * puzzle.cols + d.col]).toBe(d.value);
          }
          if (step) expect(typeof step.message).toBe("string");
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("explain", () => {
  it("leads every example and fixture to its one solution, one correct digit at a time", () => {
    for (const puzzle of [...examples.map((e) => grid(e.text)), needsPropagation, needsTrial]) {
      const steps = explain(puzzle);
      const answer = solve(puzzle).solutions[0]!;
      for (const step of steps) {
        expect(TECHNIQUES).toContain(step.technique);
        expect(step.message).toMatch(/^r\d+c\d+ must be \d: /);
        for (const d of step.deductions) expect(answer[d.row * puzzle.cols + d.col]).toBe(d.value);
      }
      const end = replay(puzzle, steps);
      expect(end).toEqual(answer);
      expect(solutionError(puzzle, end)).toBeNull();
    }
  });

  it("stops where logic runs out, and says nothing for a broken puzzle", () => {
    const eight = grid("#   10\\ 10\\\n\\10 .   .\n\\10 .   .\n");
    expect(explain(eight)).toEqual([]);
    expect(explain(grid(". .\n"))).toEqual([]);
    expect(explain(hiddenNine).map((s) => s.technique)).toEqual([
      "hidden-single",
      "propagation",
      "last-cell",
    ]);
  });
});

describe("grade", () => {
  it("rates by the hardest technique needed", () => {
    expect(grade(grid(examples[0]!.text))).toEqual({
      level: "easy",
      score: 202,
      hardest: "combination",
      techniques: { combination: 2, "last-cell": 5 },
    });
    expect(grade(needsPropagation)).toMatchObject({ level: "hard", hardest: "propagation" });
    expect(grade(needsTrial)).toMatchObject({ level: "expert", hardest: "trial" });
    expect(grade(grid("#   10\\ 10\\\n\\10 .   .\n\\10 .   .\n"))).toMatchObject({
      level: "extreme",
      hardest: "search",
    });
    expect(grade(grid(". .\n"))).toEqual({ level: "invalid", score: 0 });
  });

  it("scores harder puzzles higher", () => {
    const scores = [grid(examples[0]!.text), needsPropagation, needsTrial].map((p) => grade(p).score);
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
  });
});
