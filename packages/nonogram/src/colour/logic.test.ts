import { describe, expect, it } from "vitest";
import { check } from "../../test-support/independent-check.mjs";
import { nonogram } from "../nonogram-type.js";
import type { NonogramStep } from "../types.js";
import { colourPuzzleFromPicture } from "./clues.js";
import { flowerExample, houseExample, mushroomExample } from "./examples.js";
import { hintColourNonogram } from "./logic.js";
import type { ColourNonogram } from "./palette.js";

/** Replays steps on an empty grid; fails if a step repaints a cell. */
function replay(p: ColourNonogram, steps: NonogramStep[]): string[] {
  const grid = p.rows.map(() => p.columns.map(() => "?"));
  for (const s of steps) {
    for (const d of s.deductions) {
      expect(grid[d.row]![d.col], s.message).toBe("?");
      expect(d.filled, s.message).toBe(d.colour !== ".");
      grid[d.row]![d.col] = d.colour!;
    }
  }
  return grid.map((r) => r.join(""));
}

describe("colour check", () => {
  const goal = mushroomExample.goal!;
  it("finds nothing wrong in an empty, partial or correct attempt", () => {
    expect(nonogram.check(mushroomExample, [])).toEqual([]);
    expect(nonogram.check(mushroomExample, ["?x??", "...rr??"])).toEqual([]);
    expect(nonogram.check(mushroomExample, goal)).toEqual([]);
  });

  it("names lines that read wrong or cannot be completed, and wrong cells with row and column", () => {
    const attempt = [...goal];
    attempt[1] = "...rrrw...";
    attempt[9] = "ggggg?????";
    attempt[8] = "gggg??????";
    const problems = nonogram.check(mushroomExample, attempt);
    expect(problems.find((p) => p.code === "line-wrong")!.message).toBe(
      "row 2 reads 3r 1w but its clue is 4r",
    );
    expect(problems.find((p) => p.code === "line-impossible")!.message).toBe(
      "row 9 cannot be completed to fit its clue 1g 4s 1g",
    );
    const wrong = problems.find((p) => p.code === "wrong-cell")!;
    expect(wrong.cells).toEqual(
      expect.arrayContaining([
        { row: 1, col: 6 },
        { row: 8, col: 0 },
      ]),
    );
    expect(wrong.message).toContain("r2c7");
  });

  it("refuses an attempt of the wrong shape", () => {
    expect(nonogram.check(mushroomExample, ["r".repeat(11)])[0]!.code).toBe("attempt-shape");
  });
});

describe("colour validate", () => {
  it("accepts the examples", () => {
    for (const p of [mushroomExample, flowerExample, houseExample]) expect(nonogram.validate(p)).toEqual([]);
  });

  it("names unknown colours, clues that cannot fit, colour counts that differ, and a bad palette, with where", () => {
    const p = colourPuzzleFromPicture(
      ["rg", "g."],
      mushroomExample.palette.map((c, i) => ({ ...c, code: ".rgbw"[i]! })),
    );
    const messages = (q: ColourNonogram) => nonogram.validate(q).map((x) => x.message);
    // Colours out of the palette and lists that disagree are the shape's: one problem, with the path and line.
    expect(nonogram.validate({ ...p, rowColours: [[1, 9], [3]] })).toEqual([
      {
        code: "bad-shape",
        message: "rowColours[0][1]: 9 is out of range: expected 1 to 4",
        lines: [{ axis: "row", index: 0 }],
      },
    ]);
    expect(nonogram.validate({ ...p, rowColours: [[1, 0], [3]] })[0]).toMatchObject({
      code: "bad-shape",
      lines: [{ axis: "row", index: 0 }],
    });
    expect(messages({ ...p, rows: [[1, 1], [1]], rowColours: [[1, 1], [3]] })).toEqual([
      "row 1: clue 1r 1r needs 3 cells but the row has 2",
    ]);
    expect(messages({ ...p, rowColours: [[3, 1], [3]] })).toEqual([
      "the row clues fill 0 cream cells but the column clues fill 2; they must agree",
      "the row clues fill 2 tan cells but the column clues fill 0; they must agree",
    ]);
    const palette = p.palette.map((c, i) => (i === 2 ? { ...c, code: "r" } : c));
    expect(messages({ ...p, palette })).toEqual(["colour 2 (cream) has the code 'r' of colour 1"]);
    expect(messages({ ...p, rowColours: [[1]] })).toEqual(["rowColours: expected a list of 2, got 1"]);
    expect(messages({ ...p, rowColours: [[1], [3]] })).toEqual([
      "rowColours[0]: expected a list of 2, got 1",
    ]);
  });
});

describe("colour hint, explain and grade", () => {
  it("explains the examples line by line to their pictures", () => {
    for (const p of [mushroomExample, flowerExample, houseExample]) {
      const steps = nonogram.explain!(p) as NonogramStep[];
      expect(steps.every((s) => s.technique.startsWith("line"))).toBe(true);
      expect(replay(p, steps)).toEqual(p.goal);
      expect(nonogram.grade!(p).level).toBe("line-solvable");
    }
  });

  it("says which line fixes which cells to which colour, and why", () => {
    const step = nonogram.hint!(houseExample) as NonogramStep;
    expect(step.technique).toBe("line-overlap");
    expect(step.message).toBe(
      "row 11 (clue 5g 2d 5g): r11c6, r11c7 are brown and r11c1, r11c2, r11c3, r11c4, r11c5, r11c8, r11c9, r11c10, r11c11, r11c12 are green in every placement of its clue",
    );
    expect(step.deductions[0]).toEqual({ row: 10, col: 0, filled: true, colour: "g" });
  });

  it("continues from an attempt, and reports a marked line that cannot be completed", () => {
    const attempt = houseExample.goal!.map((row, r) => (r < 10 ? row : "?".repeat(12)));
    const step = nonogram.hint!(houseExample, attempt) as NonogramStep;
    expect(step.message).toMatch(/^row 11 \(clue 5g 2d 5g\)/);
    expect(step.cells.every((c) => c.row === 10)).toBe(true);
    // The logic's own step names the line; the type's hint, which knows the one solution, the first wrong cell.
    const wrong = hintColourNonogram(houseExample, ["rr"])!;
    expect(wrong.technique).toBe("contradiction");
    // Row 1 (clue 2r) can start with two red cells, but column 1 (clue 2g) has no red.
    expect(wrong.message).toContain("column 1 (clue 2g) cannot be completed");
    expect(nonogram.hint!(houseExample, ["rr"])).toMatchObject({
      technique: "fix-mistake",
      deductions: [{ row: 0, col: 0, filled: false, colour: "." }],
    });
  });

  it("ends with a search step where lines stop, and grades that", () => {
    const p = colourPuzzleFromPicture(["y.", ".y", "o."], flowerExample.palette);
    const steps = nonogram.explain!(p) as NonogramStep[];
    expect(steps.at(-1)!.technique).toBe("search");
    expect(steps.at(-1)!.message).toContain("more than one solution");
    const picture = replay(p, steps);
    expect(check(p, picture)).toEqual([]);
    expect(nonogram.grade!(p).level).toBe("needs-search");
  });
});
