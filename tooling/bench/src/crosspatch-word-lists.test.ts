import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crosspatch, readKkck, writeKkck } from "@gridsmith/crosspatch";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  crosswordWord,
  listEntries,
  loadWordLists,
  type WordListSource,
  wordListPath,
  wordListSources,
  wordsByLengthOf,
} from "./crosspatch-word-lists.ts";
import { hardKinds, hardLayouts } from "./suites/crosspatch-hard-sets.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("crosswordWord", () => {
  it("drops accents and spells ligatures out, as French and Dutch crosswords write them", () => {
    expect(crosswordWord("été")).toBe("ETE");
    expect(crosswordWord("cœur")).toBe("COEUR");
    expect(crosswordWord("garçon")).toBe("GARCON");
    expect(crosswordWord("één")).toBe("EEN");
    expect(crosswordWord("cæcum")).toBe("CAECUM");
  });

  it("keeps the letters it is told to keep (Danish Æ, Ø, Å; Spanish Ñ) and folds the rest", () => {
    expect(crosswordWord("blåbær", "ÆØÅ")).toBe("BLÅBÆR");
    expect(crosswordWord("blåbær")).toBe("BLABAER");
    expect(crosswordWord("søvn", "ÆØÅ")).toBe("SØVN");
    expect(crosswordWord("idé", "ÆØÅ")).toBe("IDE");
    expect(crosswordWord("niño", "Ñ")).toBe("NIÑO");
  });

  it("refuses what is not one plain lowercase word", () => {
    for (const entry of ["Paris", "mots-clés", "l'eau", "a cappella", "a.m.", "3d", "", "naïve!", "日本"])
      expect(crosswordWord(entry), entry).toBeNull();
  });

  it("with no letters to keep (ENABLE, UKACD), takes plain a-z words only, as the sets before it did", () => {
    expect(crosswordWord("cafe", null)).toBe("CAFE");
    expect(crosswordWord("café", null)).toBeNull();
  });

  it("gives capitals A-Z (and the kept letters) or null, and a plain word as it is, for any entry", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 14 }),
        fc.constantFrom("", "ÆØÅ", "Ñ"),
        (entry, keep) => {
          const w = crosswordWord(entry, keep);
          if (w === null) return;
          for (const ch of w) expect(/[A-Z]/.test(ch) || keep.includes(ch), `${entry} -> ${w}`).toBe(true);
          expect([...w].length).toBeGreaterThanOrEqual([...entry].length);
        },
      ),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (word) => {
        expect(crosswordWord(word)).toBe(word.toUpperCase());
        expect(crosswordWord(word, null)).toBe(word.toUpperCase());
      }),
    );
  });
});

describe("listEntries", () => {
  it("reads a Hunspell .dic's stems: after the count line, up to the flags or the data", () => {
    const dic = "4\nhus/12,3\nbil\nløbe/5\tpo:verb\nand\\/or/2\n";
    expect(listEntries(dic, "hunspell")).toEqual(["hus", "bil", "løbe", "and/or", ""]);
  });

  it("reads a JSON array of strings, and says so when the file is not one", () => {
    expect(listEntries('["a","mots",3,"été"]', "json")).toEqual(["a", "mots", "été"]);
    expect(() => listEntries('{"a":1}', "json")).toThrow(/not a JSON array/);
  });

  it("reads one word a line, CRLF or LF", () => {
    expect(listEntries("cat\r\ndog \nemu", "lines")).toEqual(["cat", "dog", "emu"]);
  });
});

describe("wordsByLengthOf", () => {
  it("keeps words of 3-12 letters once each, in the list's order, after folding", () => {
    const text = JSON.stringify(["côte", "cote", "an", "mots", "abcdefghijklm", "été", "Été", "côté"]);
    const byLength = wordsByLengthOf(text, "json");
    expect(byLength.get(4)).toEqual(["COTE", "MOTS"]);
    expect(byLength.get(3)).toEqual(["ETE"]);
    expect(byLength.has(2)).toBe(false);
    expect(byLength.has(13)).toBe(false);
  });

  it("counts a kept letter as one letter", () => {
    expect(wordsByLengthOf("2\nbær/1\nø/2\n", "hunspell", "ÆØÅ").get(3)).toEqual(["BÆR"]);
  });
});

describe("wordListPath", () => {
  it("skips a list whose package is not installed, with a message", () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const source: WordListSource = {
      name: "NONE",
      from: { npm: "no-such-word-list-package", file: "index.dic" },
      format: "hunspell",
      keep: "",
      licence: "none",
    };
    expect(wordListPath(source)).toBeNull();
    expect(log.mock.calls.flat().join(" ")).toMatch(/NONE list's package no-such-word-list-package/);
  });

  it("skips a shared list that is not in the shared folder, with a message", () => {
    const empty = mkdtempSync(join(tmpdir(), "word-lists-"));
    try {
      vi.stubEnv("GRIDSMITH_SHARED_DATA", empty);
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      expect(loadWordLists(["ENABLE", "UKACD"]).size).toBe(0);
      expect(log.mock.calls.flat().join(" ")).toMatch(/enable1\.txt is not here/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

// The npm lists are tooling/bench's devDependencies, so they are here wherever the workspace is installed.
describe("the npm lists", () => {
  const lists = loadWordLists(wordListSources.filter((s) => "npm" in s.from).map((s) => s.name));

  it("are all installed and give words of every length 3-12 in their letters", () => {
    expect([...lists.keys()].sort()).toEqual(["DANISH", "DUTCH", "FRENCH", "SPANISH"]);
    for (const [name, byLength] of lists) {
      const letters = new Set<string>();
      for (let L = 3; L <= 12; L++) {
        const words = byLength.get(L) ?? [];
        expect(words.length, `${name} ${L}`).toBeGreaterThan(300);
        for (const w of words) for (const ch of w) letters.add(ch);
      }
      // Written out here, not read from the sources: a list that lost (or folded) its own letters fails.
      const kept = ({ DANISH: "ÆØÅ", SPANISH: "Ñ" } as Record<string, string>)[name] ?? "";
      expect([...letters].sort().join(""), name).toMatch(new RegExp(`^[A-Z${kept}]+$`));
      for (const ch of kept) expect(letters.has(ch), `${name} ${ch}`).toBe(true);
    }
  });

  it("lay out small fills of every kind that crosspatch reads back and fills (Danish letters included)", () => {
    const danish = lists.get("DANISH")!;
    for (const seed of [1, 2]) {
      const layouts = hardLayouts(danish, 24, seed);
      expect(Object.keys(layouts).sort()).toEqual([...hardKinds].sort());
      for (const [kind, p] of Object.entries(layouts)) {
        const back = readKkck(writeKkck(p)).puzzle;
        expect(back, kind).toEqual(p);
        const r = crosspatch.solve(back, { limit: 1 });
        expect(r.solutionCount, `${kind} seed ${seed}`).toBe(1);
      }
    }
  });
});
