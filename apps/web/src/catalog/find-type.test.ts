import manifest from "virtual:gridsmith/manifest";
import { puzzleTypes } from "@gridsmith/catalog";
import { detectPuzzleType, type Format, type TypeDetection } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { candidateTypes, findType } from "./find-type.ts";
import type { FormatInfo } from "./manifest.ts";

/** What detection over every installed type makes of `text`, as the CLI detects it: kind and type ids. */
function overAll(text: string): string {
  return outcome(detectPuzzleType(puzzleTypes, text));
}

function outcome(found: TypeDetection): string {
  if (found.kind === "found") return `found ${found.type.id}`;
  if (found.kind === "none") return "none";
  return `${found.kind} ${found.claims.map((c) => c.type.id).join(" ")}`;
}

const candidates = (text: string) => candidateTypes(manifest, text).map((t) => t.id);
const genres = [...new Set(manifest.flatMap((t) => t.formats.flatMap((f: FormatInfo) => f.genres ?? [])))];

describe("findType and its candidates", () => {
  it("finds what detection over every type finds, for every example written in each of its formats", async () => {
    for (const type of puzzleTypes) {
      for (const example of type.examples) {
        for (const format of type.formats as Format<unknown>[]) {
          let text: string;
          try {
            text = format.serialize ? format.serialize(type.formats[0]!.parse(example.text)) : example.text;
          } catch {
            text = example.text;
          }
          expect(outcome(await findType(manifest, text)), `${type.id} ${format.id}`).toBe(overAll(text));
        }
      }
    }
  });

  it("finds what detection over every type finds, for links of any genre and other texts", async () => {
    const genre = fc.oneof(fc.constantFrom(...genres), fc.stringMatching(/^[a-z]{1,8}$/));
    const links = fc
      .tuple(
        fc.constantFrom("https://puzz.link/p?", "http://pzv.jp/p.html?", "", "https://example.com/p?"),
        genre,
        fc.constantFrom("", "_edit", "_play"),
        fc.nat({ max: 30 }),
        fc.nat({ max: 30 }),
        fc.string({ maxLength: 20 }),
      )
      .map(([host, g, suffix, w, h, body]) => `${host}${g}${suffix}/${w}/${h}/${body}`);
    const files = fc
      .tuple(genre, fc.nat({ max: 9 }), fc.nat({ max: 9 }), fc.string({ maxLength: 40 }))
      .map(([g, r, c, body]) => `pzprv3\n${g}\n${r}\n${c}\n${body}`);
    await fc.assert(
      fc.asyncProperty(fc.oneof(links, links, files, fc.string({ maxLength: 60 })), async (text) => {
        expect(outcome(await findType(manifest, text))).toBe(overAll(text));
      }),
      { numRuns: 300 },
    );
    expect(candidates("https://puzz.link/p?akari/3/3/.a.")).toEqual(["lightup"]);
    expect(candidates("https://puzz.link/p?chess/3/3/")).toEqual([]);
    expect(candidates("1.2.\n....\n")).toHaveLength(manifest.length);
    expect(candidates("pzprv3\nsudoku\n4\n")).toHaveLength(manifest.length);
  });
});

describe("findType", () => {
  it("detects as the CLI does, over the packages it loads", async () => {
    expect(await findType(manifest, "https://puzz.link/p?sudoku/4/4/g1k23k3g")).toMatchObject({
      kind: "found",
      type: { id: "sudoku" },
    });
    expect(await findType(manifest, "https://puzz.link/p?chess/3/3/")).toEqual({ kind: "none" });
    const grid = await findType(manifest, "1.2.\n....\n..3.\n....\n");
    expect(grid.kind).toBe("ambiguous");
    // A type added later whose grid format reads a 4x4 grid (the generator's skeleton does) joins after them.
    if (grid.kind === "ambiguous")
      expect(grid.claims.map((c) => c.type.id).slice(0, 4)).toEqual([
        "sudoku",
        "slitherlink",
        "nurikabe",
        "fillomino",
      ]);
  });
});
