import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeNumber16,
  encodeEmptyRuns,
  encodeNumber16,
  looksLikePuzzlink,
  MAX_NUMBER16,
  number16,
  number16Length,
  puzzlinkUrl,
  readPuzzlinkUrl,
} from "./puzzlink.js";
import { parseErrorOf as parseError } from "./testing/puzzle-type-checks.js";

describe("readPuzzlinkUrl", () => {
  it.each([
    "https://puzz.link/p?sudoku/4/4/g1k23k3g",
    "http://pzv.jp/p.html?sudoku/4/4/g1k23k3g",
    "https://pzprxs.vercel.app/p?sudoku/4/4/g1k23k3g",
    "https://pzplus.tck.mn/p?sudoku/4/4/g1k23k3g",
    "http://indi.s58.xrea.com/pzpr/v3/p.html?sudoku/4/4/g1k23k3g",
    "https://puzz.link/p?sudoku/4/4/g1k23k3g&lang=en",
    "https://puzz.link/p?sudoku/4/4/g1k23k3g#top",
    "https://puzz.link/p?sudoku/4/4/g1k23k3g/&lang=en#x",
    "puzz.link/p?sudoku/4/4/g1k23k3g",
    "sudoku/4/4/g1k23k3g",
    "https://puzz.link/p?sudoku_edit/4/4/g1k23k3g",
    "https://puzz.link/p?v:sudoku/4/4/g1k23k3g",
    "https://puzz.link/p?sudoku//4/4/g1k23k3g",
    "  https://puzz.link/p?sudoku/4/4/g1k23k3g/\n",
  ])("reads %j, a host and form pzprjs reads", (text) => {
    const url = readPuzzlinkUrl(text, ["sudoku"]);
    expect([url.genre, url.cols, url.rows, url.body]).toEqual(["sudoku", 4, 4, "g1k23k3g"]);
    expect(text.slice(url.bodyOffset, url.bodyOffset + 8)).toBe("g1k23k3g");
  });

  it("reads a genre's flags before the sides", () => {
    expect(readPuzzlinkUrl("https://puzz.link/p?kakuro/d/5/5/ab", ["kakuro"]).flags).toBe("d");
  });

  it("says what is wrong and at which column of the URL", () => {
    const other = parseError(() => readPuzzlinkUrl("https://puzz.link/p?nurikabe/5/5/x", ["sudoku"]));
    expect(other.message).toBe("line 1, column 21: the URL is for 'nurikabe'; this reads 'sudoku'");
    const size = parseError(() => readPuzzlinkUrl("https://puzz.link/p?sudoku/9/x9/abc", ["sudoku"]));
    expect(size.column).toBe(30);
    expect(size.reason).toMatch(/number of rows here, not 'x9'/);
    expect(parseError(() => readPuzzlinkUrl("hello", ["sudoku"])).reason).toMatch(/not a puzz.link URL/);
    expect(parseError(() => readPuzzlinkUrl("sudoku/9", ["sudoku"])).reason).toMatch(/ends early/);
    // A query or fragment after the puzzle is not part of it: the URL ends before it.
    const early = parseError(() => readPuzzlinkUrl("sudoku/9&lang=en", ["sudoku"]));
    expect([early.column, early.reason]).toEqual([9, expect.stringMatching(/ends early/)]);
  });
});

describe("looksLikePuzzlink", () => {
  it("knows its genres and the known hosts, and nothing else", () => {
    expect(looksLikePuzzlink("https://puzz.link/p?sudoku/9/9/g", ["sudoku"])).toBe(true);
    expect(looksLikePuzzlink("sudoku/9/9/g", ["sudoku"])).toBe(true);
    expect(looksLikePuzzlink("https://pzplus.tck.mn/p?sudoku/9/9/g&lang=en", ["sudoku"])).toBe(true);
    expect(looksLikePuzzlink("https://puzz.link/p?kakuro/9/9/g", ["sudoku"])).toBe(false);
    expect(looksLikePuzzlink("https://example.com/p?sudoku/9/9/g", ["sudoku"])).toBe(false);
    expect(looksLikePuzzlink("1..2\n..", ["sudoku"])).toBe(false);
  });
});

describe("number16", () => {
  it("writes up to MAX_NUMBER16 (`%fcf`) and refuses the number past it", () => {
    expect(number16(MAX_NUMBER16)).toBe("%fcf");
    expect(() => number16(MAX_NUMBER16 + 1)).toThrow(RangeError);
  });

  it("reads back what it writes, runs of empty cells included", () => {
    const value = fc.oneof(fc.constant(-1), fc.constant(-2), fc.integer({ min: 0, max: 12239 }));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 120 }), (values) => {
        const body = encodeNumber16(values);
        const url = readPuzzlinkUrl(puzzlinkUrl("sudoku", 9, 9, body), ["sudoku"]);
        expect(decodeNumber16(url, values.length, "cell")).toEqual(values);
      }),
    );
  });

  it("writes runs of empty cells as pzprjs does (at most 20 a letter)", () => {
    expect(encodeNumber16([-1, 1, ...new Array(21).fill(-1), 25])).toBe("g1zg-19");
  });

  it("writes runs of empty cells from another first letter, each run at most up to z", () => {
    const code = (v: number) => String(v);
    const isEmpty = (v: number) => v === 0;
    expect(encodeEmptyRuns([0, 1, ...new Array(17).fill(0), 2], isEmpty, code, 20)).toBe("k1zk2");
    expect(encodeEmptyRuns([0, 0, 3], isEmpty, code)).toBe("h3");
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 })),
        fc.integer({ min: 10, max: 35 }),
        (values, first) => {
          // Every run letter stands for 1 to 36 - first empty cells, and the letters' counts add up.
          const out = encodeEmptyRuns(values, isEmpty, code, first);
          const empties = [...out].reduce(
            (n, ch) => n + (/[a-z]/.test(ch) ? parseInt(ch, 36) - first + 1 : 0),
            0,
          );
          expect(empties).toBe(values.filter(isEmpty).length);
          expect(out.replace(/[a-z]/g, "")).toBe(values.filter((v) => !isEmpty(v)).join(""));
        },
      ),
    );
  });

  it("finds where a list of values ends and the next list starts", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(-1), fc.constant(-2), fc.integer({ min: 0, max: 12239 })), {
          minLength: 1,
          maxLength: 60,
        }),
        fc.string({ maxLength: 8 }),
        (values, next) => {
          const body = encodeNumber16(values);
          expect(number16Length(body + next, values.length)).toBe(body.length);
        },
      ),
    );
    expect(number16Length("1h2", 10)).toBe(3);
    expect(number16Length("1X2", 10)).toBe(3);
  });

  it("leaves the cells after a body that ends early empty, as puzz.link opens such a link", () => {
    expect(decodeNumber16(readPuzzlinkUrl("sudoku/2/2/12", ["sudoku"]), 4, "cell")).toEqual([1, 2, -1, -1]);
    expect(decodeNumber16(readPuzzlinkUrl("sudoku/2/2/g.", ["sudoku"]), 4, "cell")).toEqual([-1, -2, -1, -1]);
  });

  it("names an unknown character and a long body by position", () => {
    const at = (text: string, count: number) =>
      parseError(() => decodeNumber16(readPuzzlinkUrl(text, ["sudoku"]), count, "cell"));
    expect(at("sudoku/2/2/1X", 4).column).toBe(13);
    expect(at("sudoku/2/2/12345", 4).reason).toBe("the URL goes on after the last of its 4 cells");
    expect(at("sudoku/2/2/1j", 4).reason).toMatch(/goes past the last one/);
    // A URL claiming 9999 x 9999 cells with a short body: refused before 10^8 cells are made.
    expect(at("sudoku/9999/9999/zz", 9999 * 9999).reason).toBe("the URL is too short for 99980001 cells");
  });
});
