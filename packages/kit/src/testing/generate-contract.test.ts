import { describe, expect, it } from "vitest";
import { describeGenerateContract } from "./generate-contract.js";
import { type Latin, latinSquare } from "./latin-square.js";

// The latin square's generator fills the grid, so its one solution is the puzzle's own cells.
const file = (p: Latin, solution?: number[]) => `${p.n}:${(solution ?? p.cells).join("")}`;
const judged: string[] = [];

describe("describeGenerateContract on the latin square", () => {
  describeGenerateContract(latinSquare, {
    params: { n: 3 },
    seeds: [1, 2, 3],
    largest: { params: { n: 5 }, seeds: [1, 2] },
    check: (p, solution) => latinSquare.check(p, solution),
    judged: {
      judge: {
        judgePzprv3: (text) => {
          judged.push(text);
          return { complete: true };
        },
      },
      formats: { writePzprv3: file },
    },
  });
});

describe("describeGenerateContract", () => {
  it("gave puzz.link's judge each generated answer", () => {
    expect(judged).toEqual(["3:231312123", "3:312123231", "3:123231312"]);
  });

  it("refuses a type without a generator", () => {
    const { generate: _, ...none } = latinSquare;
    expect(() => describeGenerateContract(none, { params: { n: 3 } })).toThrow(/no generator/);
  });
});
