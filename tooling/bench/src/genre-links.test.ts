import { describe, expect, it } from "vitest";
import {
  freshLinks,
  genreOfLink,
  heldOutLinks,
  linksInTests,
  publicLinksInTests,
  puzzleKey,
} from "./genre-links.ts";

describe("the genres benchmark's links", () => {
  it("holds out its links: no test uses one of them, on any site or under any name of the genre", () => {
    const held = heldOutLinks();
    expect(held.length).toBeGreaterThan(0);
    const seen = new Set(linksInTests().map(puzzleKey));
    expect(held.filter((link) => seen.has(puzzleKey(link)))).toEqual([]);
    expect(new Set(held.map(puzzleKey)).size).toBe(held.length);
  });

  it("holds out the fresh links too, from the tests and from the held-out file", () => {
    const fresh = freshLinks();
    expect(fresh.length).toBeGreaterThan(0);
    const seen = new Set([...linksInTests(), ...heldOutLinks()].map(puzzleKey));
    expect(fresh.filter((link) => seen.has(puzzleKey(link)))).toEqual([]);
    expect(new Set(fresh.map(puzzleKey)).size).toBe(fresh.length);
  });

  it("knows one puzzle written for puzz.link and pzv.jp, or under two names of its genre", () => {
    const key = puzzleKey("https://puzz.link/p?yajilin/5/5/m32j");
    expect(puzzleKey("http://pzv.jp/p.html?yajirin/5/5/m32j")).toBe(key);
    expect(puzzleKey("https://puzz.link/p?yajilin/5/5/m32k")).not.toBe(key);
  });

  it("reads a link's genre from its URL", () => {
    expect(genreOfLink("https://puzz.link/p?yajilin/5/5/m32j")).toBe("yajilin");
    expect(genreOfLink("https://puzz.link/p?mashu/v:/10/10/0000")).toBe("mashu");
    expect(genreOfLink("not a link")).toBe("?");
  });
});

describe("the public puzzles the tests solve", () => {
  it("are the PUBLIC and LINKS lists of the test files, not the broken links fed to the parsers", () => {
    const links = publicLinksInTests();
    expect(links.length).toBeGreaterThan(50);
    expect(links.every((link) => !link.includes("${"))).toBe(true);
    expect(links).toContain("https://puzz.link/p?slither/5/5/cbcbcddad");
  });
});
