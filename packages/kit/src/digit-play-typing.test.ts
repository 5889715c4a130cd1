import { describe, expect, it } from "vitest";
import {
  candidateMasks,
  type DigitGrid,
  dropLastDigit,
  givenNumbersPlay,
  isTypedNumber,
  MARK_LIMIT,
  readDigitAttempt,
  type TypedNumbers,
  typeDigit,
} from "./digit-play.js";

/**
 * What a cell holds after `keys` are typed into it one after another, each digit joining the number the
 * previous one typed (as a board does while the cell stays chosen); null for nothing.
 */
function typed(input: TypedNumbers, keys: string): number | null {
  let held: number | null = null;
  for (const key of keys) held = typeDigit(input, held, Number(key)) ?? held;
  return held;
}

describe("typing numbers digit by digit", () => {
  const upTo40: TypedNumbers = { min: 1, max: 40 };

  it("joins digits while the number stays in range, as pzprjs types them", () => {
    expect(typed(upTo40, "12")).toBe(12);
    expect(typed(upTo40, "40")).toBe(40);
    expect(typed(upTo40, "4")).toBe(4);
    // 5 then 2: 52 passes 40, so 2 starts a new number.
    expect(typed(upTo40, "52")).toBe(2);
    // 1, 2, 3: 123 passes 40, so 3 starts anew; then 31.
    expect(typed(upTo40, "123")).toBe(3);
    expect(typed(upTo40, "1231")).toBe(31);
    // 4 then 1: 41 passes 40.
    expect(typed(upTo40, "41")).toBe(1);
  });

  it("types nothing for a 0 alone or a key out of range, and never passes the maximum", () => {
    expect(typeDigit(upTo40, null, 0)).toBeNull();
    expect(typeDigit(upTo40, 4, 0)).toBe(40);
    expect(typeDigit(upTo40, 5, 0)).toBeNull();
    expect(typeDigit(upTo40, null, 10)).toBeNull();
    expect(typeDigit(upTo40, null, -1)).toBeNull();
    expect(typeDigit({ min: 1, max: 5 }, null, 7)).toBeNull();
    expect(typeDigit({ min: 1, max: 5 }, 1, 2)).toBe(2);
    for (let held = 1; held <= 40; held++)
      for (let d = 0; d <= 9; d++) {
        const n = typeDigit(upTo40, held, d);
        expect(n === null || (n >= 1 && n <= 40)).toBe(true);
      }
  });

  it("leaves a value with a symbol of its own (Nanro's x) to its key", () => {
    // Rooms of up to 12 cells: 13 is the x of an empty cell.
    const nanro: TypedNumbers = {
      min: 1,
      max: 13,
      symbols: [...Array.from({ length: 12 }, (_, k) => String(k + 1)), "x"],
    };
    expect(isTypedNumber(nanro, 12)).toBe(true);
    expect(isTypedNumber(nanro, 13)).toBe(false);
    expect(typed(nanro, "13")).toBe(3);
    expect(typed(nanro, "12")).toBe(12);
  });
});

describe("Backspace on a typed number", () => {
  it("drops the last digit of a number of two digits or more, and empties one of one digit", () => {
    const upTo400: TypedNumbers = { min: 1, max: 400 };
    expect(dropLastDigit(upTo400, 123)).toBe(12);
    expect(dropLastDigit(upTo400, 12)).toBe(1);
    expect(dropLastDigit(upTo400, 7)).toBeNull();
    // 10 loses its 0 and is 1; typing again joins from there, as pzprjs's Backspace leaves it.
    expect(dropLastDigit(upTo400, 10)).toBe(1);
    expect(typeDigit(upTo400, dropLastDigit(upTo400, 123), 9)).toBe(129);
  });

  it("empties what is not a typed number, and never leaves one out of range", () => {
    // Nanro's x (13 with rooms of 12) is a symbol, not the digits 1 and 3.
    const nanro: TypedNumbers = {
      min: 1,
      max: 13,
      symbols: [...Array.from({ length: 12 }, (_, k) => String(k + 1)), "x"],
    };
    expect(dropLastDigit(nanro, 13)).toBeNull();
    expect(dropLastDigit(nanro, 12)).toBe(1);
    // Numbers from 2 up (a range not starting at 1): 21 would leave 2, 15 would leave 1, out of range.
    const from2: TypedNumbers = { min: 2, max: 30 };
    expect(dropLastDigit(from2, 21)).toBe(2);
    expect(dropLastDigit(from2, 15)).toBeNull();
    expect(dropLastDigit(from2, 31)).toBeNull();
  });
});

describe("given numbers past 31 (Fillomino's)", () => {
  // A 6 x 6 grid of numbers up to 36, one given 36 in the corner.
  const puzzle = { width: 6, height: 6, givens: [36, ...new Array<number>(35).fill(-1)] };
  const play = givenNumbersPlay<typeof puzzle>({ max: (p) => p.width * p.height });
  const grid: DigitGrid = { cols: 6, cells: [36, ...new Array<number>(35).fill(0)], max: 36 };

  it("describes a board typed digit by digit, givens in decimal, marks up to 31", () => {
    const board = play.board(puzzle);
    expect(board.cells[0]).toEqual({ text: "36" });
    expect(board.input.cells).toEqual({
      kind: "digit",
      min: 1,
      max: 36,
      marks: true,
      multiDigit: true,
      markMax: 31,
    });
    const small = givenNumbersPlay<typeof puzzle>({ max: () => 9 }).board(puzzle);
    expect(small.input.cells).not.toHaveProperty("markMax");
  });

  it("writes any number up to the maximum, and pencil marks 1 to 31 only", () => {
    let a = play.newAttempt(puzzle);
    a = play.applyStep(puzzle, a, { kind: "value", cell: 1, value: 36 });
    expect(play.view(puzzle, a).values?.[1]).toBe(36);
    expect(play.applyStep(puzzle, a, { kind: "value", cell: 2, value: 37 })).toBe(a);
    const marked = [31, 32, 36, 1].reduce(
      (next, digit) => play.applyStep(puzzle, next, { kind: "mark", cell: 2, digit }),
      a,
    );
    expect(play.view(puzzle, marked).marks?.[2]).toEqual([1, 31]);
    expect(marked.n[2]).toBe(2 ** 30 + 1);
    // A saved attempt keeps its numbers past 31; marks past the 31st bit mean another puzzle.
    expect(readDigitAttempt(grid, marked)).toEqual(marked);
    expect(
      readDigitAttempt(grid, { v: marked.v, n: [0, 0, 2 ** 31, ...new Array<number>(33).fill(0)] }),
    ).toBeNull();
    expect(MARK_LIMIT).toBe(31);
  });

  it("names a wrong number in decimal", () => {
    const a = play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "value", cell: 1, value: 12 });
    const solution = new Array<number>(36).fill(36);
    expect(play.mistakes(puzzle, a, solution).map((m) => m.message)).toEqual(["r1c2 is not 12"]);
  });

  it("fills candidates up to 31, leaving out numbers the units hold", () => {
    const row: DigitGrid = { cols: 3, cells: [33, 0, 5], max: 40, units: [[0, 1, 2]] };
    const masks = candidateMasks(row, { v: [0, 0, 0], n: [0, 0, 0] });
    expect(masks[1]).toBe((2 ** 31 - 1) & ~(1 << 4));
  });
});
