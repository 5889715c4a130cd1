import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Format } from "../types.js";
import { checkBorderAnswerFileRoundTrip, checkFormatRoundTrip } from "./format-checks.js";

const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 });
const format = (serialize: (p: number[]) => string): Format<number[]> => ({
  id: "digits",
  name: "Digits",
  extensions: [],
  parse: (text) => [...text].map(Number),
  serialize,
  detect: () => true,
});

describe("checkFormatRoundTrip", () => {
  it("passes a format that reads back what it writes", () => {
    expect(() =>
      checkFormatRoundTrip(
        format((p) => p.join("")),
        digits,
      ),
    ).not.toThrow();
  });

  it("fails a format that loses something, and one that does not write", () => {
    expect(() =>
      checkFormatRoundTrip(
        format((p) => p.slice(1).join("")),
        digits,
      ),
    ).toThrow();
    expect(() => checkFormatRoundTrip({ ...format(String), serialize: undefined }, digits)).toThrow(
      "the digits format does not write",
    );
  });
});

describe("checkBorderAnswerFileRoundTrip", () => {
  const grids = fc.record({ width: fc.integer({ min: 1, max: 4 }), height: fc.integer({ min: 1, max: 4 }) });
  // A file of the grid's size and every edge's entry, outline and all.
  const write = (p: { width: number; height: number }, borders: number[]) =>
    `${p.width} ${p.height} ${borders.join("")}`;
  const read = (text: string) => {
    const [width, height, borders] = text.split(" ");
    return { puzzle: { width: Number(width), height: Number(height) }, borders: [...borders!].map(Number) };
  };

  it("passes a file that keeps every inner edge's border", () => {
    expect(() => checkBorderAnswerFileRoundTrip({ puzzles: grids, write, read })).not.toThrow();
  });

  it("fails a file that drops the borders", () => {
    const dropped = (p: { width: number; height: number }, borders: number[]) =>
      write(
        p,
        borders.map(() => 0),
      );
    expect(() => checkBorderAnswerFileRoundTrip({ puzzles: grids, write: dropped, read })).toThrow();
  });
});
