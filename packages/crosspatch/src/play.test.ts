import { stepOf } from "@gridsmith/kit/testing";
import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { hintFor } from "./hints.js";
import { crosspatch } from "./index.js";
import { play } from "./play.js";

// The kkck document's first puzzle (seed-01).
const seed = { grid: ["#####", "# #", "# #", "######", "# #"], words: ["IDYLL", "KRISS", "KROSS", "SOLVER"] };
// ALE is listed twice and fills two slots.
const twice = { grid: ["###", "# V", "###"], words: ["ALE", "ALE", "EVE", "EKE"] };

const word = (slot: number, w: string) => stepOf([{ slot, name: "", word: w }], "only-word");

describe("crosspatch play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(crosspatch, { numRuns: 30 });
  });

  it("places words over empty cells only where they fit, never changing its input", () => {
    const fresh = play.newAttempt(seed);
    expect(fresh).toEqual(seed.grid);
    const a = play.applyStep(seed, fresh, word(0, "kriss"));
    expect(a[0]).toBe("KRISS");
    expect(fresh).toEqual(seed.grid);
    // IDYLL is not six letters; a word that disagrees with a given does not go in either.
    expect(play.applyStep(seed, a, word(1, "IDYLL"))).toBe(a);
    expect(play.applyStep(twice, play.newAttempt(twice), word(3, "EKE"))).toEqual(twice.grid);
    expect(play.applyStep(seed, a, word(9, "KROSS"))).toBe(a);
  });

  it("types letters into empty cells with value moves, never over a given or off the framework", () => {
    const fresh = play.newAttempt(twice);
    // Cells are numbered row by row on the 3x3 board.
    expect(play.applyStep(twice, fresh, { kind: "value", cell: 0, value: "a" })[0]).toBe("A##");
    expect(play.applyStep(twice, fresh, { kind: "value", cell: 5, value: "A" })).toBe(fresh);
    expect(play.applyStep(twice, fresh, { kind: "value", cell: 4, value: "A" })).toBe(fresh);
    expect(play.applyStep(twice, fresh, { kind: "value", cell: 0, value: " " })).toBe(fresh);
    expect(play.applyStep(twice, fresh, { kind: "value", cell: 0, value: "AB" })).toBe(fresh);
    expect(play.applyStep(twice, fresh, { kind: "value", cell: 0, value: 3 })).toBe(fresh);
    const a = play.applyStep(twice, fresh, { kind: "value", cell: 0, value: "a" });
    expect(play.applyStep(twice, a, { kind: "value", cell: 0, value: null })).toEqual(fresh);
    expect(play.applyStep(twice, a, { kind: "shade", cell: 0, shade: 1 })).toBe(a);
  });

  it("speaks the package's attempt, solution and step shapes", () => {
    const solved = { rows: ["KRISS", "R O", "O L", "SOLVER", "S E"], placements: [] };
    const a = play.fromSolution(seed, solved);
    expect(play.isComplete(seed, a)).toBe(true);
    expect(play.progress(seed, a)).toEqual({ filled: 17, total: 17 });
    expect(play.toSolution(seed, a).rows![0]).toBe("KRISS");
    expect(play.readAttempt(seed, a)).toEqual(a);
    expect(play.readAttempt(seed, ["#####"])).toBeNull();
    expect(play.readAttempt(seed, ["#####", "###", "# #", "######", "# #"])).toBeNull();
    expect(play.readAttempt(seed, ["#####", "# #   ", "# #", "######", "# #  "])).toEqual(seed.grid);
    expect(play.readAttempt(twice, ["###", "# X", "###"])).toBeNull();
    expect(play.applyStep(seed, play.newAttempt(seed), word(1, "SOLVER"))[3]).toBe("SOLVER");
  });

  it("names the letters written that differ from the solution, never the givens", () => {
    const solution = { rows: ["ALE", "V V", "EKE"], placements: [] };
    let a = play.applyStep(twice, play.newAttempt(twice), word(0, "ALE"));
    expect(play.mistakes(twice, a, solution)).toEqual([]);
    a = play.applyStep(twice, a, word(1, "EVE"));
    expect(play.mistakes(twice, a, solution).map((p) => p.message)).toEqual(["r3c2 is not V"]);
    expect(play.mistakes(twice, a, solution)[0]!.cells).toEqual([{ row: 2, col: 1 }]);
  });

  it("carries out the hint on a wrong letter: the letter is taken back, the givens kept", () => {
    const solution = { rows: ["ALE", "V V", "EKE"], placements: [] };
    const wrong = play.applyStep(twice, play.newAttempt(twice), { kind: "value", cell: 0, value: "X" });
    const step = hintFor(twice, play.toSolution(twice, wrong))!;
    expect(step.technique).toBe("mistake");
    expect(step.cells).toContainEqual({ row: 0, col: 0 });
    const after = play.applyStep(twice, wrong, step);
    expect(after).toEqual(play.newAttempt(twice));
    expect(play.mistakes(twice, after, solution)).toEqual([]);
    // A mistake's cells that are given or off the framework are left alone.
    const off = stepOf(
      [
        {
          problem: "no-cell",
          clear: [
            { row: 1, col: 2 },
            { row: 1, col: 1 },
            { row: 9, col: 0 },
          ],
        },
      ],
      "mistake",
    );
    expect(play.applyStep(twice, wrong, off)).toBe(wrong);
  });

  it("describes a coarse board: blocks where there is no cell, givens as text, letters typed", () => {
    const board = play.board(twice);
    expect([board.rows, board.cols]).toEqual([3, 3]);
    expect(board.cells.slice(3, 6)).toEqual([null, { block: true }, { text: "V" }]);
    expect(board.input).toEqual({ cells: { kind: "letter" } });
    const a = play.applyStep(twice, play.newAttempt(twice), word(0, "ALE"));
    expect(play.view(twice, a).values).toEqual(["A", "L", "E", null, null, null, null, null, null]);
  });
});
