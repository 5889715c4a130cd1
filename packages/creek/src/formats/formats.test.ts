import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { pointCluePuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { fromJson } from "../from-json.js";
import { limits, NONE, type Puzzle, UNKNOWN } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat, writePzprv3 } from "./index.js";

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

  it("read and write a 45x30 Creek past the old 40x40 limit as pzpr does, and refuse a side past 50", () => {
    // The size of puzzlekit-dataset's public 45x30 Creeks (issue #33), which are held out for the benchmark
    // (tooling/bench/data/puzzlink-links.txt): every kind of point, runs of bare points among them.
    const clues = Array.from(
      { length: 46 * 31 },
      (_, i) => [NONE, 0, NONE, 1, 2, NONE, NONE, 3, 4, UNKNOWN][(i * 7) % 10]!,
    );
    const p: Puzzle = { width: 45, height: 30, clues };
    const link = serializePuzzlink(p);
    expect(parsePuzzlink(link)).toEqual(p);
    expect([p.width, p.height, limits.maxSide]).toEqual([45, 30, 50]);
    // pzpr reads the link's points as the writer meant them: its file's rows of points are ours.
    const rows = (file: string) => file.split("\n").slice(4, 4 + 31);
    expect(rows(pzprFileOfUrl(link))).toEqual(rows(writePzprv3(p)));
    for (const format of formats.formats)
      if (format.serialize) expect(format.parse(format.serialize(p))).toEqual(p);
    // The widest answer file at the largest side: 50x50 cells, a clue on every point, all shaded.
    const square: Puzzle = { width: 50, height: 50, clues: Array(51 * 51).fill(4) };
    const shaded = Array(50 * 50).fill(1);
    const file = writePzprv3(square, shaded);
    expect(file.length).toBeLessThanOrEqual(limits.maxTextLength);
    expect(readPzprv3Board(file)).toEqual({ puzzle: square, shaded });
    expect(() => parsePuzzlink(link.replace("/45/30/", "/51/30/"))).toThrow("a grid is at most 50x50 cells");
    expect(() => fromJson({ width: 51, height: 1, clues: Array(52 * 2).fill(NONE) })).toThrow(
      "width: 51 is out of range: expected 1 to 50",
    );
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
