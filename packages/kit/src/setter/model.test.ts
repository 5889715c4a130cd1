import { describe, expect, it } from "vitest";
import { completeResult } from "../solve-results.test-helpers.js";
import type { SolveOptions } from "../types.js";
import { givensModel, roomCountSetter } from "./model.js";

interface Row {
  cells: number[];
}
const withGivens = (p: Row, givens: readonly { index: number; value: number }[]): Row => {
  const cells = [...p.cells];
  for (const g of givens) cells[g.index] = g.value;
  return { cells };
};

describe("givensModel", () => {
  it("solves the puzzle with the givens written in, and says none without solving when validate objects", () => {
    const solved: Row[] = [];
    const solve = (p: Row, _o: SolveOptions) => {
      solved.push(p);
      return completeResult([p.cells]);
    };
    const validate = (p: Row) =>
      p.cells.includes(9) ? [{ severity: "error" as const, code: "nine", message: "no 9" }] : [];
    const model = givensModel({ solve, validate }, { cells: (_p, s: number[]) => s, withGivens });
    expect(model.solve({ cells: [0, 0] }, [{ index: 1, value: 2 }], {}).solutions).toEqual([[0, 2]]);
    expect(model.solve({ cells: [0, 0] }, [{ index: 0, value: 9 }], {}).status).toBe("none");
    expect(solved).toEqual([{ cells: [0, 2] }]);
    expect(model.withGivens({ cells: [1, 0] }, [{ index: 1, value: 3 }])).toEqual({ cells: [1, 3] });
  });

  it("sends every written puzzle to the solver when the type has no validate", () => {
    const solved: Row[] = [];
    const model = givensModel(
      {
        solve: (p: Row, _o: SolveOptions) => {
          solved.push(p);
          return completeResult([]);
        },
      },
      { cells: (_p, s: number[]) => s, withGivens },
    );
    const puzzle = { cells: [0, 0] };
    expect(model.solve(puzzle, [], {}).status).toBe("none");
    expect(model.solve(puzzle, [{ index: 0, value: 9 }], {}).status).toBe("none");
    expect(solved).toEqual([{ cells: [0, 0] }, { cells: [9, 0] }]);
    expect(puzzle.cells).toEqual([0, 0]);
  });
});

describe("roomCountSetter", () => {
  // Two rooms side by side on a 2 x 2 grid: the left column (room 0) and the right one (room 1).
  const puzzle = { width: 2, rooms: [0, 1, 0, 1], numbers: [7, 7, 7, 7] };

  it("numbers the given rooms on their top cells, and no other room, as it solves", () => {
    const solved: (typeof puzzle)[] = [];
    const setter = roomCountSetter((p: typeof puzzle, _o: SolveOptions) => {
      solved.push(p);
      return completeResult([[1, 0, 0, 0]]);
    });
    const written = setter.withGivens(puzzle, [{ index: 1, value: 2 }]);
    expect(written.numbers).toEqual([-1, 2, -1, -1]);
    setter.solve(puzzle, [{ index: 1, value: 2 }], {});
    expect(solved).toEqual([written]);
    expect(setter.cells(puzzle, [1, 0, 1, 1])).toEqual([2, 1]);
    expect(puzzle.numbers).toEqual([7, 7, 7, 7]);
  });
});
