// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  applyStep,
  clearSlot,
  crossedOff,
  isComplete,
  mistakes,
  newAttempt,
  placeWord,
  restore,
  setLetter,
  shapeOf,
  toSolution,
  withSolution,
  wordIn,
} from "./model.ts";

// The kkck document's first puzzle (seed-01).
const seed = { grid: ["#####", "# #", "# #", "######", "# #"], words: ["IDYLL", "KRISS", "KROSS", "SOLVER"] };
// ALE is listed twice and fills two slots.
const twice = { grid: ["###", "# V", "###"], words: ["ALE", "ALE", "EVE", "EKE"] };

describe("crosspatch model", () => {
  it("finds the slots in the package's order, with kkck's names", () => {
    const s = shapeOf(seed);
    expect(s.slots.map((x) => x.name)).toEqual(["H5(0,0)", "H6(3,0)", "V5(0,0)", "V5(0,2)"]);
    expect(s.through.get("0,2")).toEqual({ across: 0, down: 3 });
    expect(newAttempt(seed)).toEqual(seed.grid);
  });

  it("places words over empty cells only where they fit, and reads them back", () => {
    const s = shapeOf(seed);
    let a = placeWord(s, newAttempt(seed), 0, "kriss");
    expect(a[0]).toBe("KRISS");
    expect(placeWord(s, a, 1, "IDYLL")).toBe(a);
    a = placeWord(s, a, 2, "KROSS");
    expect(wordIn(a, s.slots[2]!)).toBe("KROSS");
    expect(setLetter(s, a, 1, 1, "x")).toBe(a);
    // Clearing the across slot keeps the K that the complete down slot still holds.
    expect(clearSlot(s, a, 0)[0]).toBe("K####");
  });

  it("crosses words off the list once per slot that holds them", () => {
    const s = shapeOf(twice);
    let a = placeWord(s, newAttempt(twice), 0, "ALE");
    expect(crossedOff(twice, s, a)).toEqual([true, false, false, false]);
    a = placeWord(s, a, 1, "ALE");
    // The right column now reads E, V, E: EVE is placed by the crossing.
    expect(crossedOff(twice, s, a)).toEqual([true, true, true, false]);
  });

  it("speaks the package's attempt, solution and step shapes", () => {
    const solved = { rows: ["KRISS", "R O", "O L", "SOLVER", "S E"], placements: [] };
    const a = withSolution(seed, solved);
    expect(isComplete(seed, a)).toBe(true);
    expect(toSolution(seed, a).rows[0]).toBe("KRISS");
    expect(restore(seed, a)).toEqual(a);
    expect(restore(seed, ["#####"])).toBeNull();
    expect(restore(seed, ["#####", "###", "# #", "######", "# #"])).toBeNull();
    expect(restore(seed, ["#####", "# #   ", "# #", "######", "# #  "])).toEqual(seed.grid);
    const step = {
      technique: "only-word",
      message: "",
      cells: [],
      deductions: [{ slot: 1, name: "H6(3,0)", word: "SOLVER" }],
    };
    expect(applyStep(seed, newAttempt(seed), step)[3]).toBe("SOLVER");
  });

  it("names the letters written that differ from the solution, never the givens", () => {
    const solution = { rows: ["ALE", "V V", "EKE"] };
    const s = shapeOf(twice);
    let a = placeWord(s, newAttempt(twice), 0, "ALE");
    expect(mistakes(twice, a, solution)).toEqual([]);
    a = placeWord(s, a, 1, "EVE");
    expect(mistakes(twice, a, solution).map((p) => p.message)).toEqual(["r3c2 is not V"]);
    expect(mistakes(twice, a, solution)[0]!.cells).toEqual([{ row: 2, col: 1 }]);
  });
});
