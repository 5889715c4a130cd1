// @vitest-environment node
import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { backbone, givensForUniqueness, listSolutions } from "@gridsmith/kit/setter";
import { beforeAll, describe, expect, it } from "vitest";
import { canGive, cellAt, leaves, loopCounts, noGivensReason, setterModel } from "./models.ts";

// The nonogram type, reached through the catalog as the site reaches it.
const nonogram = (await loadPuzzleType("nonogram"))!;

// The lazy catalog, so each test loads only the types it uses (a type being written elsewhere in the
// tree does not stop these).
let sudoku: AnyPuzzleType;
let crosspatch: AnyPuzzleType;
let kakuro: AnyPuzzleType;
beforeAll(async () => {
  sudoku = (await loadPuzzleType("sudoku"))!;
  crosspatch = (await loadPuzzleType("crosspatch"))!;
  kakuro = (await loadPuzzleType("kakuro"))!;
});

const parse = (type: AnyPuzzleType, text: string) => type.formats.find((f) => f.detect(text))!.parse(text);

/** Sudoku's first example (one solution) with the first `n` givens taken out: several solutions. */
function fewerGivens(n: number): { size: number; cells: number[] } {
  const p = parse(sudoku, sudoku.examples[0]!.text) as { size: number; cells: number[] };
  let left = n;
  return { ...p, cells: p.cells.map((d) => (d !== 0 && left-- > 0 ? 0 : d)) };
}

describe("sudoku's setter model", () => {
  it("reads a solution cell by cell, knows the given cells and the digits, and writes givens in", () => {
    const site = setterModel(sudoku);
    const p = fewerGivens(0);
    const solution = sudoku.solve(p).solutions[0];
    const cells = site.model.cells(p, solution);
    expect(cells).toHaveLength(81);
    expect(cells.every((d) => typeof d === "number" && d >= 1 && d <= 9)).toBe(true);
    expect(site.model.isOpen?.(p, p.cells.indexOf(0))).toBe(true);
    expect(
      site.model.isOpen?.(
        p,
        p.cells.findIndex((d) => d !== 0),
      ),
    ).toBe(false);
    expect(site.model.values?.(p, 0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(site.shape(p)).toEqual({ rows: 9, cols: 9 });
    const open = p.cells.indexOf(0);
    const given = site.withGivens!(p, [{ index: open, value: cells[open] }]) as typeof p;
    expect(given.cells[open]).toBe(cells[open]);
    expect(p.cells[open]).toBe(0); // a new puzzle, the old one unchanged
    expect(canGive("sudoku")).toBe(true);
  });

  it("solves with givens, and answers none for givens that break a rule", () => {
    const { model } = setterModel(sudoku);
    const p = fewerGivens(6);
    const several = model.solve(p, [], { limit: 2 });
    expect(several.status).toBe("multiple");
    const reference = model.cells(p, several.solutions[0]);
    const open = p.cells.indexOf(0);
    const pinned = model.solve(p, [{ index: open, value: reference[open] }], { limit: 2 });
    expect(model.cells(p, pinned.solutions[0])[open]).toBe(reference[open]);
    // The same digit twice in the first row.
    const clash = reference.findIndex((d, i) => i < 9 && p.cells[i] === 0 && d !== reference[open]);
    const twice = model.solve(
      p,
      [
        { index: open, value: 5 },
        { index: clash, value: 5 },
      ],
      { limit: 2 },
    );
    expect(open).toBeLessThan(9);
    expect(twice.status).toBe("none");
  });

  it("drives the kit's tools to a backbone and givens that make the puzzle unique", () => {
    const { model } = setterModel(sudoku);
    const p = fewerGivens(6);
    const listed = listSolutions(model, p, 100);
    expect(listed.solutions.length).toBeGreaterThan(1);
    const b = backbone(model, p);
    expect(b.status).toBe("done");
    expect(b.varying.length).toBeGreaterThan(0);
    // A cell is forced exactly when every solution agrees on it (the list above is every solution).
    const all = listed.solutions.map((s) => model.cells(p, s));
    const agreed = p.cells.flatMap((d, i) => (d === 0 && all.every((c) => c[i] === all[0]![i]) ? [i] : []));
    expect(listed.complete).toBe(true);
    expect(b.forced).toEqual(agreed);
    const g = givensForUniqueness(model, p);
    expect(g.status).toBe("unique");
    const unique = setterModel(sudoku).withGivens!(p, g.givens);
    expect(sudoku.solve(unique, { limit: 2 }).status).toBe("unique");
  });
});

describe("crosspatch's setter model", () => {
  it("reads letters as they show, pads ragged rows, and writes given letters into the framework", () => {
    const site = setterModel(crosspatch);
    const p = parse(crosspatch, crosspatch.examples[0]!.text) as { grid: string[]; words: string[] };
    expect(site.shape(p)).toEqual({ rows: 5, cols: 6 });
    const solution = crosspatch.solve(p).solutions[0];
    const cells = site.model.cells(p, solution);
    expect(cells).toHaveLength(30);
    // Row 2 is "# #": the cell between its slots is not open, past its end is padding.
    expect(site.model.isOpen?.(p, 6)).toBe(true);
    expect(site.model.isOpen?.(p, 7)).toBe(false);
    expect(site.model.isOpen?.(p, 11)).toBe(false);
    expect(site.model.values?.(p, 0)).toEqual([...new Set(p.words.join(""))].sort());
    const given = site.withGivens!(p, [{ index: 0, value: cells[0] }]) as typeof p;
    expect(given.grid[0]).toBe(`${cells[0]}####`);
    expect(given.grid[1]).toBe(p.grid[1]); // no trailing spaces added
  });
});

describe("kakuro's setter model", () => {
  it("keeps clue blocks closed", () => {
    const { model } = setterModel(kakuro);
    const p = parse(kakuro, kakuro.examples[0]!.text) as { cells: (number | object)[] };
    const block = p.cells.findIndex((c) => typeof c === "object");
    const white = p.cells.indexOf(0);
    expect(model.isOpen?.(p, block)).toBe(false);
    expect(model.isOpen?.(p, white)).toBe(true);
  });
});

describe("nonogram's setter model", () => {
  // Two cells on a diagonal: the other diagonal fits the clues as well.
  const diagonal = { rows: [[1], [1]], columns: [[1], [1]] };

  it("fixes cells through the solver's givens option, since its formats hold none", () => {
    const site = setterModel(nonogram);
    expect(site.withGivens).toBeUndefined();
    expect(site.shape(diagonal)).toEqual({ rows: 2, cols: 2 });
    expect(site.model.values?.(diagonal, 0)).toEqual(["#", "."]);
    expect(site.model.solve(diagonal, [], { limit: 5 }).solutions).toHaveLength(2);
    const one = site.model.solve(diagonal, [{ index: 1, value: "#" }], { limit: 5 });
    expect(one.solutions).toHaveLength(1);
    expect(site.model.cells(diagonal, one.solutions[0])).toEqual([".", "#", "#", "."]);
    const g = givensForUniqueness(site.model, diagonal);
    expect(g).toMatchObject({ status: "unique", givens: [{ index: 0 }] });
  });

  it("offers a colour puzzle's palette codes as the values", () => {
    const p = { ...diagonal, palette: [{ code: "." }, { code: "r" }, { code: "b" }] };
    expect(setterModel(nonogram).model.values?.(p, 0)).toEqual([".", "r", "b"]);
  });
});

describe("slitherlink's setter model", () => {
  interface Slitherlink {
    width: number;
    height: number;
    clues: number[];
  }
  // The 5x5 example without its first clue (the 2 at r1c1): two loops fit the clues left.
  const twoLoops = "...1.\n.2..1\n..2..\n3..3.\n.0..3\n";

  it("adds clue numbers that leave one solution, as the package's solver and check say", async () => {
    const slitherlink = (await loadPuzzleType("slitherlink"))!;
    const p = parse(slitherlink, twoLoops) as Slitherlink;
    const before = slitherlink.solve(p, { limit: 3 });
    expect(before.status).toBe("multiple");
    expect(before.solutions).toHaveLength(2);
    const site = setterModel(slitherlink);
    expect(canGive("slitherlink")).toBe(true);
    // Solutions are edges (no grid of cells for the backbone); the givens are numbers in its 5x5 cells.
    expect(site.shape(p)).toBeNull();
    expect(site.givens!.shape(p)).toEqual({ rows: 5, cols: 5 });
    const g = givensForUniqueness(site.givens!.model, p);
    expect(g.status).toBe("unique");
    // Two solutions: one number where their loops' counts differ tells them apart, and no more is kept.
    expect(g.givens).toHaveLength(1);
    const unique = site.withGivens!(p, g.givens) as Slitherlink;
    for (const { index, value } of g.givens) {
      expect(p.clues[index]).toBe(-1);
      expect(unique.clues[index]).toBe(value);
    }
    expect(p.clues.filter((c) => c >= 0)).toHaveLength(unique.clues.filter((c) => c >= 0).length - 1);
    const after = slitherlink.solve(unique, { limit: 2 });
    expect(after.status).toBe("unique");
    expect(after.solutions).toHaveLength(1);
    expect(slitherlink.check(unique, after.solutions[0])).toEqual([]);
    // The loop kept is the goal the givens were chosen for, one of the two the puzzle had.
    expect(after.solutions[0]).toEqual(g.goal);
    expect(before.solutions).toContainEqual(after.solutions[0]);
  });

  it("reads a loop as the number of its edges around each cell", () => {
    // A 2x1 grid (two cells side by side) and the loop around both: edges 0-1 the top, 2-3 the bottom,
    // 4-6 the verticals (left, middle, right); the middle one is not used.
    const p = { width: 2, height: 1, clues: [-1, -1] };
    expect(loopCounts(p, [1, 1, 1, 1, 1, 0, 1])).toEqual([3, 3]);
    // The loop around the left cell only.
    expect(loopCounts(p, [1, 0, 1, 0, 1, 1, 0])).toEqual([4, 1]);
  });
});

describe("nurikabe", () => {
  it("shows the walls and islands every solution shares on its grid, and takes no givens", async () => {
    const nurikabe = await loadPuzzleType("nurikabe");
    // A 1 in each corner of a 2x3: the middle column is wall, and the two 1s' islands are fixed too.
    const p = parse(nurikabe!, "1.1\n...\n");
    const site = setterModel(nurikabe!);
    expect(canGive("nurikabe")).toBe(false);
    // The panel says why instead of leaving the tool out silently.
    expect(noGivensReason("nurikabe")).toMatch(/one number per island/);
    expect(noGivensReason("sudoku")).toBeNull();
    expect(site.shape(p)).toEqual({ rows: 2, cols: 3 });
    const found = backbone(site.model, p);
    // One solution: every cell is shared, the 1s island and the rest wall.
    expect(found).toMatchObject({
      status: "done",
      forced: [0, 1, 2, 3, 4, 5],
      reference: [0, 1, 0, 1, 1, 1],
    });
    expect(() => site.model.solve(p, [{ index: 0, value: 1 }], {})).toThrow(
      "Nurikabe cannot take givens here",
    );
  });
});

describe("a type the site has no model for", () => {
  it("compares solutions leaf by leaf, refuses givens, and has no grid", () => {
    const other = { ...sudoku, id: "other", title: "Other" } as AnyPuzzleType;
    const site = setterModel(other);
    expect(canGive("other")).toBe(false);
    expect(site.shape(fewerGivens(0))).toBeNull();
    expect(site.withGivens).toBeUndefined();
    expect(() => site.model.solve(fewerGivens(0), [{ index: 0, value: 1 }], {})).toThrow(
      "Other cannot take givens here",
    );
    expect(site.model.solve(fewerGivens(0), [], { limit: 2 }).status).toBe("unique");
  });

  it("lists any JSON value's leaves in a fixed order, strings split into characters", () => {
    expect(leaves({ b: [1, "xy"], a: { d: null, c: true } })).toEqual([true, null, 1, "x", "y"]);
    expect(leaves({ a: 1, b: 2 })).toEqual(leaves({ b: 2, a: 1 }));
  });

  it("turns an index into its row and column", () => {
    expect(cellAt({ cols: 6 }, 13)).toEqual({ row: 2, col: 1 });
  });
});
