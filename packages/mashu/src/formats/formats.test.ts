import { centreLineAnswerFile, describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles, mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Puzzle } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink } from "./index.js";

/** Any grid of cells without a pearl and with white and black ones, up to 12x12. */
const anyGrid = gridPuzzles<Puzzle>({
  list: "pearls",
  cell: mostly(0, 4, fc.constantFrom(1, 2)),
  maxSide: 12,
});

describe("mashu formats", () => {
  describeFormatsContract({ puzzles: anyGrid, formats, pzprFileOfUrl, answerFile: centreLineAnswerFile });

  it("read pzprjs's codes under every name, with a flags segment and a body that ends early", () => {
    const p = parsePuzzlink("https://puzz.link/p?masyu/v:/4/1/5");
    expect(p).toEqual({ width: 4, height: 1, pearls: [0, 1, 2, 0] });
    expect(parsePuzzlink("pearl/4/1/5")).toEqual(p);
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?mashu/4/1/50");
    expect(readPzprv3Board("pzprv3\nmashu\n1\n3\n1 . 2 \n-1 1 \n").lines).toEqual([0, 1]);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?mashu/3/1/r")).toThrow("'r' is not a Masyu code");
    expect(() => parsePuzzlink("https://puzz.link/p?mashu/3/1/00")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nmashu\n1\n2\n- 1 \n")).toThrow(/'-'.*not a Masyu pearl/);
  });
});
