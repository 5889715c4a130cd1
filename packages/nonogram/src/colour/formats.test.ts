import { detectFormat, ParseError } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formats, parseJson, parseNon, parseOlsak, parseXmlPuzzle, serializeJson } from "../formats/index.js";
import { colourPuzzleArb } from "./arbitraries.test-helpers.js";
import { flowerExample, mushroomExample } from "./examples.js";
import { type ColourNonogram, nameOfRgb } from "./palette.js";

const colourFormats = ["xml", "json", "non", "g"];
const format = (id: string) => formats.find((f) => f.id === id)!;

/** What `.non` keeps of a colour puzzle: no names (read back from the value) and a white background. */
function asNon(p: ColourNonogram): ColourNonogram {
  const palette = p.palette.map((c, i) =>
    i === 0 ? { name: "white", rgb: "#ffffff", code: "." } : { ...c, name: nameOfRgb(c.rgb) },
  );
  return { ...p, palette };
}

/** What `.g` keeps: the palette and the clues (no metadata, no goal). */
const asOlsak = (p: ColourNonogram) => ({
  rows: p.rows,
  columns: p.columns,
  palette: p.palette,
  rowColours: p.rowColours,
  columnColours: p.columnColours,
});

describe("colour formats", () => {
  it("round-trip random colour puzzles through xml, json, non and g, and are detected", () => {
    fc.assert(
      fc.property(colourPuzzleArb(8, 8, 6), fc.boolean(), (puzzle, withGoal) => {
        const p: ColourNonogram = { ...puzzle, title: "t & <u>" };
        if (!withGoal) delete p.goal;
        for (const id of colourFormats) {
          const f = format(id);
          const text = f.serialize!(p);
          const want = id === "non" ? asNon(p) : id === "g" ? asOlsak(p) : p;
          expect(f.parse(text), id).toEqual(want);
          expect(detectFormat(formats, text).id, id).toBe(id);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("refuse a colour puzzle in a black-and-white-only format, naming it", () => {
    for (const id of ["nin", "tatham", "pbm"]) {
      expect(() => format(id).serialize!(mushroomExample), id).toThrow(`the ${id} (`);
      expect(() => format(id).serialize!(mushroomExample), id).toThrow("holds black-and-white puzzles only");
    }
  });

  it("read the in-memory puzzle as JSON (JSON.stringify of a parsed puzzle)", () => {
    expect(parseJson(JSON.stringify(flowerExample))).toEqual(flowerExample);
    expect(parseJson(serializeJson(flowerExample))).toEqual(flowerExample);
  });

  it("read webpbn XML with chars, 3-digit values, a default colour and the goal in the file's chars", () => {
    const p = parseXmlPuzzle(`<puzzleset><puzzle defaultcolor="black" backgroundcolor="white">
<color name="white" char="-">fff</color><color name="black" char="X">000</color><color name="red" char="r">f00</color>
<clues type="columns"><line><count>1</count></line><line><count color="red">1</count></line></clues>
<clues type="rows"><line><count>1</count><count color="red">1</count></line></clues>
<solution><image>|Xr|</image></solution></puzzle></puzzleset>`);
    expect(p).toEqual({
      rows: [[1, 1]],
      columns: [[1], [1]],
      palette: [
        { name: "white", rgb: "#ffffff", code: "." },
        { name: "black", rgb: "#000000", code: "X" },
        { name: "red", rgb: "#ff0000", code: "r" },
      ],
      rowColours: [[1, 2]],
      columnColours: [[1], [2]],
      goal: ["Xr"],
    });
  });

  it("read Olšák's .g with X11 colour names, a default colour and free text first", () => {
    const p = parseOlsak(
      "a picture\n#d\n  0:   white\n  1:*  black\n  m:%  #0000ff blue sky\n: rows\n1 1m\n:\n1\n1m\n: end\n",
    );
    expect(p).toMatchObject({
      rows: [[1, 1]],
      rowColours: [[1, 2]],
      columnColours: [[1], [2]],
      palette: [
        { name: "white", rgb: "#ffffff", code: "." },
        { name: "black", rgb: "#000000", code: "*" },
        { name: "blue sky", rgb: "#0000ff", code: "%" },
      ],
    });
    expect(parseOlsak(": rows\n1\n0\n: columns\n1\n\n:\n")).toEqual({ rows: [[1], []], columns: [[1], []] });
  });

  it("read .non colours declared or not, and a goal in colour characters", () => {
    const p = parseNon('color a #ff0000\nwidth 2\nheight 1\nrows\n1a,1b\ncolumns\n1a\n1b\ngoal "ab"\n');
    expect(p.palette).toEqual([
      { name: "white", rgb: "#ffffff", code: "." },
      { name: "red", rgb: "#ff0000", code: "a" },
      { name: "black", rgb: "#000000", code: "b" },
    ]);
    expect(p.goal).toEqual(["ab"]);
  });

  it("say where a colour file is wrong", () => {
    const xml = (count: string) =>
      `<puzzleset><puzzle><color name="white">fff</color><color name="black">000</color><color name="red">f00</color>
<clues type="columns"><line>${count}</line></clues><clues type="rows"><line><count color="red">1</count></line></clues></puzzle></puzzleset>`;
    expect(() => parseXmlPuzzle(xml('<count color="pink">1</count>'))).toThrow(
      "line 2, column 29: column 1: 'pink' is a colour the file does not define",
    );
    expect(() => parseXmlPuzzle(xml('<count color="white">1</count>'))).toThrow(
      "'white' is the background colour",
    );
    expect(() => parseXmlPuzzle(xml('<count color="red">2</count>'))).toThrow(
      "column 1: clue 2r needs 2 cells but the column has 1",
    );
    expect(() =>
      parseOlsak("#d\n a:a #ff0000 red\n b:b #0000ff blue\n: rows\n1a 1c\n: columns\n1a\n1b\n"),
    ).toThrow("line 5, column 4: row 1: '1c' has the undeclared colour 'c'");
    expect(() => parseOlsak("#d\n a:a teal-ish\n: rows\n")).toThrow(
      "line 2, column 1: a colour is declared as",
    );
    expect(() => parseNon("width 2\nheight 1\nrows\n1a,1\ncolumns\n1a\n1b\n")).toThrow(
      "line 4: row 1: block 2 has no colour character",
    );
    expect(() => parseNon("width 2\nheight 1\nrows\n1a,2a\ncolumns\n1a\n1a\n")).toThrow(
      "line 4: row 1: clue 1 2 needs 4 cells",
    );
    expect(() => parseNon("width 2\nheight 1\nrows\n1a,2b\ncolumns\n1a\n1b\n")).toThrow(
      "line 4: row 1: clue 1a 2b needs 3 cells",
    );
    expect(() =>
      parseJson(
        '{"palette":[{"name":"w","rgb":"#fff"},{"name":"r","rgb":"#f00"},{"name":"b","rgb":"#00f"}],"rows":[[[1,"q"]]],"columns":[[1]]}',
      ),
    ).toThrow('row 1: block 1\'s colour "q" is not in the palette');
  });

  it("throw nothing but ParseError on damaged colour files", () => {
    fc.assert(
      fc.property(colourPuzzleArb(5, 5, 4), fc.nat(), fc.string({ maxLength: 3 }), (p, at, junk) => {
        for (const id of colourFormats) {
          const text = format(id).serialize!(p);
          const i = at % (text.length + 1);
          const damaged = text.slice(0, i) + junk + text.slice(i + 1);
          try {
            format(id).parse(damaged);
          } catch (e) {
            expect(e, `${id} on ${JSON.stringify(damaged)}`).toBeInstanceOf(ParseError);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
