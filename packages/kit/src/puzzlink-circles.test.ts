import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPuzzlinkUrl } from "./puzzlink.js";
import { decodeCircles, encodeCircles } from "./puzzlink-circles.js";

const url = (body: string, cols = 4, rows = 1) =>
  readPuzzlinkUrl(`https://puzz.link/p?yinyang/${cols}/${rows}/${body}`, ["yinyang"]);

describe("puzz.link circles", () => {
  it("read back what they write, three cells a character", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 40 }), (circles) => {
        const body = encodeCircles(circles);
        expect(body).toHaveLength(Math.ceil(circles.length / 3));
        expect(decodeCircles(url(body, circles.length), circles.length, "Yin-Yang")).toEqual(circles);
      }),
    );
  });

  it("leave the rest empty after a short body, and refuse a foreign code or a long one", () => {
    expect(decodeCircles(url("5"), 4, "Yin-Yang")).toEqual([0, 1, 2, 0]);
    expect(encodeCircles([0, 1, 2, 0])).toBe("50");
    expect(() => decodeCircles(url("r"), 4, "Masyu")).toThrow("'r' is not a Masyu code (0-9 a-q)");
    expect(() => decodeCircles(url("000"), 4, "Masyu")).toThrow(
      "the URL goes on after the last of its 4 cells",
    );
  });
});
