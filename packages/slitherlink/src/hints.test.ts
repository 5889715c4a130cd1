import { borderEdges, createRng } from "@gridsmith/kit";
import { expectHintsOnWrongEntries } from "@gridsmith/kit/testing/contract";
import { describe, expect, it, vi } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, textFormat } from "./formats/index.js";
import { randomLoop } from "./generate.js";
import { explain, grade, gradeWithUndecided, hint } from "./hints.js";
import { slitherlink } from "./index.js";
import { cellEdges, edgeCount } from "./puzzle.js";
import { solve } from "./solve.js";

const puzzle = parsePuzzlink("https://puzz.link/p?slither/5/5/cbcbcddad");

/** A `size` x `size` puzzle with every clue of a random loop. */
function everyClue(size: number, seed: number) {
  const loop = randomLoop(size, size, createRng(seed));
  const shape = { width: size, height: size };
  const clues = Array.from({ length: size * size }, (_, i) =>
    cellEdges(shape, i).reduce((n, e) => n + loop[e]!, 0),
  );
  return { ...shape, clues };
}

describe("hints", () => {
  it("finds a clue step's cell beside its edge, not by looking at every cell", () => {
    // Each clue step once scanned the cells for the one whose four edges the sum is over: grading a 40x40
    // spent a third of its time there (most of it under tsx, which names each closure cellEdges makes), and
    // the generator grades each draw. Now the one or two cells beside the edge: a few cellEdges a step.
    const big = everyClue(20, 1);
    const around = vi.spyOn(borderEdges, "around");
    try {
      const steps = explain(big);
      expect(steps.filter((s) => s.technique === "clue").length).toBeGreaterThan(400);
      // The model's build asks each clue cell's edges once (400); the scan asked some 200 per clue step.
      expect(around.mock.calls.length).toBeLessThan(400 + 4 * steps.length);
    } finally {
      around.mockRestore();
    }
  });

  it("grades with the edges a stuck path leaves undecided", () => {
    const big = everyClue(8, 3);
    expect(gradeWithUndecided(big)).toEqual({ grade: grade(big), undecided: [] });
    const none = { width: 3, height: 3, clues: new Array<number>(9).fill(-1) };
    const stuck = gradeWithUndecided(none);
    expect(stuck.grade).toEqual(grade(none));
    expect(stuck.grade.level).toBe("beyond");
    // No clue at all: nothing follows, so every edge is left undecided.
    expect(stuck.undecided).toEqual([...Array(edgeCount(none)).keys()]);
  });

  it("starts from a clue, with its reason", () => {
    const step = hint(puzzle)!;
    expect(step.technique).toBe("clue");
    expect(step.message).toMatch(/is not a line: the 0 in r5c2 has all the lines it needs/);
    expect(step.because?.cells).toEqual([{ row: 4, col: 1 }]);
  });

  it("follows the attempt and names the loop's rules", () => {
    // A 1x1 grid with a line on top: the corners force the rest.
    const one = { width: 1, height: 1, clues: [-1] };
    const step = hint(one, [1, 0, 0, 0])!;
    expect(step.technique).toBe("point");
    expect(step.deductions[0]!.line).toBe(true);
    expect(hint(one, [1, 1, 1, 1])).toBeNull();
    expect(hint({ width: 1, height: 1, clues: [0] }, [1])).toBeNull();
  });

  it("names a wrong edge that breaks no rule yet, rather than give nothing (the stress2 sweep's case)", () => {
    const answer = solve(puzzle).solutions[0]!;
    const edge = answer.indexOf(1);
    const attempt = new Array<number>(edgeCount(puzzle)).fill(0);
    attempt[edge] = -1; // a line of the one solution crossed out
    const step = hint(puzzle, attempt)!;
    expect(step).toMatchObject({ technique: "fix-mistake", deductions: [{ edge, line: true }] });
    expect(step.message).toMatch(
      /^the \w+ of r\dc\d is a mistake: in the puzzle's one solution it is a line$/,
    );
  });

  it("names a wrong edge, corrected by Apply, on every example with one solution (kit's play contract)", () => {
    let tried = 0;
    for (const e of examples) {
      const p = textFormat.parse(e.text);
      if (solve(p, { limit: 2 }).status === "unique") tried += expectHintsOnWrongEntries(slitherlink, p);
    }
    expect(tried).toBeGreaterThan(0);
  });

  it("explains the whole solution, each step leading to the loop", () => {
    const steps = explain(puzzle);
    const edges = new Array<number>(edgeCount(puzzle)).fill(0);
    for (const s of steps) for (const d of s.deductions) edges[d.edge] = d.line ? 1 : 0;
    expect(check(puzzle, edges)).toEqual([]);
    expect(new Set(steps.flatMap((s) => s.deductions.map((d) => d.edge))).size).toBe(edgeCount(puzzle));
  });

  it("grades by the hardest technique", () => {
    expect(grade(puzzle)).toMatchObject({ level: expect.stringMatching(/easy|medium|hard|expert/) });
    expect(grade(textFormat.parse("....\n....\n")).level).toBe("beyond");
  });
});
