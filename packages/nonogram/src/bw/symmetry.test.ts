import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { solveNonogram } from "../operations.js";
import { expectBruteForcePictures } from "./brute-force-solve.test-helpers.js";
import { cluesOfPicture, satisfies } from "./checker.test-helpers.js";
import { clueSymmetries } from "./symmetry.js";

/** The picture whose cell image[x] is cell x of `cells`: the picture carried by the map. */
const carried = (cells: boolean[][], image: Int32Array): string[] => {
  const width = cells[0]!.length;
  const out = cells.map((row) => row.map(() => "."));
  cells.forEach((row, r) => {
    row.forEach((black, c) => {
      const y = image[r * width + c]!;
      out[Math.floor(y / width)]![y % width] = black ? "#" : ".";
    });
  });
  return out.map((row) => row.join(""));
};

/** A square picture with its quarter turns laid over it: black where any of the four is black. */
const turnedOver = (cells: boolean[][]): boolean[][] => {
  const n = cells.length;
  return cells.map((row, i) =>
    row.map(
      (_, j) =>
        cells[i]![j]! || cells[j]![n - 1 - i]! || cells[n - 1 - i]![n - 1 - j]! || cells[n - 1 - j]![i]!,
    ),
  );
};

/** A picture with its mirror image (left to right) laid over it. */
const mirroredOver = (cells: boolean[][]): boolean[][] =>
  cells.map((row) => row.map((black, j) => black || row[row.length - 1 - j]!));

const square = (max: number) =>
  fc
    .integer({ min: 2, max })
    .chain((n) =>
      fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
    );

const picture = (maxW: number, maxH: number) =>
  fc
    .tuple(fc.integer({ min: 2, max: maxW }), fc.integer({ min: 2, max: maxH }))
    .chain(([w, h]) =>
      fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
    );

/** The picture framed by `top` empty rows above and `left` empty columns to its left, and one of each after. */
const framed = (cells: boolean[][], top: number, left: number): boolean[][] => {
  const width = cells[0]!.length + left + 1;
  const empty = () => new Array<boolean>(width).fill(false);
  return [
    ...Array.from({ length: top }, empty),
    ...cells.map((row) => [...new Array<boolean>(left).fill(false), ...row, false]),
    empty(),
  ];
};

/** Black cells in two rows or more and in two columns or more (the smallest box `clueSymmetries` maps). */
const boxOfTwo = (cells: boolean[][]): boolean =>
  cells.filter((row) => row.includes(true)).length >= 2 &&
  cells[0]!.filter((_, j) => cells.some((row) => row[j])).length >= 2;

describe("clueSymmetries", () => {
  it("every symmetry it names carries each answer to an answer", () => {
    fc.assert(
      fc.property(picture(6, 6), (cells) => {
        const p = cluesOfPicture(cells);
        for (const image of clueSymmetries(p)) expect(satisfies(p, carried(cells, image))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("finds the quarter turn of pictures made to have one, inside a frame of empty lines", () => {
    fc.assert(
      fc.property(square(6), fc.nat(2), fc.nat(2), (cells, top, left) => {
        const turned = framed(turnedOver(cells), top, left);
        const p = cluesOfPicture(turned);
        const symmetries = clueSymmetries(p);
        // The three turns at least (a box of one row or column is left alone: its lines are solved at once).
        expect(symmetries.length).toBeGreaterThanOrEqual(boxOfTwo(turned) ? 3 : 0);
        for (const image of symmetries) expect(satisfies(p, carried(turned, image))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("finds the mirror of pictures made to have one", () => {
    fc.assert(
      fc.property(picture(7, 5), (cells) => {
        const mirrored = mirroredOver(cells);
        if (boxOfTwo(mirrored)) expect(clueSymmetries(cluesOfPicture(mirrored)).length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("names none for clues with no symmetry, and none for an empty grid", () => {
    expect(
      clueSymmetries(
        cluesOfPicture([
          [true, false, false],
          [true, true, true],
          [false, false, false],
        ]),
      ),
    ).toEqual([]);
    expect(clueSymmetries({ rows: [[], []], columns: [[], []] })).toEqual([]);
  });
});

// The search for a symmetric answer only changes which values the search proper tries first: the answers and
// counts stay exact.
describe("the search on puzzles whose clues have a symmetry", () => {
  it("finds exactly the brute-force answers", () => {
    fc.assert(
      fc.property(square(5), (cells) => {
        expectBruteForcePictures(cluesOfPicture(turnedOver(cells)), { limit: 1000 });
      }),
      { numRuns: 150 },
    );
  });

  it("says unique or multiple as the depth-first search says", () => {
    fc.assert(
      fc.property(picture(9, 9), (cells) => {
        const p = cluesOfPicture(mirroredOver(cells));
        const r = solveNonogram(p, { limit: 2 });
        for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
        expect(r.status).toBe(solveNonogram(p, { limit: 2, strategy: "dfs" }).status);
      }),
      { numRuns: 200 },
    );
  });
});
