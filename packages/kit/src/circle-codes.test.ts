import { describe, expect, it } from "vitest";
import { BLACK_CIRCLE, NO_CIRCLE, WHITE_CIRCLE } from "./circle-codes.js";
import { readPuzzlinkUrl } from "./puzzlink.js";
import { decodeCircles, encodeCircles } from "./puzzlink-circles.js";

describe("circle codes", () => {
  it("are the codes pzprjs's circle list reads and writes: base-3 digits 0 none, 1 white, 2 black", () => {
    // `5` is 0*9 + 1*3 + 2: none, white, black; `i` (18) is 2*9: black, none, none.
    const url = readPuzzlinkUrl("https://puzz.link/p?mashu/3/2/5i", ["mashu"]);
    const cells = [NO_CIRCLE, WHITE_CIRCLE, BLACK_CIRCLE, BLACK_CIRCLE, NO_CIRCLE, NO_CIRCLE];
    expect(decodeCircles(url, 6, "Masyu")).toEqual(cells);
    expect(encodeCircles(cells)).toBe("5i");
  });
});
