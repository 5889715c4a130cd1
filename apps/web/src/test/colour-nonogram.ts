import type { NonogramPuzzle } from "../boards/nonogram/model.ts";

/**
 * A 3x3 colour puzzle for the tests, whose picture is
 * `rr.` / `.gg` / `r.g` (r red, g green, `.` the white background).
 */
export const colourPuzzle: NonogramPuzzle = {
  palette: [
    { name: "white", rgb: "#ffffff", code: "." },
    { name: "red", rgb: "#d62828", code: "r" },
    { name: "green", rgb: "#2a9d3f", code: "g" },
    { name: "cream", rgb: "#fff1d0", code: "c" },
  ],
  rows: [[2], [2], [1, 1]],
  rowColours: [[1], [2], [1, 2]],
  columns: [[1, 1], [1, 1], [2]],
  columnColours: [[1, 1], [1, 2], [2]],
};

export const colourPicture = ["rr.", ".gg", "r.g"];
