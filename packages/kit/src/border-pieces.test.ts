import { describe, expect, it } from "vitest";
import { borderEdges } from "./board.js";
import { pieceBorderHints, pieceCoverModel, pieceTechniques, solvePieceCover } from "./border-pieces.js";
import { edgeBetween, type GridSize } from "./border-regions.js";

// A 1x4 strip cut into dominoes or a domino and two single cells; the pieces are the genre's list.
const strip: GridSize = { width: 4, height: 1 };
const pieces = [
  { owner: 0, cells: [0, 1] },
  { owner: 2, cells: [2, 3] },
  { owner: 2, cells: [2] },
  { owner: 3, cells: [3] },
];

describe("piece cover", () => {
  it("covers every cell once and draws a border exactly where pieces part", () => {
    const result = solvePieceCover(
      () => pieceCoverModel(strip, pieces),
      () => [],
      { limit: 10 },
    );
    expect(result.solutionCount).toBe(2);
    const borders = (s: number[]) => [1, 2, 3].map((c) => s[edgeBetween(strip, c - 1, c)]);
    expect(result.solutions.map(borders).sort()).toEqual([
      [0, 1, 0],
      [0, 1, 1],
    ]);
    for (const s of result.solutions) expect(s).toHaveLength(borderEdges.count(1, 4));
  });

  it("refuses what the rules refuse, and hints an edge with the clues that decided it", () => {
    expect(() =>
      solvePieceCover(
        () => pieceCoverModel(strip, pieces),
        () => [{ message: "wrong" }],
        { limit: 1 },
      ),
    ).toThrow(/wrong/);
    const hints = pieceBorderHints<GridSize>({
      shapeProblems: () => [],
      attemptProblems: () => [],
      model: (p) => pieceCoverModel(p, pieces),
      piece: "piece",
      techniques: { border: "parts", joined: "spans" },
    });
    const step = hints.hint(strip)!;
    expect(step.technique).toMatch(/parts|spans/);
    expect(step.message).toMatch(/^(a border|no border) between r1c\d and r1c\d: /);
    // Two answers: no logic finishes it.
    expect(hints.grade(strip).level).toBe("beyond");
    expect(pieceTechniques({ border: "parts", joined: "spans" })).toMatchObject({
      parts: { level: "easy" },
      trial: { level: "hard" },
    });
  });
});
