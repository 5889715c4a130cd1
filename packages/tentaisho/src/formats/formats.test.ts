import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Puzzle, starCount } from "../puzzle.js";
import * as formats from "./index.js";
import {
  parsePuzzlink,
  readPzprv3Board,
  serializePuzzlink,
  solutionText,
  textFormat,
  writePzprv3,
} from "./index.js";

/** Any grid from 2x2 to 10x10 with dots anywhere, sparse or dense. */
const anyPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({
    width: fc.integer({ min: 2, max: 10 }),
    height: fc.integer({ min: 2, max: 10 }),
    dense: fc.integer({ min: 1, max: 30 }),
  })
  .chain(({ width, height, dense }) => {
    const n = starCount({ width, height });
    const star = fc.oneof({ weight: dense, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: 2 }));
    return fc.array(star, { minLength: n, maxLength: n }).map((stars) => ({ width, height, stars }));
  });

describe("tentaisho formats", () => {
  describeFormatsContract({ puzzles: anyPuzzle, formats, pzprFileOfUrl });

  it("read pzprjs's code: a dot and the empty places after it in one character, runs of empty places", () => {
    // 2x2: `4` a white dot and 2 empty places after it, `h` 2 more; pzprjs writes `e` (a white dot and 7
    // empty places) and `g` (1 more).
    const p = parsePuzzlink("https://puzz.link/p?tentaisho/2/2/4h");
    expect(p.stars).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(textFormat.serialize!(p)).toBe("o..\n...\n...\n");
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?tentaisho/2/2/eg");
  });

  it("write an answer's galaxies as letters, and read a pzprv3 answer's borders back", () => {
    const p = textFormat.parse("o.o\n...\n...\n");
    const borders = [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0];
    expect(solutionText(p, borders)).toBe("ab\nab\n");
    expect(readPzprv3Board(writePzprv3(p, borders)).borders).toEqual(borders);
  });

  it("read Janko's Galaxien 019, a public 36x20 giant past the old 30x30 limit, and write its link back", () => {
    // Solved `unique` by the CLI in about 1 s (tooling/bench/RESULTS.md, issue #33): a read test only.
    const link =
      "https://puzz.link/p?tentaisho/36/20/" +
      "nem8eucemeheua6ezjezzzx42ez848eekeielezpevek6es2ezpezzzwezkenek4eha8ekezhezmeiezleqet4ezpeie6emetere" +
      "peleleueoezoezzmexezl6ejeiezkezzpa6c6eoeiemegevezzzzg4enaemezqerezzgezpen6eejep6eneneeo80ezzzrezqera" +
      "ezkezzrega6elezzm6egetehej88ejeg4ezzsejaezzzkezvezh6ezsegc4eg6ewezzkc6ezpcejejepceeh2eejena6eqe";
    const p = parsePuzzlink(link);
    expect([p.width, p.height]).toEqual([36, 20]);
    expect(p.stars.filter((s) => s !== 0).length).toBeGreaterThan(100);
    expect(serializePuzzlink(p)).toBe(link);
  });
});
