import { parseErrorOf } from "@gridsmith/kit/testing/properties";
import { describe, expect, it } from "vitest";
import { nonogram } from "../nonogram-type.js";
import { parsePuzzlink, puzzlinkText } from "./puzzlink.js";

const parseError = (text: string) => parseErrorOf(() => parsePuzzlink(text));

// Round trips of every size are in formats.test.ts, which runs every format over random pictures.
describe("puzz.link nonogram", () => {
  // pzprjs's own test of the genre (test/script/nonogram.js, MIT): its link, and the picture its checker
  // accepts, written out here as rows.
  it("reads pzprjs's test puzzle, and our solver finds pzprjs's picture", () => {
    const url = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";
    const p = parsePuzzlink(url);
    expect(p).toEqual({
      columns: [[2, 1], [1, 1, 1], [1], [1, 1, 1], [2, 1], []],
      rows: [[2, 1], [1, 1], [1, 2], [], [1, 1], [3]],
    });
    const result = nonogram.solve(p);
    expect(result.status).toBe("unique");
    expect(result.solutions[0]).toEqual(["##.#..", "#...#.", ".#.##.", "......", "#...#.", ".###.."]);
    expect(puzzlinkText(p)).toBe(url);
  });

  it("says what is wrong and where", () => {
    expect(parseError("https://puzz.link/p?nonogram/6/6/.2g1111h11112j12g11g21j11g3h").reason).toBe(
      "column 1 has an unknown ('.') in its clue; block lengths are 1 or more",
    );
    expect(parseError("https://puzz.link/p?nonogram/2/2/3i").reason).toMatch(/column 1/);
  });

  it("writes black and white only", () => {
    const colour = {
      rows: [[1]],
      columns: [[1]],
      palette: [
        { name: "white", rgb: "#ffffff", code: "." },
        { name: "red", rgb: "#ff0000", code: "r" },
        { name: "blue", rgb: "#0000ff", code: "b" },
      ],
      rowColours: [[1]],
      columnColours: [[1]],
    };
    expect(() => puzzlinkText(colour)).toThrow(/black-and-white puzzles only/);
  });
});
