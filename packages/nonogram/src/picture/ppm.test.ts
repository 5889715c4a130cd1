import { ParseError } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { isPpm, parsePpm } from "./ppm.js";

const bytes = (text: string, raster: number[] = []) =>
  Uint8Array.from([...[...text].map((ch) => ch.charCodeAt(0)), ...raster]);

describe("parsePpm", () => {
  it("reads raw (P6) images, scaling a 16-bit maximum value to 0-255, fully opaque", () => {
    const image = parsePpm(bytes("P6 2 1 65535\n", [0xff, 0xff, 0, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff]));
    expect(image.width).toBe(2);
    expect([...image.data]).toEqual([255, 0, 128, 255, 0, 0, 255, 255]);
    expect(isPpm(bytes("# c\nP6 1 1 255\n", [1, 2, 3]))).toBe(true);
    expect(isPpm(bytes("P1 1 1 1"))).toBe(false);
  });

  it("reads plain (P3) images with comments between the fields", () => {
    const image = parsePpm(bytes("P3 # rgb\n1 1\n# max\n15\n15 0 5\n"));
    expect([...image.data]).toEqual([255, 0, 85, 255]);
  });

  it("names what is wrong, with the line and column", () => {
    expect(() => parsePpm(bytes("P5 1 1 255\n"))).toThrow("not a PPM image: expected 'P3' or 'P6', got 'P5'");
    expect(() => parsePpm(bytes("P3\n1 1\n255\n1 2\n"))).toThrow("the image ends at row 1, column 1");
    expect(() => parsePpm(bytes("P3\n1 1\n9\n1 2 10\n"))).toThrow(
      new ParseError("the sample must be between 0 and 9, got 10", 4, 5),
    );
    expect(() => parsePpm(bytes("P6 2 2 255\n", [1, 2, 3]))).toThrow(
      "the raster needs 12 bytes but only 3 follow the header",
    );
  });
});
