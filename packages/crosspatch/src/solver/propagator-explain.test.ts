// The crosspatch propagator's reasons for the learning search, checked by brute force on small random
// puzzles: with the rules of the puzzle (read from the grid, not from the propagator), each reason must force
// its inference. The rules: crossing slots agree on their shared cell, a given letter is kept, and every word
// is used as many times as it is listed.
import { type Derived, explanationTally, randomDecisions } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { chars } from "../code-points.js";
import type { CrosspatchPuzzle } from "../puzzle.js";
import { randomPuzzle } from "../random-puzzles.test-helpers.js";
import { prepare } from "../solve.js";
import { engineModel } from "./engine-search.js";
import type { Instance } from "./instance.js";
import type { CrosspatchPropagator } from "./propagator.js";

function rulesOf(puzzle: CrosspatchPuzzle, vars: readonly number[], slotCount: number, cells: Int32Array) {
  const { instance: inst, geometry } = prepare(puzzle);
  const listed = new Map<string, number>();
  for (const w of puzzle.words) listed.set(w, (listed.get(w) ?? 0) + 1);
  return (value: (x: number) => number): boolean => {
    const letterAt = new Map<number, string>();
    const used = new Map<string, number>();
    for (let s = 0; s < slotCount; s++) {
      const word = inst.words[inst.classWords[inst.slotClass[s]!]![value(vars[s]!)]!]!;
      used.set(word, (used.get(word) ?? 0) + 1);
      const letters = chars(word);
      for (const [p, cell] of geometry.slots[s]!.cells.entries()) {
        const given = geometry.cells[cell]!.given;
        if (given !== null && given !== letters[p]) return false;
        const seen = letterAt.get(cell);
        if (seen !== undefined && seen !== letters[p]) return false;
        letterAt.set(cell, letters[p]!);
      }
    }
    for (const [w, n] of listed) if ((used.get(w) ?? 0) !== n) return false;
    // A crossing cell's letter variable holds the letter its slots put there.
    for (let c = 0; c < cells.length / 4; c++) {
      const cell = geometry.slots[cells[4 * c]!]!.cells[cells[4 * c + 1]!]!;
      if (inst.alphabet[value(vars[slotCount + c]!)] !== letterAt.get(cell)) return false;
    }
    return true;
  };
}

/** Each crossing cell's letter, from the word of its first slot: computed in the brute force, not enumerated. */
function cellLetters(inst: Instance, prop: CrosspatchPropagator): Derived {
  const derived = new Map<number, (value: (x: number) => number) => number>();
  for (let c = 0; c < prop.cells.length / 4; c++) {
    const s = prop.cells[4 * c]!;
    const p = prop.cells[4 * c + 1]!;
    derived.set(prop.vars[prop.slotCount + c]!, (value) => {
      const word = inst.classWords[inst.slotClass[s]!]![value(prop.vars[s]!)]!;
      return inst.letters[inst.wordLetterStart[word]! + p]!;
    });
  }
  return derived;
}

describe("crosspatch reasons", () => {
  it("are valid implications (brute force over random puzzles and decisions)", () => {
    const tally = explanationTally();
    const decisions = randomDecisions({ maxLength: 6, maxVariable: 30, maxValue: 30 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), decisions, (seed, d) => {
        const puzzle = randomPuzzle(seed, 4, 5);
        let prepared: ReturnType<typeof prepare>;
        try {
          prepared = prepare(puzzle);
        } catch {
          return; // not a well-formed puzzle
        }
        const { m, prop, index } = engineModel(prepared.instance);
        const meaning = rulesOf(puzzle, prop.vars, prop.slotCount, prop.cells);
        tally.check(m, new Map([[index, meaning]]), d, cellLetters(prepared.instance, prop));
      }),
      { numRuns: 400 },
    );
    // Only that the test checked something: eight runs counted 142-198.
    expect(tally.checked.inferences, "inferences checked").toBeGreaterThan(40);
  });
});
