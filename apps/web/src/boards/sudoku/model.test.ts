// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  applyStep,
  arePeers,
  candidates,
  clearCell,
  digitOfKey,
  fillCandidates,
  isComplete,
  mistakes,
  newAttempt,
  restore,
  setDigit,
  togglePencil,
  toSolution,
  withSolution,
} from "./model.ts";

// 4x4: row 1 is "1 . | . 4", the rest empty.
const p = { size: 4, cells: [1, 0, 0, 4, ...new Array(12).fill(0)] };

describe("sudoku model", () => {
  it("enters digits and pencil marks, never over a given", () => {
    let a = newAttempt(p);
    a = setDigit(p, a, 0, 2);
    expect(a.v[0]).toBe(0);
    a = togglePencil(p, a, 1, 2);
    a = togglePencil(p, a, 1, 3);
    expect(a.n[1]).toBe(0b110);
    a = setDigit(p, a, 1, 2);
    expect([a.v[1], a.n[1]]).toEqual([2, 0]);
    a = clearCell(p, a, 1);
    expect(a.v[1]).toBe(0);
    expect(togglePencil(p, setDigit(p, a, 2, 3), 2, 1).n[2]).toBe(0);
  });

  it("maps attempts to the package's solutions and back", () => {
    const a = setDigit(p, newAttempt(p), 1, 2);
    expect(toSolution(p, a).cells.slice(0, 4)).toEqual([1, 2, 0, 4]);
    const full = { cells: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1] };
    const solved = withSolution(p, full);
    expect(solved.v.slice(0, 4)).toEqual([0, 2, 3, 0]);
    expect(isComplete(p, solved)).toBe(true);
    expect(isComplete(p, a)).toBe(false);
  });

  it("restores only attempts that fit the puzzle", () => {
    const a = setDigit(p, newAttempt(p), 1, 2);
    expect(restore(p, JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(restore(p, { v: [1], n: [] })).toBeNull();
    expect(restore(p, { v: new Array(16).fill(5), n: new Array(16).fill(0) })).toBeNull();
    expect(restore(p, "junk")).toBeNull();
  });

  it("knows peers, candidates and keys", () => {
    expect(arePeers(4, 0, 5)).toBe(true);
    expect(arePeers(4, 0, 10)).toBe(false);
    expect(candidates(p, newAttempt(p), 1)).toBe(0b0110);
    expect(digitOfKey("3", 4)).toBe(3);
    expect(digitOfKey("5", 4)).toBe(0);
    expect(digitOfKey("g", 16)).toBe(16);
  });

  it("carries out placement and elimination steps", () => {
    const placed = applyStep(p, newAttempt(p), {
      technique: "naked-single",
      message: "",
      cells: [{ row: 0, col: 1 }],
      deductions: [{ kind: "place", row: 0, col: 1, digit: 2 }],
    });
    expect(placed.v[1]).toBe(2);
    const eliminated = applyStep(p, newAttempt(p), {
      technique: "pointing",
      message: "",
      cells: [{ row: 0, col: 2 }],
      deductions: [{ kind: "eliminate", row: 0, col: 2, digit: 3 }],
    });
    expect(eliminated.n[2]).toBe(0b0010);
    const cleared = applyStep(p, placed, {
      technique: "fix-mistake",
      message: "",
      cells: [],
      deductions: [{ kind: "clear", row: 0, col: 1, digit: 2 }],
    });
    expect(cleared.v[1]).toBe(0);
  });

  it("fills the candidates of every empty cell, keeping digits and givens", () => {
    const a = setDigit(p, newAttempt(p), 1, 2);
    const filled = fillCandidates(p, a);
    expect(filled.v).toBe(a.v);
    // r1c3 sees 1, 2 and 4 in its row.
    expect(filled.n[2]).toBe(0b0100);
    expect(filled.n[0]).toBe(0);
    expect(filled.n[1]).toBe(0);
    expect(filled.n.every((m, i) => m === (p.cells[i] || a.v[i] ? 0 : candidates(p, a, i)))).toBe(true);
    expect(fillCandidates(p, filled)).toBe(filled);
  });

  it("names the digits entered that differ from the solution", () => {
    const solution = { cells: [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1] };
    let a = setDigit(p, newAttempt(p), 1, 2);
    expect(mistakes(p, a, solution)).toEqual([]);
    a = setDigit(p, a, 4, 4);
    expect(mistakes(p, a, solution)).toEqual([
      { code: "differs-from-solution", message: "r2c1 is not 4", cells: [{ row: 1, col: 0 }] },
    ]);
  });
});
