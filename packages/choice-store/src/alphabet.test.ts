import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Alphabet, maskBitOf, maskWord, maskWordOf } from "./alphabet.js";

describe("Alphabet", () => {
  it("is the fixed A-Z alphabet when every character is an uppercase Latin letter", () => {
    const alphabet = Alphabet.of(["ZEBRA", "QUIZ"]);
    expect(alphabet.isUppercaseLatin).toBe(true);
    expect(alphabet.size).toBe(26);
    expect(alphabet.maskWords).toBe(1);
    expect(alphabet.indexOf("A")).toBe(0);
    expect(alphabet.indexOf("Z")).toBe(25);
    expect(alphabet.indexOf("a")).toBe(-1);
    expect(alphabet.indexOf("AB")).toBe(-1);
    expect(alphabet.maskOf("CAB")).toEqual([0b111]);
  });

  it("otherwise lists the distinct code points in code-point order", () => {
    const alphabet = Alphabet.of(["bé", "a😀", "B"]);
    expect(alphabet.isUppercaseLatin).toBe(false);
    expect(alphabet.letters).toEqual(["B", "a", "b", "é", "😀"]);
    expect(alphabet.indexOf("😀")).toBe(4);
    expect(alphabet.indexOf("c")).toBe(-1);
    expect(Alphabet.of([]).maskWords).toBe(1);
  });

  it("puts letter 31 in the second mask word", () => {
    expect(maskWordOf(30)).toBe(0);
    expect(maskBitOf(30)).toBe(2 ** 30);
    expect(maskWordOf(31)).toBe(1);
    expect(maskBitOf(31)).toBe(1);
    expect(maskWord(5, 0)).toBe(5);
    expect(maskWord(5, 1)).toBe(0);
    expect(maskWord([1, 2], 1)).toBe(2);
    expect(maskWord([1, 2], 2)).toBe(0);
  });

  it("round-trips any set of its characters through a mask", () => {
    const chars = Array.from({ length: 70 }, (_, i) => String.fromCodePoint(0x1f600 + i));
    const alphabet = Alphabet.of([chars.join("")]);
    expect(alphabet.maskWords).toBe(3);
    fc.assert(
      fc.property(fc.subarray(chars), (subset) => {
        const mask = alphabet.maskOf(subset);
        expect(mask.every((word) => word >= 0)).toBe(true);
        expect(alphabet.charsOf(mask)).toEqual(subset);
      }),
      { numRuns: 100 },
    );
  });
});
