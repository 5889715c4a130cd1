import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "./examples.js";
import { largeBareFill } from "./fixtures/large-fill.test-helpers.js";
import { readKkck } from "./formats/kkck.js";
import { formatKkck } from "./formats/kkck-output.js";
import { bruteForceCount, independentlyValid, randomPuzzle } from "./random-puzzles.test-helpers.js";
import { checkStructure } from "./rules.js";
import { solveCrosspatch } from "./solve.js";

const parse = (text: string) => readKkck(text).puzzle;

describe("solver", () => {
  it("prints seed-01 exactly as kkck's document gives it", () => {
    const p = parse(examples[0]!.text);
    expect(formatKkck(p, solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY }))).toBe(
      [
        "===== kkck 0.0 =====",
        "=== Puzzle size: 5 rows, 6 columns.",
        "=== Initial state",
        "   0",
        "   0 1 2 3 4 5 ",
        "  +-----------+",
        "00|# # I # #  |",
        "01|#   #      |",
        "02|#   #      |",
        "03|S O L V E R|",
        "04|#   #      |",
        "  +-----------+",
        "=== Cyclic reduction: 4 choices for 4 slots",
        "",
        "=== Solution #1",
        "   0",
        "   0 1 2 3 4 5 ",
        "  +-----------+",
        "00|K R I S S  |",
        "01|R   D      |",
        "02|O   Y      |",
        "03|S O L V E R|",
        "04|S   L      |",
        "  +-----------+",
        "=== Total number of solutions: 1",
        "",
      ].join("\n"),
    );
  });

  it("solves seed-02 (a given letter) to the same grid", () => {
    const r = solveCrosspatch(parse(examples[1]!.text));
    expect(r.status).toBe("unique");
    expect(r.solutions[0]!.rows).toEqual(["KRISS", "R D", "O Y", "SOLVER", "S L"]);
  });

  it("prints a tens digit every 20 characters, one more when the width is a multiple of 10", () => {
    const p = parse("##########\n\nabcdefghij\n");
    const text = formatKkck(p, solveCrosspatch(p));
    expect(text).toContain(`\n   0${" ".repeat(19)}1\n   0 1 2 3 4 5 6 7 8 9 \n`);
  });

  it("reports 0 where kkck's reduction reached one choice per slot that did not fit (its defect 2)", () => {
    const p = parse("###\n# #\n###\n\nale ale eve ape\n");
    const r = solveCrosspatch(p);
    expect(r.status).toBe("none");
    const text = formatKkck(p, r);
    expect(text).toContain("=== Cyclic reduction: 4 choices for 4 slots\n=== Total number of solutions: 0\n");
  });

  it("reports 0, not kkck's fatal 'No choices', when a crossing has no common letter", () => {
    const p = parse("##\n##\n\nab cd ef gh\n");
    const r = solveCrosspatch(p);
    expect(r.status).toBe("none");
    expect(formatKkck(p, r)).toMatch(/@@@ Empty choices at \(\d,\d\)\n=== Total number of solutions: 0\n$/);
  });

  it("never lets the last slot clash with a crossing word (kkck's defect 1)", () => {
    // Two across words and two downs where a greedy fixed-order search could leave the last slot clashing.
    const p = parse("###\n# #\n###\n\nabc abc cxc aya\n");
    for (const s of solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY }).solutions) {
      expect(independentlyValid(p, s.rows)).toBe(true);
    }
    expect(solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY }).solutionCount).toBe(bruteForceCount(p));
  });

  it("uses a word listed twice in two slots", () => {
    const r = solveCrosspatch(parse(examples[2]!.text), { limit: Number.POSITIVE_INFINITY });
    expect(r.status).toBe("unique");
    expect(r.solutions[0]!.rows).toEqual(["ALE", "L V", "EKE"]);
  });

  it("stops at the limit and says the count is not complete", () => {
    const p = parse("## ##\n\nab cd\n");
    expect(solveCrosspatch(p, { limit: 1 })).toMatchObject({
      status: "solved",
      complete: false,
      solutionCount: 1,
    });
    expect(solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY })).toMatchObject({
      status: "multiple",
      complete: true,
      solutionCount: 2,
    });
    // The same word twice in two interchangeable slots is one grid, not two.
    expect(
      solveCrosspatch(parse("## ##\n\nab ab\n"), { limit: Number.POSITIVE_INFINITY }).solutionCount,
    ).toBe(1);
  });

  it("agrees with a brute force on thousands of random small puzzles (repeats and given letters included)", () => {
    let checked = 0;
    const counts = new Set<number>();
    for (let seed = 1; seed <= 2500; seed++) {
      const p = randomPuzzle(seed);
      if (checkStructure(p.grid, p.words).problem) continue;
      const r = solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY });
      const expected = bruteForceCount(p);
      expect(r.complete).toBe(true);
      expect(r.solutionCount, `seed ${seed}: ${JSON.stringify(p)}`).toBe(expected);
      for (const s of r.solutions) expect(independentlyValid(p, s.rows)).toBe(true);
      const distinct = new Set(r.solutions.map((s) => s.rows.join("/")));
      expect(distinct.size).toBe(r.solutions.length);
      counts.add(Math.min(expected, 3));
      checked++;
    }
    expect(checked).toBeGreaterThan(2000);
    expect([...counts].sort()).toEqual([0, 1, 2, 3]);
  });

  it("counts the same with the engine's learning search, whose reasons follow each reduction", () => {
    let checked = 0;
    for (let seed = 1; seed <= 1200; seed++) {
      const p = randomPuzzle(seed, 5, 6);
      if (checkStructure(p.grid, p.words).problem) continue;
      const r = solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY, learning: true });
      expect(r.complete).toBe(true);
      expect(r.solutionCount, `seed ${seed}: ${JSON.stringify(p)}`).toBe(bruteForceCount(p));
      for (const s of r.solutions) expect(independentlyValid(p, s.rows)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(900);
  });

  it("counts the same with an alphabet too wide for one 32-bit mask (letter by letter)", () => {
    // A 33-letter word of 33 other letters on a row of its own: its one slot takes it, the count is the small
    // puzzle's, and a crossing cell's letters no longer fit one mask, so the propagator goes letter by letter.
    const wide = Array.from({ length: 33 }, (_, i) => String.fromCodePoint(0x410 + i)).join("");
    let checked = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const p = randomPuzzle(seed, 5, 6);
      if (checkStructure(p.grid, p.words).problem) continue;
      const q = { grid: [...p.grid, "", "#".repeat(33)], words: [...p.words, wide] };
      for (const learning of [true, false]) {
        const r = solveCrosspatch(q, { limit: Number.POSITIVE_INFINITY, learning });
        expect(r.solutionCount, `seed ${seed}: ${JSON.stringify(p)}`).toBe(bruteForceCount(p));
        for (const s of r.solutions) expect(independentlyValid(q, s.rows)).toBe(true);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("answers limit 2 consistently with the full count (fast-check over puzzles)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 3000, max: 1_000_000 }), (seed) => {
        const p = randomPuzzle(seed, 5, 6);
        if (checkStructure(p.grid, p.words).problem) return;
        const all = solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY }).solutionCount;
        const two = solveCrosspatch(p, { limit: 2 });
        expect(two.status).toBe(all === 0 ? "none" : all === 1 ? "unique" : "multiple");
      }),
      { numRuns: 300 },
    );
  });
});

describe("the search it chooses", () => {
  it("fills a large sparse grid with no given letter by learning, unasked, where the plain search thrashes", async () => {
    const p = await largeBareFill();
    const budget = { limit: 1, nodeLimit: 5000 };
    expect(solveCrosspatch(p, { ...budget, learning: false }).status).toBe("timeout");
    const r = solveCrosspatch(p, budget);
    expect(r.status).toBe("solved");
    expect(independentlyValid(p, r.solutions[0]!.rows)).toBe(true);
  }, 60_000);
});

describe("the forty-hour class", () => {
  it("solves a 21x21 diagonal-symmetric grid of six-letter slots: exactly 2 solutions, transposes of each other", async () => {
    const { DIAGONAL_21 } = await import("./examples.js");
    const p = parse(DIAGONAL_21);
    const r = solveCrosspatch(p, { limit: Number.POSITIVE_INFINITY });
    expect(r).toMatchObject({ status: "multiple", solutionCount: 2, complete: true });
    expect(p.grid.length).toBe(21);
    expect(p.words.length).toBe(56);
    expect(p.words.every((w) => w.length === 6)).toBe(true);
    const [a, b] = r.solutions.map((s) => s.rows.map((row) => row.padEnd(21)));
    for (let i = 0; i < 21; i++) for (let j = 0; j < 21; j++) expect(a![i]![j]).toBe(b![j]![i]);
    for (const s of r.solutions) expect(independentlyValid(p, s.rows)).toBe(true);
  });
});
