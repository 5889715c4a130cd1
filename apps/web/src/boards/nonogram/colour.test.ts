// @vitest-environment node
import { describe, expect, it } from "vitest";
import { colourPicture, colourPuzzle } from "../../test/colour-nonogram.ts";
import { colourRunsOf, luminance, textColourOn } from "./colour.ts";
import { colourKey } from "./keys.ts";
import {
  applyStep,
  columnSatisfied,
  isComplete,
  newAttempt,
  restore,
  rowSatisfied,
  toSolution,
  withSolution,
} from "./model.ts";

const palette = colourPuzzle.palette!;

describe("colour nonogram model", () => {
  it("picks black text on light colours and white on dark ones", () => {
    expect(luminance("#ffffff")).toBeCloseTo(1);
    expect(luminance("#000000")).toBe(0);
    expect(textColourOn("#fff1d0")).toBe("#000000");
    expect(textColourOn("#f4d03f")).toBe("#000000");
    expect(textColourOn("#6e2c00")).toBe("#ffffff");
    expect(textColourOn("#1e8449")).toBe("#ffffff");
  });

  it("reads the blocks of a line of codes; different colours may touch", () => {
    expect(colourRunsOf("rrg.?r", palette)).toEqual([
      { length: 2, colour: 1 },
      { length: 1, colour: 2 },
      { length: 1, colour: 1 },
    ]);
  });

  it("strikes out a line only when its lengths and colours match, and is complete with the picture", () => {
    const attempt = [...colourPicture];
    expect(rowSatisfied(colourPuzzle, attempt, 2)).toBe(true);
    expect(columnSatisfied(colourPuzzle, attempt, 1)).toBe(true);
    expect(isComplete(colourPuzzle, attempt)).toBe(true);
    const wrong = ["rr.", ".gg", "g.g"];
    expect(rowSatisfied(colourPuzzle, wrong, 2)).toBe(false);
    expect(isComplete(colourPuzzle, wrong)).toBe(false);
    expect(isComplete(colourPuzzle, newAttempt(colourPuzzle))).toBe(false);
  });

  it("keeps codes in the attempt, the background as '.', and restores only its own codes", () => {
    expect(toSolution(colourPuzzle, ["r?.", "???", "???"])).toEqual(["r?.", "???", "???"]);
    expect(withSolution(colourPuzzle, colourPicture)).toEqual(["rr?", "?gg", "r?g"]);
    expect(restore(colourPuzzle, ["rg.", "???", "c??"])).toEqual(["rg.", "???", "c??"]);
    expect(restore(colourPuzzle, ["#x?", "???", "???"])).toBeNull();
  });

  it("applies a colour step's deductions", () => {
    const step = {
      technique: "line",
      message: "",
      cells: [],
      deductions: [
        { row: 0, col: 0, filled: true, colour: "r" },
        { row: 0, col: 2, filled: false, colour: "." },
      ],
    };
    expect(applyStep(colourPuzzle, newAttempt(colourPuzzle), step)[0]).toBe("r?.");
  });

  it("maps keys to colours: codes, digits 1-9, 0 for the background", () => {
    expect(colourKey(palette, "g")).toBe("g");
    expect(colourKey(palette, "2")).toBe("g");
    expect(colourKey(palette, "0")).toBe(".");
    expect(colourKey(palette, "9")).toBeNull();
    expect(colourKey(palette, "x")).toBeNull();
    expect(colourKey(palette, "ArrowUp")).toBeNull();
  });
});
