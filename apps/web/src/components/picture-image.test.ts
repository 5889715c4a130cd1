import { describe, expect, it } from "vitest";
import { gridSizeFor, MAX_FILE_BYTES, readPixels, refusal } from "./picture-image.ts";

describe("picture files", () => {
  it("refuses an empty file, a file too big to decode, and a file of another type, with the reason", () => {
    expect(refusal(new Blob([]))).toBe("the file is empty");
    // A Blob's size is all refusal reads: a stand-in avoids allocating 50 MB.
    const huge = { size: MAX_FILE_BYTES + 1, type: "image/png" } as Blob;
    expect(refusal(huge)).toBe("the file is 50 MB; pictures of up to 50 MB can be opened");
    expect(refusal(new Blob(["1 2\n"], { type: "text/plain" }))).toBe(
      "this is not a picture (the file is text/plain); open a PNG or JPEG",
    );
    expect(refusal(new Blob(["x"], { type: "image/png" }))).toBeNull();
    // Dropped files sometimes come without a type: the browser's decoder decides.
    expect(refusal(new Blob(["x"]))).toBeNull();
  });

  it("rejects a refused file before decoding it", async () => {
    await expect(readPixels(new Blob(["not a picture"], { type: "text/plain" }))).rejects.toThrow(
      /^this is not a picture/,
    );
  });

  it("keeps the picture's shape in the grid, and one cell a pixel for a small picture", () => {
    expect(gridSizeFor(400, 200, 20, 5, 50)).toEqual({ cols: 20, rows: 10 });
    expect(gridSizeFor(200, 400, 20, 5, 50)).toEqual({ rows: 20, cols: 10 });
    expect(gridSizeFor(7, 6, 20, 5, 50)).toEqual({ cols: 7, rows: 6 });
    // A long thin picture: the short side does not go below the smallest grid.
    expect(gridSizeFor(1000, 10, 20, 5, 50)).toEqual({ cols: 20, rows: 5 });
  });
});
