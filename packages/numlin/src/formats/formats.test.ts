import { centreLineAnswerFile, describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { cellNumbersPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board } from "./index.js";

describe("numlin formats", () => {
  describeFormatsContract({
    puzzles: cellNumbersPuzzles,
    formats,
    pzprFileOfUrl,
    answerFile: centreLineAnswerFile,
  });

  it("reads hidden numbers, runs of empty cells and numbers past 15", () => {
    expect(parsePuzzlink("https://puzz.link/p?numlin/3/2/.g-10h1").numbers).toEqual([-2, -1, 16, -1, -1, 1]);
    expect(readPzprv3Board("pzprv3\nnumlin\n1\n2\n- 12 \n0 \n").puzzle.numbers).toEqual([-2, 12]);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?numlin/2/2/g!")).toThrow("'!' is not a number code");
    expect(() => parsePuzzlink("https://puzz.link/p?numlin/2/2/12345")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nnumlin\n1\n2\nx . \n")).toThrow(/'x'.*not a number/);
  });
});
