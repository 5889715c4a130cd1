import { describe, expect, it } from "vitest";
import { nonogram } from "../nonogram-type.js";
import { formats } from "./index.js";
import { parsePuzzlink } from "./puzzlink.js";
import { pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";

// npm pzpr has no nonogram yet, so no checker of puzz.link's judges these files: pzprjs's own test of the
// genre (robx/pzprjs test/script/nonogram.js, MIT) does. Its link, and the file of the answer its checker
// accepts (its test writes `/` for the line breaks).
const PZPRJS_URL = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h";
const PZPRJS_ANSWER =
  "pzprv3/nonogram/6/6/. . . . 1 . 1 . . /. . . 2 1 . 1 2 . /. . . 1 1 1 1 1 . /. 2 1 # # . # . . /. 1 1 # . . . # . /. 1 2 . # . # # . /. . . . . . . . . /. 1 1 # . . . # . /. . 3 . # # # . . /".replaceAll(
    "/",
    "\n",
  );

describe("pzprv3 format", () => {
  it("writes pzprjs's answer file for its test puzzle, from our solver's answer", () => {
    const p = parsePuzzlink(PZPRJS_URL);
    const result = nonogram.solve(p);
    expect(result.status).toBe("unique");
    expect(writePzprv3(p, result.solutions[0])).toBe(PZPRJS_ANSWER);
    expect(readPzprv3Board(PZPRJS_ANSWER)).toEqual({ puzzle: p, picture: result.solutions[0] });
    expect(formats.find((f) => f.detect(PZPRJS_ANSWER))).toBe(pzprv3Format);
  });

  it("reads the player's done marks and dots as no data, and says where a clue is wrong", () => {
    const file = "pzprv3\nnonogram\n1\n2\n. c1 . \nc2 # + \n";
    expect(readPzprv3Board(file)).toEqual({ puzzle: { rows: [[2]], columns: [[1], []] }, picture: ["#."] });
    expect(() => readPzprv3Board("pzprv3\nnonogram\n1\n2\n. 0 . \n1 . . \n")).toThrow(
      /line 5.*'0' at row 1, column 2/,
    );
    expect(() => readPzprv3Board("pzprv3\nnonogram\n1\n2\n. 2 . \n1 . . \n")).toThrow(
      /column 1: clue 2 needs 2/,
    );
  });

  it("refuses a colour puzzle: puzz.link's nonogram is black and white", () => {
    const colour = nonogram.generate!({ width: 5, height: 5, colours: 2 }, 1);
    expect(() => writePzprv3(colour)).toThrow(/pzprv3 format holds black-and-white puzzles only/);
  });
});
