import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oneFormatType } from "./presets.test-helpers.js";
import { everyShading, everyShadingApart, shadingBruteForce, textGridLimits } from "./shading-presets.js";

type Cells = { width: number; height: number; cells: number[] };

describe("shading presets", () => {
  it("everyShading: every 0/1 list of one entry a cell, each once", () => {
    const all = [...everyShading({ width: 2, height: 2 })];
    expect(all).toHaveLength(16);
    expect(new Set(all.map((a) => a.join(""))).size).toBe(16);
    expect(all.every((a) => a.length === 4 && a.every((v) => v === 0 || v === 1))).toBe(true);
  });

  it("everyShadingApart: the shadings of everyShading with no two shaded cells side by side, each once", () => {
    for (let width = 1; width <= 4; width++)
      for (let height = 1; height <= 4; height++) {
        const apart = (a: number[]) =>
          a.every(
            (v, i) => v === 0 || ((i % width === 0 || a[i - 1] === 0) && (i < width || a[i - width] === 0)),
          );
        const kept = [...everyShading({ width, height })].filter(apart).map((a) => a.join(""));
        const tried = [...everyShadingApart({ width, height })].map((a) => a.join(""));
        expect(tried).toHaveLength(kept.length);
        expect(tried.sort()).toEqual(kept.sort());
      }
    // The 4x4 grid's independent sets, a known count (OEIS A006506: 1, 7, 63, 1234).
    expect([...everyShadingApart({ width: 4, height: 4 })]).toHaveLength(1234);
  });

  it("shadingBruteForce: grids within the sides and cells asked (4 a side by default), every shading of their cells", () => {
    const cases = [
      { of: { maxHeight: 2, numRuns: 30 }, most: { width: 4, height: 2, cells: 8 } },
      { of: { maxSide: 5, maxCells: 6, judged: false as const }, most: { width: 5, height: 5, cells: 6 } },
    ];
    for (const { of, most } of cases) {
      const preset = shadingBruteForce<Cells>({ list: "cells", cell: fc.constant(7), ...of });
      expect(preset.numRuns).toBe(of.numRuns);
      expect(preset.judged).toBe(of.judged);
      fc.assert(
        fc.property(preset.puzzles, (p) => {
          expect(p.width).toBeLessThanOrEqual(most.width);
          expect(p.height).toBeLessThanOrEqual(most.height);
          expect(p.width * p.height).toBeLessThanOrEqual(most.cells);
          expect(p.cells).toEqual(new Array(p.width * p.height).fill(7));
        }),
        { numRuns: 20 },
      );
    }
    const answers = [
      ...shadingBruteForce<Cells>({ list: "cells", cell: fc.constant(7) }).answers({
        width: 3,
        height: 1,
        cells: [7, 7, 7],
      }),
    ];
    expect(answers).toHaveLength(8);
    expect(new Set(answers.map((a) => a.join(""))).size).toBe(8);
    expect(answers.every((a) => a.length === 3 && a.every((v) => v === 0 || v === 1))).toBe(true);
    const apart = shadingBruteForce<Cells>({ list: "cells", cell: fc.constant(7), apart: true }).answers({
      width: 3,
      height: 1,
      cells: [7, 7, 7],
    });
    expect([...apart].map((a) => a.join(""))).toEqual(["000", "001", "010", "100", "101"]);
  });

  it("textGridLimits: a row of one cell too many, a text of cells over the limit, an attempt at the first example", () => {
    const example: Cells = { width: 2, height: 1, cells: [1, 2] };
    const valid = fc.constant(example);
    const limits = { maxSide: 3, maxCells: 9, maxTextLength: 10 };
    const { read, type } = oneFormatType("hitori", limits, example, "12\n");
    const preset = textGridLimits(type, {
      fromJson: () => example,
      valid,
      list: "cells",
      cell: "1",
      badSizes: [7],
      sizeError: "--size takes 4 to 6",
    });
    // The first example is read with the type's default format.
    expect(read).toEqual(["12\n"]);
    preset.oversized.read();
    expect(read[1]).toBe("1\n1\n1\n1\n");
    expect(preset).toMatchObject({
      valid,
      json: { list: "cells", width: 9, height: 9 },
      tooLong: ["1".repeat(11)],
      oversized: { error: "the grid has 4 rows; at most 3" },
      puzzle: example,
      attempt: { length: 2, max: 1 },
      generate: { badSizes: [1e9, 0, 2.5, 7], sizeError: "--size takes 4 to 6" },
    });
  });
});
