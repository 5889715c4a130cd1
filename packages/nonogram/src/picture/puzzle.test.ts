import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isColourPuzzle } from "../colour/palette.js";
import { solveNonogram } from "../operations.js";
import { downscale, type RgbaImage } from "./image.js";
import { pictureToPuzzle } from "./puzzle.js";
import { quantise } from "./quantise.js";

/** An image from rows of characters, each a colour of `colours` (alpha 0 for `colours[ch] === null`). */
function imageOf(rows: string[], colours: Record<string, [number, number, number] | null>, scale = 1) {
  const height = rows.length * scale;
  const width = rows[0]!.length * scale;
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = colours[rows[Math.floor(y / scale)]![Math.floor(x / scale)]!];
      data.set(c ? [...c, 255] : [0, 0, 0, 0], (y * width + x) * 4);
    }
  }
  return { width, height, data } satisfies RgbaImage;
}

const RGB: Record<string, [number, number, number]> = {
  w: [255, 255, 255],
  r: [220, 20, 30],
  g: [20, 200, 40],
  b: [20, 30, 200],
  k: [0, 0, 0],
};

/**
 * The clues of a grid computed here, sharing nothing with the package: each line's runs of one non-`.`
 * character, as `length+char`.
 */
function cluesOf(grid: string[]): { rows: string[][]; columns: string[][] } {
  const runs = (line: string) => [...line.matchAll(/([^.])\1*/g)].map((m) => `${m[0].length}${m[1]}`);
  const columns = [...(grid[0] ?? "")].map((_, c) => grid.map((row) => row[c]).join(""));
  return { rows: grid.map(runs), columns: columns.map(runs) };
}

function puzzleClues(p: ReturnType<typeof pictureToPuzzle>): { rows: string[][]; columns: string[][] } {
  const { puzzle, palette } = p;
  const code = (colours: number[][] | undefined, i: number, j: number) =>
    isColourPuzzle(puzzle) ? palette[colours![i]![j]!]!.code : "#";
  return {
    rows: puzzle.rows.map((clue, i) => clue.map((n, j) => `${n}${code(puzzle.rowColours, i, j)}`)),
    columns: puzzle.columns.map((clue, i) => clue.map((n, j) => `${n}${code(puzzle.columnColours, i, j)}`)),
  };
}

describe("downscale", () => {
  it("averages the area each cell covers, weighting colours by opacity", () => {
    // 3 pixels onto 2 cells: cell 0 is pixel 0 and half of pixel 1.
    const image = { width: 3, height: 1, data: Uint8Array.from([0, 0, 0, 255, 90, 90, 90, 255, 9, 9, 9, 0]) };
    const d = downscale(image, 1, 2);
    expect(d.rgb[0]).toBeCloseTo(30);
    expect(d.alpha[0]).toBeCloseTo(1);
    // Cell 1: half of pixel 1 (opaque, 90) and the transparent pixel 2, whose colour does not count.
    expect(d.rgb[3]).toBeCloseTo(90);
    expect(d.alpha[1]).toBeCloseTo(1 / 3);
  });

  it("rejects images whose data does not fit their size", () => {
    expect(() => downscale({ width: 2, height: 2, data: new Uint8Array(3) }, 1, 1)).toThrow(
      "a 2x2 RGBA image has 16 bytes, got 3",
    );
  });
});

describe("pictureToPuzzle", () => {
  it("keeps a picture of at most k colours exactly, the border's colour as background", () => {
    const rows = ["wwwww", "wrrgw", "wbrgw", "wwwww"];
    for (const scale of [1, 3]) {
      const p = pictureToPuzzle(imageOf(rows, RGB, scale), { rows: 4, cols: 5, colours: 3 });
      expect(p.palette.map((c) => c.rgb)).toEqual(["#ffffff", "#dc141e", "#14c828", "#141ec8"]);
      expect(p.palette.map((c) => c.name)).toEqual(["white", "red", "green", "blue"]);
      expect(p.grid).toEqual([".....", ".rrg.", ".brg.", "....."]);
      expect(isColourPuzzle(p.puzzle)).toBe(true);
      expect(p.puzzle.goal).toEqual(p.grid);
    }
  });

  it("gives a black-and-white puzzle for one colour, and dark-on-light or light-on-dark alike", () => {
    const p = pictureToPuzzle(imageOf(["wkw", "kkk", "wkw"], RGB), { rows: 3, cols: 3, colours: 1 });
    expect(p.grid).toEqual([".#.", "###", ".#."]);
    expect(p.puzzle.palette).toBeUndefined();
    expect(p.puzzle.rows).toEqual([[1], [3], [1]]);
    // The border is mostly black here, so black is the background.
    const q = pictureToPuzzle(imageOf(["kkkk", "kwwk", "kkkk"], RGB), { rows: 3, cols: 4, colours: 1 });
    expect(q.grid).toEqual(["....", ".##.", "...."]);
    expect(q.palette[0]!.name).toBe("black");
  });

  it("makes transparent pixels background, whatever their colour", () => {
    const p = pictureToPuzzle(imageOf(["_r_", "rwr", "_r_"], { ...RGB, _: null }), {
      rows: 3,
      cols: 3,
      colours: 2,
    });
    expect(p.grid).toEqual([".r.", "rwr", ".r."]);
    expect(p.palette[0]!.rgb).toBe("#ffffff");
    expect(p.palette.map((c) => c.code)).toEqual([".", "r", "w"]);
  });

  it("merges colours when asked for fewer than the picture has, deterministically", () => {
    const image = imageOf(["wwwwww", "wrrbbw", "wrrbbw", "wkkggw", "wwwwww"], RGB);
    const a = pictureToPuzzle(image, { rows: 5, cols: 6, colours: 2 });
    expect(a.palette).toHaveLength(3);
    expect(new Set(a.grid.join("").replaceAll(".", "")).size).toBe(2);
    expect(a.grid[0]).toBe("......");
    expect(pictureToPuzzle(image, { rows: 5, cols: 6, colours: 2 })).toEqual(a);
  });

  it("rejects sizes and colour counts out of range", () => {
    const image = imageOf(["w"], RGB);
    expect(() => pictureToPuzzle(image, { rows: 0, cols: 3, colours: 2 })).toThrow(
      "rows must be a whole number from 1 to 100, got 0",
    );
    expect(() => pictureToPuzzle(image, { rows: 3, cols: 3, colours: 9 })).toThrow(
      "colours must be a whole number from 1 to 8, got 9",
    );
  });

  it("round trip: picture, puzzle, solve gives back the quantised grid when unique", () => {
    const rows = ["wwwwww", "wrrrrw", "wrggrw", "wrggrw", "wbbbbw", "wwwwww"];
    const p = pictureToPuzzle(imageOf(rows, RGB, 2), { rows: 6, cols: 6, colours: 3 });
    const solved = solveNonogram(p.puzzle);
    expect(solved.status).toBe("unique");
    expect(solved.solutions[0]).toEqual(p.grid);
  });
});

describe("pictureToPuzzle, properties", () => {
  const pixels = (w: number, h: number, palette: number) =>
    fc.array(fc.integer({ min: 0, max: palette - 1 }), { minLength: w * h, maxLength: w * h });
  const small = fc
    .record({
      w: fc.integer({ min: 1, max: 7 }),
      h: fc.integer({ min: 1, max: 7 }),
      n: fc.integer({ min: 1, max: 5 }),
    })
    .chain(({ w, h, n }) =>
      fc.record({
        w: fc.constant(w),
        h: fc.constant(h),
        colours: fc.array(
          fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.constantFrom(0, 255, 255, 255)),
          {
            minLength: n,
            maxLength: n,
          },
        ),
        cells: pixels(w, h, n),
        k: fc.integer({ min: 1, max: 4 }),
        rows: fc.integer({ min: 1, max: 6 }),
        cols: fc.integer({ min: 1, max: 6 }),
      }),
    );
  const toImage = (s: { w: number; h: number; colours: number[][]; cells: number[] }): RgbaImage => ({
    width: s.w,
    height: s.h,
    data: Uint8Array.from(s.cells.flatMap((i) => s.colours[i]!)),
  });

  it("the puzzle's clues always describe the quantised grid", () => {
    fc.assert(
      fc.property(small, (s) => {
        const p = pictureToPuzzle(toImage(s), { rows: s.rows, cols: s.cols, colours: s.k });
        expect(p.grid).toHaveLength(s.rows);
        expect(p.palette.length - 1).toBeLessThanOrEqual(s.k);
        expect(puzzleClues(p)).toEqual(cluesOf(p.grid));
      }),
      { numRuns: 200 },
    );
  });

  it("a picture of at most k + 1 opaque colours at its own size is kept exactly", () => {
    fc.assert(
      fc.property(small, (s) => {
        const opaque = { ...s, colours: s.colours.map(([r, g, b]) => [r!, g!, b!, 255]) };
        const distinct = new Set(opaque.cells.map((i) => opaque.colours[i]!.join(","))).size;
        fc.pre(distinct <= s.k + 1);
        const p = pictureToPuzzle(toImage(opaque), { rows: s.h, cols: s.w, colours: s.k });
        const rgbOf = new Map(p.palette.map((c) => [c.code, c.rgb]));
        p.grid.forEach((row, y) => {
          [...row].forEach((code, x) => {
            const [r, g, b] = opaque.colours[opaque.cells[y * s.w + x]!]!;
            expect(rgbOf.get(code)).toBe(
              `#${[r!, g!, b!].map((v) => v.toString(16).padStart(2, "0")).join("")}`,
            );
          });
        });
      }),
      { numRuns: 200 },
    );
  });

  it("quantises fully transparent images to all background", () => {
    const q = quantise(downscale({ width: 2, height: 1, data: new Uint8Array(8) }, 1, 2), 3);
    expect([...q.cells]).toEqual([0, 0]);
    expect(q.colours).toEqual([[255, 255, 255]]);
  });
});
