import { detectFormat, type Format, ParseError } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { puzzleFromPicture } from "../bw/clues.js";
import type { Nonogram } from "../types.js";
import {
  formats,
  parseNin,
  parseNon,
  parsePbm,
  parseTatham,
  parseTournamentSet,
  parseTournamentSolutions,
  parseXmlPuzzle,
  toPbmBytes,
  toPbmText,
} from "./index.js";
import { bytesToLatin1 } from "./pbm.js";

const picture = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }))
  .chain(([w, h]) =>
    fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
  );

const cluesOnly = (p: Nonogram) => ({ rows: p.rows, columns: p.columns });

/** The format reads `text` or refuses it with a ParseError, nothing else. */
function expectReadOrParseError(format: Format<Nonogram>, text: string): void {
  try {
    format.parse(text);
  } catch (e) {
    expect(e, `${format.id} on ${JSON.stringify(text)}`).toBeInstanceOf(ParseError);
  }
}

describe("formats", () => {
  it("round-trip every puzzle through every writable format", () => {
    fc.assert(
      fc.property(picture, (cells) => {
        const p = puzzleFromPicture(cells);
        for (const f of formats) {
          const text = f.serialize!(p);
          const back = f.parse(text);
          expect(cluesOnly(back), f.id).toEqual(cluesOnly(p));
          expect(f.detect(text), f.id).toBe(true);
          expect(detectFormat(formats, text).id, f.id).toBe(f.id);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("keep title, author, copyright, licence and goal in .non, XML and JSON", () => {
    const p: Nonogram = {
      ...puzzleFromPicture(["#.#", ".#.", "##."]),
      title: 'Tiny "test" & more',
      author: "A. Person",
      copyright: "© 2024 A. Person",
      license: "CC-BY-3.0",
      catalogue: "test #1",
    };
    for (const id of ["non", "xml", "json"]) {
      const f = formats.find((x) => x.id === id)!;
      expect(f.parse(f.serialize!(p)), id).toEqual(p);
    }
  });

  it("throw nothing but ParseError on garbage", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: "binary" }),
          fc.constantFrom("P4\n3 3\n", "5 5\n1\n", "<puzzle>", "width 3\nheight 2\nrows\n1\n"),
        ),
        (text) => {
          for (const f of formats) expectReadOrParseError(f, text);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("throw nothing but ParseError on damaged valid files", () => {
    fc.assert(
      fc.property(picture, fc.nat(), fc.string({ maxLength: 3 }), (cells, at, junk) => {
        const p = puzzleFromPicture(cells);
        for (const f of formats) {
          const text = f.serialize!(p);
          const i = at % (text.length + 1);
          expectReadOrParseError(f, text.slice(0, i) + junk + text.slice(i + 1));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe(".nin", () => {
  const text = `15 7\n1\n1\n1\n1\n1\n1\n3 4 9\n${"0\n".repeat(15)}`;
  it("names the line and the clue that does not fit", () => {
    expect(() => parseNin(text)).toThrow("line 8: row 7: clue 3 4 9 needs 18 cells but the row has 15");
  });
  it("points at a bad number and at missing or extra lines", () => {
    expect(() => parseNin("2 2\n1\n1 x\n1\n1\n")).toThrow(
      "line 3, column 3: row 2: 'x' is not a whole number",
    );
    expect(() => parseNin("2 2\n1\n1\n1\n")).toThrow("but the file ends after 3");
    expect(() => parseNin("2 2\n1\n1\n1\n1\n1\n")).toThrow("line 6: expected 2 row clue lines");
    expect(() => parseNin("2 2\n0 1\n1\n1\n1\n")).toThrow("line 2, column 1: row 1: 0 may only stand alone");
  });
  it("reads 0 and blank lines as empty clues", () => {
    expect(parseNin("2 2\n0\n2\n\n2\n")).toEqual({ rows: [[], [2]], columns: [[], [2]] });
  });
});

describe(".non", () => {
  it("reads metadata, blank-line clues and the goal, and ignores unknown lines", () => {
    const p = parseNon(
      'catalogue "x"\ntitle "T &amp; U"\nby "Me"\nlicense CC-BY-3.0\nwhatever 12\nwidth 3\nheight 2\n\nrows\n1,1\n\ncolumns\n1\n0\n1\ngoal "101000"\n',
    );
    expect(p).toEqual({
      catalogue: "x",
      title: "T & U",
      author: "Me",
      license: "CC-BY-3.0",
      rows: [[1, 1], []],
      columns: [[1], [], [1]],
      goal: ["#.#", "..."],
    });
  });
  it("reads colour letters as a colour puzzle and refuses clues that do not fit, with the line", () => {
    expect(parseNon("width 3\nheight 1\nrows\n1a,1b\ncolumns\n1a\n0\n1b\n")).toMatchObject({
      rows: [[1, 1]],
      rowColours: [[1, 2]],
      columnColours: [[1], [], [2]],
    });
    expect(() => parseNon("width 2\nheight 1\nrows\n2,1\ncolumns\n1\n1\n")).toThrow(
      "line 4: row 1: clue 2 1 needs 4 cells but the row has 2",
    );
    expect(() => parseNon("rows\n1\n")).toThrow("'rows' must come after both 'width' and 'height'");
  });
});

describe("webpbn XML", () => {
  const xml = `<?xml version="1.0"?>
<!DOCTYPE pbn SYSTEM "https://webpbn.com/pbn-0.3.dtd">
<puzzleset>
<puzzle type="grid" defaultcolor="black">
<source>https://webpbn.com/</source>
<id>#1</id>
<title>Demo &amp; test</title>
<author>Jan Wolter</author>
<copyright>&copy; Copyright 2004 by Jan Wolter</copyright>
<color name="white" char=".">fff</color>
<color name="black" char="X">000</color>
<clues type="columns">
<line><count>2</count></line>
<line></line>
<line><count>1</count><count>1</count></line>
</clues>
<clues type="rows">
<line><count>1</count><count>1</count></line>
<line><count>1</count></line>
<line><count>1</count></line>
</clues>
<solution type="goal"><image>
|X.X|
|X..|
|..X|
</image></solution>
</puzzle>
</puzzleset>`;
  it("reads clues, metadata and the goal", () => {
    expect(parseXmlPuzzle(xml)).toEqual({
      rows: [[1, 1], [1], [1]],
      columns: [[2], [], [1, 1]],
      title: "Demo & test",
      author: "Jan Wolter",
      copyright: "© Copyright 2004 by Jan Wolter",
      catalogue: "#1",
      goal: ["#.#", "#..", "..#"],
    });
  });
  it("refuses blocks of an undefined colour and broken XML with a place", () => {
    expect(() => parseXmlPuzzle(xml.replace("<count>2</count>", '<count color="red">2</count>'))).toThrow(
      "line 13, column 7: column 1: 'red' is a colour the file does not define",
    );
    const broken = xml.replace("</clues>", "</clue>");
    expect(() => parseXmlPuzzle(broken)).toThrow(ParseError);
    try {
      parseXmlPuzzle(broken);
    } catch (e) {
      expect((e as ParseError).line).toBe(16);
    }
  });
});

describe("Tatham game id", () => {
  it("reads columns first, then rows, and empty clues", () => {
    expect(parseTatham("3x2:1//1/1.1/")).toEqual({ rows: [[1, 1], []], columns: [[1], [], [1]] });
    expect(parseTatham("2:2/2/2/2")).toEqual({ rows: [[2], [2]], columns: [[2], [2]] });
  });
  it("names the clue that does not fit and counts the clues", () => {
    expect(() => parseTatham("2x2:3/1/1/1")).toThrow("column 1: clue 3 needs 3 cells but the column has 2");
    expect(() => parseTatham("2x2:1/1/1")).toThrow("expected 2 column clues and 2 row clues");
  });
});

describe("PBM", () => {
  it("reads P1 with comments and P4, and writes both", () => {
    const p1 = "P1\n# a comment\n3 2\n1 0 1\n011\n";
    expect(parsePbm(p1).rows).toEqual(["#.#", ".##"]);
    const bytes = toPbmBytes([["#.#", ".##"]]);
    expect([...bytes]).toEqual([...Buffer.from("P4\n3 2\n"), 0b10100000, 0b01100000, 10]);
    expect(parsePbm(bytesToLatin1(bytes)).rows).toEqual(["#.#", ".##"]);
    expect(parsePbm(toPbmText(["#.#", ".##"])).rows).toEqual(["#.#", ".##"]);
  });
  it("writes no solutions as a single newline, several back to back", () => {
    expect([...toPbmBytes([])]).toEqual([10]);
    expect(toPbmBytes([["#"], ["."]]).length).toBe(2 * (7 + 1) + 1);
  });
  it("says so when a raw image was decoded as UTF-8", () => {
    expect(() => parsePbm("P4\n8 1\n\uFFFD")).toThrow("read the file as bytes");
  });
});

describe("tournament sets", () => {
  it("read the columns first", () => {
    const set = parseTournamentSet("$1\n2\n0\n1\n1\n$2\n1\n1\n1\n1\n", 2).map((x) => x.puzzle);
    expect(set).toEqual([
      { columns: [[2], []], rows: [[1], [1]], title: "$1" },
      { columns: [[1], [1]], rows: [[1], [1]], title: "$2" },
    ]);
    expect(parseTournamentSolutions("$1\n1\t0\n0\t1\n", 2).get(1)).toEqual(["#.", ".#"]);
  });
});
