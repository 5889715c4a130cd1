import { describe, expect, it } from "vitest";
import { genreOfLink, heldOutLinks, linksInTests, publicLinksInTests } from "./genre-links.ts";

describe("the genres benchmark's links", () => {
  it("holds out its links: no test uses one of them", () => {
    const held = heldOutLinks();
    expect(held.length).toBeGreaterThan(0);
    const seen = new Set(linksInTests());
    expect(held.filter((link) => seen.has(link))).toEqual([]);
    expect(new Set(held).size).toBe(held.length);
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
