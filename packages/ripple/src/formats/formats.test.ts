import { ParseError } from "@gridsmith/kit";
import { describeRoomGivensFormats } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { UNKNOWN_GIVEN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board } from "./index.js";

describe("ripple formats", () => {
  describeRoomGivensFormats("ripple", "Ripple Effect", formats, pzprFileOfUrl);

  it("read a pzprv3 answer's numbers, with the player's corner notes left out", () => {
    const board = readPzprv3Board("pzprv3\nripple\n1\n2\n0 \n1 - \n.[1,,,] 2 \n");
    expect(board).toEqual({
      puzzle: { width: 2, height: 1, rooms: [0, 0], givens: [1, UNKNOWN_GIVEN] },
      numbers: [0, 2],
    });
  });

  it("read the genre under Kanpen's name hakyukoka too, which puzz.link opens as ripple", () => {
    // penpa-edit's TESTING.md links a Ripple Effect as hakyukoka; pzpr reads it as ripple.
    const link = "https://puzz.link/p?ripple/5/5/d6lqqf3ei1g3s2g1i";
    expect(parsePuzzlink(link.replace("ripple", "hakyukoka"))).toEqual(parsePuzzlink(link));
  });

  it("say where a link's or a file's mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?ripple/2/2/o0X")).toThrow(ParseError);
    expect(() => readPzprv3Board("pzprv3\nripple\n1\n2\n2 \n. . \n. . \n")).toThrow(/'2' is not a border/);
    expect(() => readPzprv3Board("pzprv3\nripple\n1\n2\n0 \n. x \n. . \n")).toThrow(/'x' at row 1, column 2/);
  });
});
