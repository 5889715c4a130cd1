import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Format } from "../types.js";
import { checkFormatRoundTripDetected } from "./format-detect-checks.js";

const digits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 1, maxLength: 8 });
const digitsFormat: Format<number[]> = {
  id: "digits",
  name: "Digits",
  extensions: [],
  parse: (text) => [...text].map(Number),
  serialize: (p) => p.join(""),
  detect: (text) => /^\d+$/.test(text),
};
const other = (detect: (text: string) => boolean) => ({ id: "other", detect });

describe("checkFormatRoundTripDetected", () => {
  it("passes a format that reads back and detects what it writes, which the others do not detect", () => {
    expect(() => checkFormatRoundTripDetected(digitsFormat, digits)).not.toThrow();
    expect(() =>
      checkFormatRoundTripDetected(digitsFormat, digits, {
        notDetectedBy: [other((t) => t.startsWith("#"))],
      }),
    ).not.toThrow();
  });

  it("fails a format that loses something, one that does not detect its text, and one that does not write", () => {
    expect(() =>
      checkFormatRoundTripDetected({ ...digitsFormat, serialize: (p) => `${p.join("")}0` }, digits),
    ).toThrow("digits round trip");
    expect(() => checkFormatRoundTripDetected({ ...digitsFormat, detect: () => false }, digits)).toThrow(
      "the digits format does not detect what it writes",
    );
    expect(() => checkFormatRoundTripDetected({ ...digitsFormat, serialize: undefined }, digits)).toThrow(
      "the digits format does not write",
    );
  });

  it("fails when another format detects what it writes", () => {
    expect(() =>
      checkFormatRoundTripDetected(digitsFormat, digits, { notDetectedBy: [other((t) => t.includes("7"))] }),
    ).toThrow("the other format detects what digits writes");
  });
});
