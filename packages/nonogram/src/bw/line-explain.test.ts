// The line propagator's reasons for the learning search, checked by brute force on small random pictures:
// with the line's clue (the runs of filled cells, read independently here), each reason must force its cell.
import { explanationTally, randomDecisions } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cluesOfPicture, runsOfCells } from "./checker.test-helpers.js";
import { FieldModel } from "./field-model.js";
import { explainPaths } from "./line-explain.js";

const pictureArb = fc.tuple(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 2, max: 4 })).chain(([h, w]) =>
  fc.array(fc.array(fc.integer({ min: 0, max: 1 }), { minLength: w, maxLength: w }), {
    minLength: h,
    maxLength: h,
  }),
);

describe.each([
  ["on bit masks", 30],
  ["on cell arrays (the path of lines over 30 cells)", 0],
])("line reasons %s", (_, maskLimit) => {
  it("are valid implications (brute force over random pictures and decisions)", () => {
    explainPaths.maskLimit = maskLimit;
    const tally = explanationTally();
    const decisions = randomDecisions({ maxLength: 5, maxVariable: 30, maxValue: 3 });
    fc.assert(
      fc.property(pictureArb, decisions, (picture, d) => {
        const { rows, columns } = cluesOfPicture(picture.map((row) => row.map((c) => c === 1)));
        const field = new FieldModel({ rows, columns });
        const clues = [...rows, ...columns];
        const meanings = new Map(
          field.lineVars.map((vars, line) => [
            line,
            (value: (x: number) => number) =>
              runsOfCells(Array.from(vars, (x) => value(x) === 1)).join() === clues[line]!.join(),
          ]),
        );
        tally.check(field.m, meanings, d);
      }),
      { numRuns: 300 },
    );
    explainPaths.maskLimit = 30;
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(10);
  });
});
