import { ParseError } from "@gridsmith/kit";
import { describeRoomGivensFormats } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { UNKNOWN_GIVEN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board } from "./index.js";

describe("nanro formats", () => {
  describeRoomGivensFormats("nanro", "Nanro", formats, pzprFileOfUrl);

  it("read a pzprv3 answer's numbers, with marks of no number and corner notes left out", () => {
    const board = readPzprv3Board("pzprv3\nnanro\n1\n3\n2\n0 0 1 \n1 - . \n. + 1[1,,,] \n");
    expect(board).toEqual({
      puzzle: { width: 3, height: 1, rooms: [0, 0, 1], givens: [1, UNKNOWN_GIVEN, -1] },
      numbers: [0, 0, 1],
    });
  });

  it("say where a link's or a file's mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?nanro/2/2/o0X")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\nnanro\n1\n2\n1\nx 0 \n. . \n. . \n")).toThrow(/'x' at row 1/);
    expect(() => readPzprv3Board("pzprv3\nnanro\n1\n2\n1\n0 0 \n. x \n. . \n")).toThrow(
      /'x' at row 1, column 2/,
    );
  });
});
