import { createRequire } from "node:module";
import { type Format, mayReadLink, parsePuzzle } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { findPuzzleType, puzzleTypeIds, puzzleTypes } from "./index.js";

// pzpr's table of genres: each one's id, the name its links are written with, and its aliases (Kanpen's
// names, old names: `numberlink` is numlin, `bijutsukan` lightup, `slitherlink` slither).
interface Variety {
  pid: string;
  urlid?: string;
  kanpenid?: string;
  alias?: Record<string, string>;
}
const varieties = Object.values(
  (createRequire(import.meta.url)("pzpr") as { variety: { info: Record<string, Variety> } }).variety.info,
);
/** Every name pzpr opens a genre under, its id first. */
const namesOf = (v: Variety): string[] =>
  [...new Set([v.pid, v.urlid, v.kanpenid, ...Object.values(v.alias ?? {})])].filter(
    (name): name is string => typeof name === "string" && name !== "",
  );

describe("catalog", () => {
  it("lists each puzzle type once, by a URL-safe id", () => {
    const ids = puzzleTypeIds();
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it("finds a type by id and nothing for an unknown id", () => {
    for (const type of puzzleTypes) expect(findPuzzleType(type.id)).toBe(type);
    expect(findPuzzleType("no-such-puzzle")).toBeUndefined();
  });

  it("gives every type at least one format and one example that parses and validates", () => {
    for (const type of puzzleTypes) {
      expect(type.formats.length).toBeGreaterThan(0);
      expect(type.examples.length).toBeGreaterThan(0);
      for (const example of type.examples) {
        // Each example in a format the type detects (a colour nonogram is not in nonogram's default, .nin).
        const puzzle = parsePuzzle(type, example.text);
        expect(type.validate(puzzle)).toEqual([]);
      }
    }
  });
});

describe("catalog/lazy", () => {
  it("loads the same types as the eager list, in the same order, and nothing for an unknown id", async () => {
    const { lazyPuzzleTypeIds, loadPuzzleType } = await import("./lazy.js");
    expect(lazyPuzzleTypeIds()).toEqual(puzzleTypeIds());
    for (const type of puzzleTypes) expect(await loadPuzzleType(type.id)).toBe(type);
    expect(await loadPuzzleType("no-such-puzzle")).toBeUndefined();
    expect(await loadPuzzleType("constructor")).toBeUndefined();
  });

  it("knows the types that may read a link of each genre as their formats say, without loading them", async () => {
    const { linkReaderIds } = await import("./lazy.js");
    const named = puzzleTypes.flatMap((t) => (t.formats as Format<unknown>[]).flatMap((f) => f.genres ?? []));
    // A genre no type names: a type with a `puzzlink` format that names none would read it too.
    for (const genre of [...new Set(named), "no-such-genre"]) {
      const readers = puzzleTypes.filter((t) =>
        (t.formats as Format<unknown>[]).some((f) => mayReadLink(f, genre)),
      );
      expect(linkReaderIds(genre), genre).toEqual(readers.map((t) => t.id));
    }
    expect(linkReaderIds("sudoku")).toEqual(["sudoku"]);
    expect(linkReaderIds("akari")).toEqual(["lightup"]);
  });

  it("reads a genre it reads under one of puzz.link's names under all of them (npm pzpr's own table)", async () => {
    const { linkReaderIds } = await import("./lazy.js");
    let read = 0;
    for (const v of varieties) {
      const names = namesOf(v);
      const readers = names.map((name) => linkReaderIds(name).join(","));
      if (readers.every((r) => r === "")) continue;
      read++;
      for (const [i, name] of names.entries()) expect(readers[i], `${v.pid} as ${name}`).toBe(readers[0]);
    }
    // Every link-reading type but nonogram (pzpr 0.10 has none) is one of pzpr's genres.
    expect(read).toBeGreaterThanOrEqual(32);
  });

  it("writes links and files under the names pzpr writes, and reads both under every name pzpr opens", () => {
    // A link written under another of pzpr's names opens, but it is not the link puzz.link gives the puzzle
    // (Light Up's links were once written `lightup` where pzprjs writes `akari`); a file under one of them
    // (a Hashikake file headed `hashi`) opens in pzpr, so a reader must take it too.
    let checked = 0;
    for (const type of puzzleTypes)
      for (const format of type.formats as Format<unknown>[]) {
        const written = format.genres?.[0];
        const v = varieties.find((x) => written !== undefined && namesOf(x).includes(written));
        // nonogram's formats: pzpr 0.10 has no nonogram.
        if (v === undefined || (format.id !== "puzzlink" && format.id !== "pzprv3")) continue;
        checked++;
        expect(written, `${type.id} ${format.id}`).toBe(
          format.id === "puzzlink" ? (v.urlid ?? v.pid) : v.pid,
        );
        expect(format.genres, `${type.id} ${format.id}`).toEqual(expect.arrayContaining(namesOf(v)));
      }
    // A link format and a file format for each of the 32 link-reading types pzpr knows.
    expect(checked).toBeGreaterThanOrEqual(64);
  });
});
