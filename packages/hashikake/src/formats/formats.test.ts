import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { cellNumbersPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { lineCount } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink } from "./index.js";

describe("hashikake formats", () => {
  describeFormatsContract({
    puzzles: cellNumbersPuzzles,
    formats,
    pzprFileOfUrl,
    answerFile: { title: "read and write a file's bridges, single and double", length: lineCount, max: 2 },
  });

  it("reads every name puzz.link gives the genre, islands without numbers and runs of water", () => {
    for (const name of ["hashi", "hashikake", "bridges"])
      expect(parsePuzzlink(`https://puzz.link/p?${name}/3/2/.g-10h1`).numbers).toEqual([
        -2, -1, 16, -1, -1, 1,
      ]);
    expect(serializePuzzlink(parsePuzzlink("https://puzz.link/p?bridges/2/1/12"))).toBe(
      "https://puzz.link/p?hashi/2/1/12",
    );
    const { puzzle, lines } = readPzprv3Board("pzprv3\nhashikake\n1\n3\n2 . - \n2 -1 \n");
    expect(puzzle.numbers).toEqual([2, -1, -2]);
    expect(lines).toEqual([2, 0]);
  });

  it("reads a file under every name pzpr opens it under, and writes pzprjs's own (hashikake)", () => {
    // pzpr opens a file headed `hashi` or `bridges` as hashikake; this refused them once.
    const file = "pzprv3\nhashikake\n1\n3\n2 . - \n2 -1 \n";
    for (const name of ["hashi", "bridges"])
      expect(readPzprv3Board(file.replace("hashikake", name))).toEqual(readPzprv3Board(file));
    expect(formats.writePzprv3({ width: 1, height: 1, numbers: [-1] }).split("\n")[1]).toBe("hashikake");
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?hashi/2/2/g!")).toThrow("'!' is not a number code");
    expect(() => readPzprv3Board("pzprv3\nhashikake\n1\n2\n1 1 \n3 \n")).toThrow(/'3'.*not 0, 1, 2 or -1/);
  });
});
