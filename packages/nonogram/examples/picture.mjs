// A nonogram from a picture (RGBA pixels, as a canvas's getImageData gives), its uniqueness and givens.
import assert from "node:assert/strict";
import { givensForUniqueness, pictureToPuzzle, uniquenessOf } from "@gridsmith/nonogram/picture";

// A 4x4 picture: a red square and a blue corner on white, each pixel 4 bytes (RGBA).
const colours = { w: [255, 255, 255, 255], r: [220, 30, 30, 255], b: [30, 30, 220, 255] };
const rows = ["wwww", "wrrw", "wrrb", "wwbb"];
const data = Uint8Array.from(rows.flatMap((row) => [...row].flatMap((ch) => colours[ch])));
const { grid, palette, puzzle } = pictureToPuzzle(
  { width: 4, height: 4, data },
  { rows: 4, cols: 4, colours: 2 },
);
console.log(palette.map((c) => `${c.code} ${c.name} ${c.rgb}`)); // [". white #ffffff", "r red #dc1e1e", "b blue #1e1edc"]
assert.deepEqual(grid, ["....", ".rr.", ".rrb", "..bb"]);
assert.equal(uniquenessOf(puzzle).status, "unique"); // solved with limit 2, within a node and time budget

// Two dots on a diagonal: the clues fit the other diagonal too, so one cell has to be given.
const dots = pictureToPuzzle(
  {
    width: 2,
    height: 2,
    data: Uint8Array.from([0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255]),
  },
  { rows: 2, cols: 2, colours: 1 },
);
assert.equal(uniquenessOf(dots.puzzle).status, "multiple");
console.log(givensForUniqueness(dots.puzzle, dots.grid)); // { status: "unique", givens: [{ row: 0, col: 0, code: "#" }] }
