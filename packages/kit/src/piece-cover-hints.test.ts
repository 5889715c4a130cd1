import { describe, expect, it } from "vitest";
import { pieceCoverModel, pieceTechniques } from "./border-pieces.js";
import type { GridSize } from "./border-regions.js";
import { pieceCoverHints } from "./piece-cover-hints.js";

// A 1x3 strip with one answer: clue 0's domino and clue 2's single cell, parted between cells 1 and 2.
const strip: GridSize = { width: 3, height: 1 };
const pieces = [
  { owner: 0, cells: [0, 1] },
  { owner: 2, cells: [2] },
];
const of = {
  shapeProblems: () => [],
  attemptProblems: () => [],
  model: (p: GridSize) => pieceCoverModel(p, pieces),
};

describe("pieceCoverHints", () => {
  it.each([
    ["rectangle", "rectangles-part", "rectangle-spans"],
    ["mat", "mats-part", "mat-spans"],
    ["L shape", "shapes-part", "shape-spans"],
  ])("names the techniques of a %s from its last word", (piece, border, joined) => {
    const { hints, techniques } = pieceCoverHints<GridSize>({ ...of, piece });
    expect(techniques).toEqual(pieceTechniques({ border, joined }));
    const step = hints.hint(strip)!;
    expect([border, joined]).toContain(step.technique);
    expect(step.message).toMatch(/^(a border|no border) between r1c\d and r1c\d: /);
    // One answer, found by the two named techniques alone.
    expect(hints.grade(strip).level).toBe("easy");
  });
});
