// @vitest-environment node
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { drawIcon } from "./icons.ts";

describe("site icons", () => {
  it("are valid PNGs of the asked size with the mark drawn", () => {
    const png = Buffer.from(drawIcon(48, 0.75));
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(48);
    expect(png.readUInt32BE(20)).toBe(48);
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString("ascii")).toBe("IDAT");
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(48 * (1 + 48 * 3));
    const pixel = (x: number, y: number) => [...raw.subarray(y * 145 + 1 + x * 3, y * 145 + 4 + x * 3)];
    expect(pixel(0, 0)).toEqual([0x1f, 0x5f, 0xbf]); // the corner: background
    expect(pixel(24, 24)).toEqual([255, 255, 255]); // the centre square of the X
    expect(pixel(24, 12)).toEqual([0x1f, 0x5f, 0xbf]); // the top middle square: empty
  });
});
