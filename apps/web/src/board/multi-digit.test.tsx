import { givenNumbersPlay } from "@gridsmith/kit/digit-play";
import { fireEvent, screen } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { gridCell as cell } from "../test/grid-cell.ts";
import { renderPlay } from "./testing.tsx";

const label = (row: number, col: number) => cell(row, col).getAttribute("aria-label");

/** Presses keys on a cell: each digit of `digits` as its key on the main row, one after another. */
function typeKeys(row: number, col: number, digits: string) {
  for (const d of digits) fireEvent.keyDown(cell(row, col), { key: d, code: `Digit${d}` });
}

// Fillomino's play of given numbers on a 6 x 6 grid: numbers up to 36, pencil marks up to 31.
const fillomino = givenNumbersPlay<Puzzle>({ max: (p) => p.width * p.height });
interface Puzzle {
  width: number;
  height: number;
  givens: number[];
  rooms?: number[];
}
const grid: Puzzle = { width: 6, height: 6, givens: [33, ...new Array<number>(35).fill(-1)] };

describe("a board whose numbers are typed digit by digit (Fillomino)", () => {
  it("joins digits typed one after another into a number, up to the maximum, written in decimal", () => {
    const { attempt } = renderPlay(fillomino, grid);
    expect(label(1, 1)).toBe("Row 1, column 1, 33, given");
    fireEvent.click(cell(1, 2));
    typeKeys(1, 2, "12");
    expect(label(1, 2)).toBe("Row 1, column 2, 12");
    expect(cell(1, 2).textContent).toBe("12");
    // 3 after 12 would be 123, past 36: it starts a new number.
    typeKeys(1, 2, "3");
    fireEvent.keyDown(cell(1, 2), { key: "6", code: "Numpad6" });
    expect(label(1, 2)).toBe("Row 1, column 2, 36");
    // 36 then 7: 367 passes, so 7; a 0 joins (7 then 0 is 70, past 36: nothing, the 7 stays).
    typeKeys(1, 2, "70");
    expect(label(1, 2)).toBe("Row 1, column 2, 7");
    // Another cell, then back: typing starts a new number (pzprjs), replacing the 7.
    fireEvent.keyDown(cell(1, 2), { key: "ArrowRight" });
    typeKeys(1, 3, "20");
    fireEvent.keyDown(cell(1, 3), { key: "ArrowLeft" });
    typeKeys(1, 2, "31");
    expect(attempt().v.slice(0, 3)).toEqual([0, 31, 20]);
    // Letters type nothing here (no A for 10); Backspace takes the last digit away, then empties.
    fireEvent.keyDown(cell(1, 2), { key: "a", code: "KeyA" });
    expect(label(1, 2)).toBe("Row 1, column 2, 31");
    fireEvent.keyDown(cell(1, 2), { key: "Backspace" });
    expect(label(1, 2)).toBe("Row 1, column 2, 3");
    fireEvent.keyDown(cell(1, 2), { key: "Backspace" });
    expect(label(1, 2)).toBe("Row 1, column 2, empty");
  });

  it("takes the last digit away with Backspace or the pad's key, the next digit joining what is left", () => {
    const { attempt } = renderPlay(fillomino, grid);
    fireEvent.click(cell(1, 2));
    typeKeys(1, 2, "19");
    fireEvent.keyDown(cell(1, 2), { key: "Backspace" });
    expect(label(1, 2)).toBe("Row 1, column 2, 1");
    // A mistyped 19 mended to 12: Backspace, then 2 joins the 1.
    typeKeys(1, 2, "2");
    expect(label(1, 2)).toBe("Row 1, column 2, 12");
    // The same from the pad, on a cell chosen afresh (a number typed earlier loses its digit too).
    fireEvent.click(cell(1, 3));
    typeKeys(1, 3, "34");
    fireEvent.click(cell(1, 2));
    const backspace = screen.getByRole("button", { name: "Delete the last digit" });
    fireEvent.click(backspace);
    expect(label(1, 2)).toBe("Row 1, column 2, 1");
    fireEvent.click(screen.getByRole("button", { name: "Digit 6" }));
    expect(attempt().v.slice(1, 3)).toEqual([16, 34]);
    // Delete empties the whole number at once; a given stays.
    fireEvent.keyDown(cell(1, 2), { key: "Delete" });
    expect(label(1, 2)).toBe("Row 1, column 2, empty");
    fireEvent.click(cell(1, 1));
    fireEvent.click(backspace);
    expect(label(1, 1)).toBe("Row 1, column 1, 33, given");
  });

  it("draws a number of three or four digits smaller, so it fits its cell", () => {
    renderPlay(fillomino, { ...grid, givens: [123, 4096, ...grid.givens.slice(2)] });
    const digit = (col: number) => cell(1, col).querySelector(".digit")!;
    expect(digit(1).classList.contains("long3")).toBe(true);
    expect(digit(2).classList.contains("long4")).toBe(true);
    expect(label(1, 2)).toBe("Row 1, column 2, 4096, given");
  });

  it("builds pencil marks the same way, up to 31", () => {
    const { attempt } = renderPlay(fillomino, grid);
    fireEvent.click(cell(2, 2));
    fireEvent.keyDown(cell(2, 2), { key: "!", code: "Digit1", shiftKey: true });
    fireEvent.keyDown(cell(2, 2), { key: "@", code: "Digit2", shiftKey: true });
    expect(label(2, 2)).toBe("Row 2, column 2, empty, pencil marks 12");
    // 3 then 2 is 32, past the marks' 31: a new mark 2.
    fireEvent.keyDown(cell(2, 2), { key: " " });
    typeKeys(2, 2, "32");
    expect(label(2, 2)).toBe("Row 2, column 2, empty, pencil marks 2 3 12");
    expect(attempt().n[7]).toBe((1 << 1) | (1 << 2) | (1 << 11));
  });

  it("types 12 with the pad's 1 then 2, and offers the keys 1-9 and 0", () => {
    const { attempt } = renderPlay(fillomino, grid);
    fireEvent.click(cell(3, 3));
    const pad = (name: string) => screen.getByRole("button", { name: `Digit ${name}` });
    fireEvent.click(pad("1"));
    fireEvent.click(pad("2"));
    expect(label(3, 3)).toBe("Row 3, column 3, 12");
    expect(attempt().v[14]).toBe(12);
    expect(screen.queryByRole("button", { name: "Digit 10" })).toBeNull();
    expect(screen.getAllByRole("button", { name: /^Digit / }).map((b) => b.textContent)).toEqual([
      ..."1234567890",
    ]);
  });
});

describe("a board typed digit by digit with an empty mark (Nanro)", () => {
  // Rooms of 12 and 4 cells: numbers up to 12, x (13) for a cell left empty.
  const nanro = givenNumbersPlay<Puzzle>({ max: () => 12, emptyMark: true });
  const rooms: Puzzle = {
    width: 4,
    height: 4,
    givens: new Array<number>(16).fill(-1),
    rooms: [...new Array<number>(12).fill(0), 1, 1, 1, 1],
  };

  it("types 12 as digits, x with its key or its button, and 13 never as a number", () => {
    const { attempt } = renderPlay(nanro, rooms);
    fireEvent.click(cell(1, 1));
    typeKeys(1, 1, "13");
    expect(label(1, 1)).toBe("Row 1, column 1, 3");
    fireEvent.keyDown(cell(1, 1), { key: "x", code: "KeyX" });
    expect(label(1, 1)).toBe("Row 1, column 1, x");
    fireEvent.click(cell(1, 2));
    typeKeys(1, 2, "12");
    fireEvent.click(cell(1, 3));
    fireEvent.click(screen.getByRole("button", { name: "Digit x" }));
    expect(attempt().v.slice(0, 3)).toEqual([13, 12, 13]);
  });
});
