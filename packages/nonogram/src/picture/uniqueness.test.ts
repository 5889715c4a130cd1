import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { puzzleFromPicture } from "../bw/clues.js";
import { colourPuzzleFromPicture } from "../colour/clues.js";
import { flowerExample } from "../colour/examples.js";
import { solveNonogram } from "../operations.js";
import { givensForUniqueness, givensToRows, uniquenessOf } from "./uniqueness.js";

describe("uniquenessOf", () => {
  it("says unique, or multiple with the cells where two solutions differ", () => {
    expect(uniquenessOf(puzzleFromPicture(["##", "#."])).status).toBe("unique");
    const v = uniquenessOf(puzzleFromPicture(["#.", ".#"]));
    expect(v.status).toBe("multiple");
    if (v.status !== "multiple") return;
    expect(v.differing).toHaveLength(4);
    expect(v.solutions).toEqual(
      expect.arrayContaining([
        ["#.", ".#"],
        [".#", "#."],
      ]),
    );
  });

  it("takes givens into account, and says none when they contradict the clues", () => {
    const p = puzzleFromPicture(["#.", ".#"]);
    expect(uniquenessOf(p, [{ row: 0, col: 0, code: "#" }]).status).toBe("unique");
    expect(
      uniquenessOf(p, [
        { row: 0, col: 0, code: "#" },
        { row: 0, col: 1, code: "#" },
      ]).status,
    ).toBe("none");
  });

  it("says unknown when the budget runs out, instead of searching on", () => {
    // Diagonal-free sparse picture with many solutions: no node budget at all is left for the search.
    const p = puzzleFromPicture(["#...", "..#.", ".#..", "...#"]);
    expect(uniquenessOf(p, [], { nodeLimit: 0 }).status).toBe("unknown");
  });
});

describe("solve with givens (the solver's givens option)", () => {
  it("black and white: only solutions that agree with the givens", () => {
    const p = puzzleFromPicture(["#.", ".#"]);
    const r = solveNonogram(p, { limit: Number.POSITIVE_INFINITY, givens: ["?#"] });
    expect(r.solutions).toEqual([[".#", "#."]]);
  });

  it("colour: only solutions that agree with the givens", () => {
    const p = colourPuzzleFromPicture(["y.", ".y", "o."], flowerExample.palette);
    expect(solveNonogram(p).status).toBe("multiple");
    const r = solveNonogram(p, { givens: ["y?"] });
    expect(r.status).toBe("unique");
    expect(r.solutions).toEqual([["y.", ".y", "o."]]);
  });
});

describe("givensForUniqueness", () => {
  it("needs none for a unique puzzle", () => {
    expect(givensForUniqueness(puzzleFromPicture(["##", "#."]), ["##", "#."])).toEqual({
      status: "unique",
      givens: [],
    });
  });

  it("finds one given for two crossed diagonals' worth of ambiguity", () => {
    const goal = ["#.", ".#"];
    const r = givensForUniqueness(puzzleFromPicture(goal), goal);
    expect(r.status).toBe("unique");
    expect(r.givens).toHaveLength(1);
  });

  it("makes random black-and-white and colour pictures unique, each given kept necessary", () => {
    const codes = ["#", "rg", "rgb"];
    const palette = (n: number) => [
      { name: "white", rgb: "#ffffff", code: "." },
      ...[..."rgb"].slice(0, n).map((code, i) => ({ name: `c${i}`, rgb: `#00000${i}`, code })),
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }).chain((k) =>
          fc.tuple(
            fc.constant(k),
            fc.integer({ min: 1, max: 6 }).chain((w) =>
              fc.array(fc.stringMatching(new RegExp(`^[.${codes[k]}]{${w}}$`)), {
                minLength: 1,
                maxLength: 6,
              }),
            ),
          ),
        ),
        ([k, goal]) => {
          const puzzle = k === 0 ? puzzleFromPicture(goal) : colourPuzzleFromPicture(goal, palette(k + 1));
          const r = givensForUniqueness(puzzle, goal);
          expect(r.status).toBe("unique");
          const width = goal[0]!.length;
          for (const g of r.givens) expect(g.code).toBe(goal[g.row]![g.col]);
          const solved = solveNonogram(puzzle, { givens: givensToRows(r.givens, width, goal.length) });
          expect(solved.status).toBe("unique");
          expect(solved.solutions[0]).toEqual(goal);
          // Minimal in the sense promised: dropping any one given brings a second solution back.
          for (let i = 0; i < r.givens.length; i++) {
            const fewer = r.givens.filter((_, j) => j !== i);
            expect(uniquenessOf(puzzle, fewer).status).toBe("multiple");
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
