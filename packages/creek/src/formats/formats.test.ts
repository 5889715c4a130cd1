import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { pointCluePuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { NONE, type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat } from "./index.js";

/** Any grid up to 12x12 of points without a clue (mostly, in long runs too), with clues and hidden ones. */
const anyPuzzle = pointCluePuzzles<Puzzle>({ maxSide: 12, noneWeight: 8 });

describe("creek formats", () => {
  describeFormatsContract({
    puzzles: anyPuzzle,
    formats,
    undetected: [textFormat],
    pzprFileOfUrl,
    answerFile: { title: "read and write a file's shaded cells", length: (p) => p.width * p.height },
  });

  it("read pzprjs's codes: a clue with one or two empty points after it, runs, hidden clues, old links", () => {
    // 2 x 1 cells, six points: 3, none, 2, none, none, hidden.
    const p = { width: 2, height: 1, clues: [3, NONE, 2, NONE, NONE, UNKNOWN] };
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?creek/2/1/8c./");
    expect(parsePuzzlink("https://puzz.link/p?creek/2/1/8c./")).toEqual(p);
    expect(parsePuzzlink("https://puzz.link/p?creek/2/1/3g2h.")).toEqual(p);
    expect(parsePuzzlink("https://puzz.link/p?creek/2/1/c")).toEqual({
      ...p,
      clues: [2, NONE, NONE, NONE, NONE, NONE],
    });
    // An old link (flag d): one character a point.
    expect(parsePuzzlink("https://puzz.link/p?creek/d/2/1/3.2").clues).toEqual([
      3,
      NONE,
      2,
      NONE,
      NONE,
      NONE,
    ]);
    expect(textFormat.parse("3.2\n..?\n")).toEqual(p);
    expect(textFormat.detect("3.2\n..?\n")).toBe(false);
    expect(textFormat.detect("3.2\n..?\n", "a.creek")).toBe(true);
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?creek/2/1/f")).toThrow("'f' is not a Creek code");
    expect(() => parsePuzzlink("https://puzz.link/p?creek/2/1/0000000")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\ncreek\n1\n1\n. 5 \n. . \n")).toThrow(/'5'.*not a clue/);
    expect(() => readPzprv3Board("pzprv3\ncreek\n1\n1\n. . \n. . \nx \n")).toThrow(/'x'.*of the answer/);
    expect(() => textFormat.parse("1.\n.5\n")).toThrow("line 2, column 2: '5' is not a clue");
    expect(() => textFormat.parse("1.\n.\n")).toThrow("line 2: line has 1 points; expected 2");
  });
});
