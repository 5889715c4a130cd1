import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { mostly } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerLength, type Puzzle } from "../puzzle.js";
import * as formats from "./index.js";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink } from "./index.js";

/** Any grid of clues (numbers to 300, `?` ones, every arrow) and plain cells, up to 12x12. */
const anyGrid: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
  .chain(({ width, height }) =>
    fc
      .array(
        mostly(
          [-1, 0] as const,
          4,
          fc.tuple(
            fc.integer({ min: -2, max: 300 }).filter((n) => n !== -1),
            fc.integer({ min: 0, max: 4 }),
          ),
        ),
        { minLength: width * height, maxLength: width * height },
      )
      .map((cells) => ({
        width,
        height,
        numbers: cells.map(([n]) => n),
        arrows: cells.map(([, a]) => a),
      })),
  );

describe("yajirin formats", () => {
  describeFormatsContract({
    puzzles: anyGrid,
    formats,
    pzprFileOfUrl,
    answerFile: {
      title: "read and write a file's lines and shaded cells, any of them",
      length: answerLength,
    },
  });

  it("read pzprjs's codes under both names, with long numbers, runs and a body that ends early", () => {
    const p = parsePuzzlink("https://puzz.link/p?yajirin/b/6/1/3.a8ff-4123");
    expect(p).toEqual({
      width: 6,
      height: 1,
      numbers: [-2, -1, 255, 291, -1, -1],
      arrows: [3, 0, 3, 4, 0, 0],
    });
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?yajilin/6/1/3.a8ff-4123b");
  });

  it("read a body that ends on an arrow digit as pzprjs does: a clue with that arrow and no number", () => {
    // A public link ends so ("...zk3"); pzprjs makes the last cell a left arrow whose number is NaN.
    const link = "https://puzz.link/p?yajilin/3/1/b3";
    expect(pzprFileOfUrl(link).split("\n")[4]).toBe(". . 3,NaN ");
    expect(parsePuzzlink(link)).toEqual({ width: 3, height: 1, numbers: [-1, -1, -2], arrows: [0, 0, 3] });
    expect(serializePuzzlink(parsePuzzlink(link))).toBe("https://puzz.link/p?yajilin/3/1/b3./");
  });

  it("say where a mistake is", () => {
    expect(() => parsePuzzlink("https://puzz.link/p?yajilin/3/1/!")).toThrow("'!' is not a Yajilin code");
    expect(() => parsePuzzlink("https://puzz.link/p?yajilin/3/1/3g")).toThrow(
      "expected 1 hex digit after '3'",
    );
    expect(() => parsePuzzlink("https://puzz.link/p?yajilin/3/1/c10")).toThrow("goes on after");
    expect(() => readPzprv3Board("pzprv3\nyajirin\n1\n2\n5,1 . \n")).toThrow(/'5,1'.*not a Yajilin clue/);
  });
});
