import { fixCellStates, Model, type SearchOptions } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { borderMistakeStep, cellMistakeStep, firstWrongPiece } from "./attempt-answer.js";
import { innerEdges } from "./border-regions.js";

// Two 0/1 pieces, exactly one of them 1; `unique` also fixes the first one to 1 (the one solution [1, 0]).
const build = (unique: boolean) => () => {
  const model = new Model();
  model.intVars(2, 0, 1);
  model.linear([1, 1], [0, 1], "=", 1);
  if (unique) model.assign(0, 1);
  return { model };
};
const fix = (_: unknown, built: { model: Model }, attempt: readonly (number | null | undefined)[]) =>
  fixCellStates(built.model, attempt);

/** `build(unique)` with each solve's `read` of its options recorded in `asked`, in order. */
const recorded = (unique: boolean, read: (options?: SearchOptions) => number | undefined) => {
  const asked: number[] = [];
  const builder = (_puzzle?: unknown) => {
    const built = build(unique)();
    const solve = built.model.solve.bind(built.model);
    built.model.solve = (options) => {
      asked.push(read(options) ?? -1);
      return solve(options);
    };
    return built;
  };
  return { asked, builder };
};

describe("firstWrongPiece", () => {
  it("names the first entry the one solution refutes, with that solution", () => {
    expect(firstWrongPiece({}, [1, 1], build(true), fix)).toEqual({ piece: 1, answer: [1, 0] });
    expect(firstWrongPiece({}, [-1, 1], build(true), fix)).toEqual({ piece: 0, answer: [1, 0] });
    expect(firstWrongPiece({}, [0, -1], build(true), fix)).toBeNull();
    expect(firstWrongPiece({}, [1, -1], build(true), fix)).toBeNull();
    expect(firstWrongPiece({}, [0, 0], build(true), fix)).toBeNull();
  });

  it("names nothing when the solution is not proven unique within the node budget", () => {
    expect(firstWrongPiece({}, [1, 1], build(false), fix)).toBeNull();
    const { asked: nodes, builder: counted } = recorded(false, (options) => options?.nodeLimit);
    const puzzle = {};
    // A solution is searched for, then (the attempt differing from it) the proof that it is the only one.
    expect(firstWrongPiece(puzzle, [1, 1], counted, fix, 100)).toBeNull();
    expect(nodes).toEqual([100, 100]);
    // The verdicts are kept per puzzle object (and model builder): asked again, it searches no more.
    expect(firstWrongPiece(puzzle, [1, 1], counted, fix, 100)).toBeNull();
    expect(firstWrongPiece(puzzle, [1, 0], counted, fix, 100)).toBeNull();
    expect(nodes).toEqual([100, 100]);
  });

  it("keeps what it found per puzzle text too, for a puzzle read anew (never for one JSON cannot carry)", () => {
    const { asked: limits, builder: counted } = recorded(true, (options) => options?.limit);
    expect(firstWrongPiece({ rows: 1 }, [1, 1], counted, fix)).toEqual({ piece: 1, answer: [1, 0] });
    expect(limits).toEqual([1, 2]);
    // The same puzzle read anew: nothing searched again.
    expect(firstWrongPiece({ rows: 1 }, [1, 1], counted, fix)).toEqual({ piece: 1, answer: [1, 0] });
    expect(limits).toEqual([1, 2]);
    // Another puzzle, and one whose Map JSON would drop, are searched.
    expect(firstWrongPiece({ rows: 2 }, [1, 0], counted, fix)).toBeNull();
    expect(firstWrongPiece({ rows: 1, extra: new Map([[1, 2]]) }, [1, 0], counted, fix)).toBeNull();
    expect(firstWrongPiece({ rows: 1, extra: new Map([[1, 2]]) }, [1, 0], counted, fix)).toBeNull();
    expect(limits).toEqual([1, 2, 1, 1, 1]);
  });

  it("proves nothing for an attempt that agrees with a solution found", () => {
    const { asked: limits, builder: counted } = recorded(true, (options) => options?.limit);
    const puzzle = {};
    expect(firstWrongPiece(puzzle, [1, 0], counted, fix)).toBeNull();
    expect(limits).toEqual([1]);
    expect(firstWrongPiece(puzzle, [1, 1], counted, fix)).toEqual({ piece: 1, answer: [1, 0] });
    expect(limits).toEqual([1, 2]);
  });

  it("words a cell's mistake and carries the correction", () => {
    expect(cellMistakeStep(3, 4, "stays unshaded", { cell: 4, shaded: false })).toEqual({
      technique: "fix-mistake",
      message: "r2c2 is a mistake: in the puzzle's one solution it stays unshaded",
      cells: [{ row: 1, col: 1 }],
      because: { cells: [{ row: 1, col: 1 }] },
      deductions: [{ cell: 4, shaded: false }],
    });
  });

  it("words a border's mistake and carries the correction", () => {
    // A 2x1 grid: its one inner edge parts r1c1 and r1c2.
    const grid = { width: 2, height: 1 };
    const { edge } = innerEdges(grid)[0]!;
    const cells = [
      { row: 0, col: 0 },
      { row: 0, col: 1 },
    ];
    expect(borderMistakeStep(grid, edge, false)).toEqual({
      technique: "fix-mistake",
      message: "the edge between r1c1 and r1c2 is a mistake: in the puzzle's one solution it is no border",
      cells,
      because: { cells },
      deductions: [{ edge, border: false }],
    });
  });
});
