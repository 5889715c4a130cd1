// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clearedCells, crossedOff, shapeOf, wordIn } from "./model.ts";

// The kkck document's first puzzle (seed-01).
const seed = { grid: ["#####", "# #", "# #", "######", "# #"], words: ["IDYLL", "KRISS", "KROSS", "SOLVER"] };
// ALE is listed twice and fills two slots.
const twice = { grid: ["###", "# V", "###"], words: ["ALE", "ALE", "EVE", "EKE"] };

// Letters, words, hints and mistakes are the package's play model, tested there.
describe("crosspatch board", () => {
  it("finds the slots in the package's order, with kkck's names", () => {
    const s = shapeOf(seed);
    expect(s.slots.map((x) => x.name)).toEqual(["H5(0,0)", "H6(3,0)", "V5(0,0)", "V5(0,2)"]);
    expect(s.through.get("0,2")).toEqual({ across: 0, down: 3 });
  });

  it("reads the words placed, and clears a slot but the letters of complete crossing words", () => {
    const s = shapeOf(seed);
    const a = ["KRISS", "R #", "O #", "S#####", "S #"];
    expect(wordIn(a, s.slots[2]!)).toBe("KROSS");
    expect(wordIn(a, s.slots[3]!)).toBeNull();
    // Clearing the across slot keeps the K that the complete down slot still holds.
    expect(clearedCells(s, a, 0).map((c) => c.col)).toEqual([1, 2, 3, 4]);
  });

  it("crosses words off the list once per slot that holds them", () => {
    const s = shapeOf(twice);
    expect(crossedOff(twice, s, ["ALE", "# V", "###"])).toEqual([true, false, false, false]);
    // The right column now reads E, V, E: EVE is placed by the crossing.
    expect(crossedOff(twice, s, ["ALE", "# V", "ALE"])).toEqual([true, true, true, false]);
  });
});
