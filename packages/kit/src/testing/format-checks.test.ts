import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Format } from "../types.js";
import { checkFormatRoundTrip } from "./format-checks.js";

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
