import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  answerWithGivens,
  borderRegionsBruteForce,
  borderRegionsLimits,
  givensGridLimits,
  numberGridLimits,
  puzzlinkLinkLimits,
  shadedGridLimits,
} from "./contract-presets.js";
import { pzprjsFile } from "./examples-contract.js";
import { oneFormatType } from "./presets.test-helpers.js";

type Clued = { width: number; height: number; clues: number[] };

const limits = { maxSide: 40, maxCells: 1600, maxTextLength: 100 };

/**
 * A genre's type `id` whose one format reads every text as `example`, its one example a link, and its
 * `fromJson` that gives `example`; the texts read are kept in `read`.
 */
function linkReader<P>(id: string, example: P) {
  const { read, type } = oneFormatType(id, limits, example, `https://puzz.link/p?${id}/1/1/`);
  return { read, type, fromJson: () => example, example };
}

describe("describePuzzleType presets", () => {
  it("borderRegionsBruteForce: tiny clued grids, every border answer, refused puzzles without one skipped", () => {
    const preset = borderRegionsBruteForce<Clued>(
      { validate: (p) => (p.clues.includes(9) ? ["nine"] : []) },
      fc.constantFrom(-1, 9),
    );
    expect(preset).toMatchObject({ judged: false, numRuns: 150 });
    fc.assert(
      fc.property(preset.puzzles, (p) => {
        expect(Math.max(p.width, p.height)).toBeLessThanOrEqual(3);
        expect(p.clues).toHaveLength(p.width * p.height);
      }),
      { numRuns: 20 },
    );
    // A 1x2 grid has one inner edge among its 7: 2^1 answers (the outline stays 0).
    expect([...preset.answers({ width: 2, height: 1, clues: [-1, -1] })]).toHaveLength(2);
    expect(preset.skip?.({ width: 1, height: 1, clues: [9] }, 0)).toBe(true);
    expect(preset.skip?.({ width: 1, height: 1, clues: [9] }, 1)).toBe(false);
    expect(preset.skip?.({ width: 1, height: 1, clues: [-1] }, 0)).toBe(false);
  });

  it("borderRegionsLimits: reads a link one column past the largest side, and counts an attempt by edges", () => {
    const { read, type, example, fromJson } = linkReader("shikaku", { width: 2, height: 1, clues: [-1, 2] });
    const preset = borderRegionsLimits(type, {
      fromJson,
      example,
      clue: () => fc.constant(-1),
      oversizedCells: "zzg",
      filler: "g",
      sizeError: "--size takes 5 to 8",
    });
    preset.oversized.read();
    // The example given is not read again; the link is read by the type's own format.
    expect(read).toEqual(["https://puzz.link/p?shikaku/41/1/zzg"]);
    expect(preset).toMatchObject({
      oversized: { error: "at most 40x40" },
      tooLong: [`https://puzz.link/p?shikaku/2/2/${"g".repeat(100)}`],
      // Every edge of a 2x1 grid, outline included: 2 x 2 horizontal and 3 vertical.
      attempt: { length: 7, max: 1 },
      generate: { sizeError: "--size takes 5 to 8" },
    });
  });

  it("numberGridLimits: reads the type's first example, and a link (named by the type's id) one column past the largest side", () => {
    const { read, type, example, fromJson } = linkReader("kurodoko", { width: 2, height: 1, cells: [-1, 3] });
    const preset = numberGridLimits(type, { fromJson, sizeError: "--size takes 4 to 10" });
    preset.oversized.read();
    expect(read).toEqual(["https://puzz.link/p?kurodoko/1/1/", "https://puzz.link/p?kurodoko/41/1/"]);
    expect(preset).toMatchObject({
      puzzle: example,
      oversized: { error: "a grid is at most 40x40 cells" },
      tooLong: ["1".repeat(101)],
      attempt: { length: 2, max: 1 },
      generate: { sizeError: "--size takes 4 to 10" },
    });
  });

  it("puzzlinkLinkLimits: reads a link (of its genre, not the type's id) one column past the largest side, a 9x9 in JSON, no null hint", () => {
    const { read, type, ...reader } = linkReader("hashikake", { width: 2, height: 1, numbers: [1, 1] });
    const valid = fc.constant(reader.example);
    const preset = puzzlinkLinkLimits(type, {
      ...reader,
      valid,
      genre: "hashi",
      oversizedBody: "z",
      json: { list: "numbers", fields: {} },
      attempt: { length: 1, max: 2 },
      sizeError: "--size takes 4 to 10",
    });
    preset.oversized.read();
    expect(read).toEqual(["https://puzz.link/p?hashi/41/1/z"]);
    expect(preset).toMatchObject({
      valid,
      json: { list: "numbers", fields: {}, width: 9, height: 9 },
      oversized: { error: "at most 40x40" },
      tooLong: [`https://puzz.link/p?hashi/2/2/${"0".repeat(100)}`],
      puzzle: reader.example,
      attempt: { length: 1, max: 2 },
      generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 10" },
      hintTakesNull: false,
    });
    expect(preset.more).toHaveLength(2);
  });

  it("puzzlinkLinkLimits: by default, no other JSON fields, and an attempt of a line through the cells' centres, each entry 0 or 1", () => {
    const { type, ...reader } = linkReader("numlin", {
      width: 3,
      height: 2,
      numbers: [1, -1, 1, -1, -1, -1],
    });
    const preset = puzzlinkLinkLimits(type, {
      ...reader,
      valid: fc.constant(reader.example),
      oversizedBody: "z",
      json: { list: "numbers" },
      sizeError: "--size takes 4 to 10",
    });
    // A 3x2 grid: two lines in each row, three between the rows.
    expect(preset.attempt).toEqual({ length: 7, max: 1 });
    expect(preset.json).toEqual({ list: "numbers", width: 9, height: 9 });
  });

  it("shadedGridLimits: reads a link one column past the largest side, one attempt entry a cell of its list", () => {
    const { read, type, fromJson, example } = linkReader("lits", { width: 3, height: 1, rooms: [0, 0, 1] });
    const valid = fc.constant(example);
    const preset = shadedGridLimits(type, {
      fromJson,
      valid,
      list: "rooms",
      example,
      sizeError: "--size takes 4 to 6",
    });
    preset.oversized.read();
    expect(read).toEqual(["https://puzz.link/p?lits/41/1/"]);
    expect(preset).toMatchObject({
      valid,
      json: { list: "rooms", width: 9, height: 9 },
      oversized: { error: "a grid is at most 40x40 cells" },
      tooLong: ["1".repeat(101)],
      attempt: { length: 3, max: 1 },
      generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 6" },
    });
  });

  it("givensGridLimits: reads the first example, and, as it has rooms, a row of rooms one cell past the largest side", () => {
    const example = { width: 2, height: 1, rooms: [0, 0], givens: [-1, 2] };
    const limits = { maxSide: 30, maxCells: 900, maxTextLength: 100 };
    const { read, type } = oneFormatType("nanro", limits, example, "aa\n\n.2\n");
    const preset = givensGridLimits(digitBoard(type, 2), { fromJson: () => example, sizeError: "-" });
    preset.oversized.read();
    expect(read).toEqual(["aa\n\n.2\n", `${"a".repeat(31)}\n`]);
    expect(preset).toMatchObject({
      oversized: { error: "the grid has 31 columns; at most 30" },
      json: { list: "givens", fields: { rooms: new Array(16).fill(0) } },
      puzzle: example,
      attempt: { length: 2, max: 2 },
    });
    fc.assert(
      fc.property(preset.valid, (p) => {
        expect(p.width * p.height).toBeLessThanOrEqual(36);
        expect(p.rooms).toHaveLength(p.givens.length);
      }),
      { numRuns: 20 },
    );
  });

  it("givensGridLimits: a genre whose first example has no rooms reads a row of empty cells, with no rooms in JSON", () => {
    const example = { width: 2, height: 1, givens: [-1, 2] };
    const limits = { maxSide: 30, maxCells: 900, maxTextLength: 100 };
    const { read, type } = oneFormatType("fillomino", limits, example, ".2\n");
    const preset = givensGridLimits(digitBoard(type, 5), { fromJson: () => example, sizeError: "-" });
    preset.oversized.read();
    expect(read).toEqual([".2\n", `${".".repeat(31)}\n`]);
    expect(preset.json).toEqual({ list: "givens", width: 4, height: 4 });
    // An attempt's entries go up to the largest digit the board takes.
    expect(preset.attempt).toEqual({ length: 2, max: 5 });
    expect(() => givensGridLimits(type, { fromJson: () => example, sizeError: "-" })).toThrow(
      "fillomino has no board of digits",
    );
    fc.assert(
      fc.property(preset.valid, (p) => {
        expect(p).not.toHaveProperty("rooms");
      }),
      { numRuns: 20 },
    );
  });
});

/** `type` with a play model whose board takes the digits 1 to `max` in its cells. */
function digitBoard<T>(type: T, max: number) {
  const input = { cells: { kind: "digit" as const, min: 1, max, marks: true } };
  return { ...type, play: { board: () => ({ rows: 1, cols: 2, cells: [null, null], input }) } };
}

describe("examples presets", () => {
  it("pzprjsFile joins the parts and ends each line where pzprjs's test writes a slash", () => {
    expect(pzprjsFile("pzprv3/nanro/1/", "2/. 1 /")).toBe("pzprv3\nnanro\n1\n2\n. 1 \n");
  });

  it("answerWithGivens puts each given (above 0) over the number the file has in its cell", () => {
    const read = () => ({ puzzle: { givens: [-1, 3, -2, 0] }, numbers: [2, -1, 4, 5] });
    expect(answerWithGivens(read)("file")).toEqual({
      puzzle: { givens: [-1, 3, -2, 0] },
      solution: [2, 3, 4, 5],
    });
  });
});
