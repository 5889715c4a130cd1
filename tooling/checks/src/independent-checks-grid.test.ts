import { describe, expect, it } from "vitest";
// The grid geometry the independent checks share (see its header); only the checks and this test import it.
import { answerCheck, cellsByLabel } from "../../independent-checks/grid.mjs";

describe("the independent checks' answerCheck", () => {
  const seen: unknown[] = [];
  const rules = (puzzle: unknown, solution: unknown) => {
    seen.push([puzzle, solution]);
    return ["a rule's problem"];
  };
  const grid = { width: 3, height: 2 };

  it("names an answer of the wrong length as the one problem, and asks the rules only of the right length", () => {
    expect(answerCheck("demo", "cells", rules)(grid, [0, 0])).toEqual(["demo: 2 cells, expected 6"]);
    expect(answerCheck("demo", "cells", rules)(grid, "000000")).toEqual(["demo: 6 cells, expected 6"]);
    expect(answerCheck("demo", "lines", rules)(grid, null)).toEqual(["demo: undefined lines, expected 7"]);
    expect(answerCheck("demo", "edges", rules)(grid, [])).toEqual(["demo: 0 edges, expected 17"]);
    expect(seen).toEqual([]);
    expect(answerCheck("demo", "cells", rules)(grid, [0, 0, 0, 0, 0, 0])).toEqual(["a rule's problem"]);
    expect(seen).toEqual([[grid, [0, 0, 0, 0, 0, 0]]]);
  });

  it("takes a check's own shape of answer", () => {
    const square = { unit: "digits", length: (p: { size: number }) => p.size * p.size };
    expect(answerCheck("demo", square, () => [])({ size: 2 }, [1, 2, 2])).toEqual([
      "demo: 3 digits, expected 4",
    ]);
    expect(answerCheck("demo", square, () => [])({ size: 2 }, [1, 2, 2, 1])).toEqual([]);
  });
});

describe("the independent checks' cellsByLabel", () => {
  it("lists each label's cells, the labels in the order of their first cells", () => {
    expect([...cellsByLabel([2, 0, 2, 1, 0])]).toEqual([
      [2, [0, 2]],
      [0, [1, 4]],
      [1, [3]],
    ]);
    expect(cellsByLabel([]).size).toBe(0);
  });
});
