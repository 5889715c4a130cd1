import { describe } from "vitest";
import { type Latin, latinSquare } from "./latin-square.js";
import { describePlayContract } from "./play-contract.js";

// The latin square with a hint: the first open cell, with its digit of the solution.
const hinting: typeof latinSquare = {
  ...latinSquare,
  hint(p: Latin, attempt?: Partial<number[]> | number[]) {
    const solution = latinSquare.solve(p, { limit: 1 }).solutions[0]!;
    const cell = p.cells.findIndex((g, i) => !g && !attempt?.[i]);
    if (cell < 0) return null;
    return {
      technique: "known",
      message: `cell ${cell} is ${solution[cell]}`,
      cells: [],
      deductions: [{ cell, digit: solution[cell]! }],
    };
  },
};

describe("describePlayContract on the latin square", () => {
  describePlayContract(hinting);
});

describe("describePlayContract after a first move", () => {
  describePlayContract(hinting, {
    puzzle: { n: 3, cells: [1, 0, 0, 0, 0, 0, 0, 0, 0] },
    firstMove: (_p, solution) => ({ kind: "value", cell: 1, value: solution[1]! }),
  });
});
