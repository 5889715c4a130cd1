import { expectHintsOnWrongEntries } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, textFormat } from "./formats/index.js";
import { explain, grade, hint } from "./hints.js";
import { slitherlink } from "./index.js";
import { edgeCount } from "./puzzle.js";
import { solve } from "./solve.js";

const puzzle = parsePuzzlink("https://puzz.link/p?slither/5/5/cbcbcddad");

describe("hints", () => {
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
