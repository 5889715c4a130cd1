import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { checkAnswerFileRoundTrip } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineCount, type Puzzle } from "../puzzle.js";
import {
  parsePuzzlink,
  puzzlinkFormat,
  pzprv3Format,
  readPzprv3Board,
  serializePuzzlink,
  writePzprv3,
} from "./index.js";

/** Any grid with numbers anywhere (hidden ones too), up to 10x10. */
const anyGrid: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 10 }), height: fc.integer({ min: 1, max: 10 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      numbers: fc.array(
        fc.oneof(
          { weight: 6, arbitrary: fc.constant(-1) },
          { weight: 1, arbitrary: fc.constant(-2) },
          { weight: 3, arbitrary: fc.integer({ min: 0, max: 300 }) },
        ),
        { minLength: width * height, maxLength: width * height },
      ),
    }),
  );

describe("numlin formats", () => {
  describeFormatsContract({
    puzzles: anyGrid,
    formats: [puzzlinkFormat, pzprv3Format],
    writers: { serializePuzzlink, writePzprv3 },
    pzprFileOfUrl,
    leads: ["https://puzz.link/p?numlin/3/3/", "pzprv3\nnumlin\n2\n2\n"],
  });

  it("read and write a file's lines, any of them", () => {
    checkAnswerFileRoundTrip<Puzzle>({
      puzzles: anyGrid,
      length: lineCount,
      write: writePzprv3,
      read: (text) => {
        const { puzzle, lines } = readPzprv3Board(text);
        return { puzzle, answer: lines };
      },
    });
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
