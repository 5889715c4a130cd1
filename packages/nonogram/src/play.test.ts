import { stepOf } from "@gridsmith/kit/testing";
import { checkPlayModel } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { nonogram } from "./nonogram-type.js";
import { play } from "./play.js";
import type { Nonogram } from "./types.js";

// A 3x3 plus sign: rows 1 / 3 / 1, columns 1 / 3 / 1.
const plus: Nonogram = { rows: [[1], [3], [1]], columns: [[1], [3], [1]] };

// A 3x3 colour puzzle whose picture is `rr.` / `.gg` / `r.g` (r red, g green, `.` the white background).
const colour: Nonogram = {
  palette: [
    { name: "white", rgb: "#ffffff", code: "." },
    { name: "red", rgb: "#d62828", code: "r" },
    { name: "green", rgb: "#2a9d3f", code: "g" },
    { name: "cream", rgb: "#fff1d0", code: "c" },
  ],
  rows: [[2], [2], [1, 1]],
  rowColours: [[1], [2], [1, 2]],
  columns: [[1, 1], [1, 1], [2]],
  columnColours: [[1, 1], [1, 2], [2]],
};
const picture = ["rr.", ".gg", "r.g"];

const shade = (p: Nonogram, a: string[], cells: number[], value: number) =>
  cells.reduce((next, cell) => play.applyStep(p, next, { kind: "shade", cell, shade: value }), a);
const step = (deductions: { row: number; col: number; filled: boolean; colour?: string }[]) =>
  stepOf(deductions, "line");

describe("nonogram play", () => {
  it("has the properties of every play model on every example, black and white and colour", () => {
    checkPlayModel(nonogram, { numRuns: 20 });
  });

  it("paints cells with shade moves and leaves the attempt alone when nothing changes", () => {
    const a = play.newAttempt(plus);
    expect(a).toEqual(["???", "???", "???"]);
    const b = shade(plus, a, [3, 5], 1);
    expect(b[1]).toBe("#?#");
    expect(a).toEqual(["???", "???", "???"]);
    expect(shade(plus, b, [3], 1)).toBe(b);
    expect(shade(plus, b, [3], -1)[1]).toBe("x?#");
    expect(shade(plus, b, [3], 0)[1]).toBe("??#");
    // No second colour in black and white, no cell past the grid, no other kind of move.
    expect(shade(plus, b, [0], 2)).toBe(b);
    expect(shade(plus, b, [9], 1)).toBe(b);
    expect(play.applyStep(plus, b, { kind: "value", cell: 0, value: 1 })).toBe(b);
  });

  it("strikes out a clue when its line is made, unmarked cells counting as empty", () => {
    let a = shade(plus, play.newAttempt(plus), [3, 4, 5], 1);
    const done = play.view(plus, a).doneClues!;
    expect(done.rows).toEqual([[false], [true], [false]]);
    expect(done.cols).toEqual([[true], [false], [true]]);
    expect(play.isComplete(plus, a)).toBe(false);
    a = shade(plus, a, [1, 7], 1);
    expect(play.isComplete(plus, a)).toBe(true);
    expect(play.progress(plus, a)).toEqual({ filled: 9, total: 9 });
    expect(play.progress(plus, shade(plus, play.newAttempt(plus), [0, 1], -1))).toEqual({
      filled: 2,
      total: 9,
    });
  });

  it("speaks the package's attempt and solution shapes, and reads only its own attempts", () => {
    const a = shade(plus, play.newAttempt(plus), [0], -1);
    expect(play.toSolution(plus, a)).toEqual([".??", "???", "???"]);
    expect(play.fromSolution(plus, [".#.", "###", ".#."])).toEqual(["?#?", "###", "?#?"]);
    expect(play.readAttempt(plus, ["x#x", "###", "x#x"])).toEqual(["x#x", "###", "x#x"]);
    expect(play.readAttempt(plus, ["x#x", "###"])).toBeNull();
    expect(play.readAttempt(plus, ["abc", "###", "x#x"])).toBeNull();
    expect(play.readAttempt(plus, ["x#x", "###", "x#xx"])).toBeNull();
  });

  it("carries out a hint's deductions", () => {
    const s = step([
      { row: 1, col: 1, filled: true },
      { row: 0, col: 0, filled: false },
      { row: 5, col: 0, filled: true },
    ]);
    expect(play.applyStep(plus, play.newAttempt(plus), s)).toEqual(["x??", "?#?", "???"]);
  });

  it("names the painted and crossed-out cells that differ from the solution, not the undecided ones", () => {
    const solution = [".#.", "###", ".#."];
    expect(play.mistakes(plus, ["???", "???", "???"], solution)).toEqual([]);
    const found = play.mistakes(plus, ["#x?", "#x#", "?xx"], solution);
    expect(found.map((p) => p.cells)).toEqual([
      [{ row: 0, col: 0 }],
      [{ row: 0, col: 1 }],
      [{ row: 1, col: 1 }],
      [{ row: 2, col: 1 }],
    ]);
    expect(found.map((p) => p.message)).toEqual([
      "r1c1 should not be filled",
      "r1c2 should not be crossed out",
      "r2c2 should not be crossed out",
      "r3c2 should not be crossed out",
    ]);
  });

  it("describes the board: clues outside with their colours, a guide every 5, shade or colour input", () => {
    const bw = play.board(plus);
    expect(bw.outside!.rows).toEqual([[{ value: 1 }], [{ value: 3 }], [{ value: 1 }]]);
    expect(bw.guides).toBe(5);
    expect(bw.input.cells).toEqual({ kind: "shade" });
    const board = play.board(colour);
    expect(board.outside!.rows[2]).toEqual([
      { value: 1, colour: "#d62828" },
      { value: 1, colour: "#2a9d3f" },
    ]);
    expect(board.input.cells).toEqual({ kind: "colour", colours: ["#d62828", "#2a9d3f", "#fff1d0"] });
    expect(play.view(colour, ["rg.", "???", "c??"]).shades).toEqual([1, 2, -1, 0, 0, 0, 3, 0, 0]);
  });
});

describe("colour nonogram play", () => {
  it("strikes out a line only when its lengths and colours match, and is complete with the picture", () => {
    const attempt = [...picture];
    const done = play.view(colour, attempt).doneClues!;
    expect(done.rows[2]).toEqual([true, true]);
    expect(done.cols[1]).toEqual([true, true]);
    expect(play.isComplete(colour, attempt)).toBe(true);
    const wrong = ["rr.", ".gg", "g.g"];
    expect(play.view(colour, wrong).doneClues!.rows[2]).toEqual([false, false]);
    expect(play.isComplete(colour, wrong)).toBe(false);
    expect(play.isComplete(colour, play.newAttempt(colour))).toBe(false);
  });

  it("keeps codes in the attempt, the background as '.', and reads only its own codes", () => {
    expect(play.toSolution(colour, ["r?.", "???", "???"])).toEqual(["r?.", "???", "???"]);
    expect(play.fromSolution(colour, picture)).toEqual(["rr?", "?gg", "r?g"]);
    expect(play.readAttempt(colour, ["rg.", "???", "c??"])).toEqual(["rg.", "???", "c??"]);
    expect(play.readAttempt(colour, ["#x?", "???", "???"])).toBeNull();
  });

  it("carries out a colour step's deductions and colour moves", () => {
    const s = step([
      { row: 0, col: 0, filled: true, colour: "r" },
      { row: 0, col: 2, filled: false, colour: "." },
      { row: 0, col: 1, filled: true, colour: "z" },
    ]);
    const fresh = play.newAttempt(colour);
    expect(play.applyStep(colour, fresh, s)[0]).toBe("r?.");
    expect(shade(colour, fresh, [0], 2)[0]).toBe("g??");
    expect(shade(colour, fresh, [0], -1)[0]).toBe(".??");
    expect(shade(colour, fresh, [0], 4)).toBe(fresh);
  });

  it("a cell of the wrong colour is a mistake, as is the background crossed where one is painted", () => {
    const one: Nonogram = {
      rows: [[1]],
      columns: [[1], []],
      palette: colour.palette!.slice(0, 3),
      rowColours: [[1]],
      columnColours: [[1], []],
    };
    expect(play.mistakes(one, ["r."], ["r."])).toEqual([]);
    expect(play.mistakes(one, ["g?"], ["r."]).map((p) => p.message)).toEqual([
      "r1c1 should not be painted g",
    ]);
    expect(play.mistakes(one, [".g"], ["r."]).map((p) => p.message)).toEqual([
      "r1c1 should not be crossed out",
      "r1c2 should not be painted g",
    ]);
  });
});
