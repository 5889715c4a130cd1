import { readFileSync } from "node:fs";
import { ParseError } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { satisfies } from "./bw/checker.test-helpers.js";
import { parseNin } from "./formats/nin.js";
import { parseNon } from "./formats/non.js";
import { gradeNonogram, solveNonogram } from "./operations.js";

const fixture = (path: string) => readFileSync(new URL(`./fixtures/${path}`, import.meta.url), "utf8");

describe("real puzzles (jwilk, webpbn; see fixtures/README.md)", () => {
  it.each([
    ["data000.nin", "unique", "line-solvable"],
    ["data001.nin", "multiple", "needs-search"],
    ["data002.nin", "unique", "line-solvable"],
    ["data010.nin", "unique", "line-solvable"],
    ["data050.nin", "unique", "line-solvable"],
    ["data091.nin", "unique", "needs-probing"],
  ])("jwilk %s is %s and %s", (name, status, level) => {
    const p = parseNin(fixture(`jwilk/${name}`));
    const r = solveNonogram(p);
    expect(r.status).toBe(status);
    for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
    expect(gradeNonogram(p).level).toBe(level);
  });

  it("refuses jwilk data142.nin (several puzzles run together) with a ParseError", () => {
    expect(() => parseNin(fixture("jwilk/data142.nin"))).toThrow(ParseError);
  });

  it.each(["1.non", "6.non"])("webpbn %s solves to its goal and keeps its licence", (name) => {
    const p = parseNon(fixture(`webpbn/${name}`));
    expect(p.license).toBe("CC-BY-3.0");
    expect(p.author).toBe("Jan Wolter");
    const r = solveNonogram(p);
    expect(r.status).toBe("unique");
    expect(r.solutions[0]).toEqual(p.goal);
  });

  // Its clues are unchanged by a quarter turn of its 39x39 box. The plain search found no answer in 5.7 M nodes;
  // a symmetric answer is found first, and a second answer near it.
  it("webpbn Knotty has two answers, found within a node budget", () => {
    const p = parseNin(fixture("webpbn/knotty.nin"));
    const r = solveNonogram(p, { limit: 2, nodeLimit: 30_000 });
    expect(r.status).toBe("multiple");
    expect(new Set(r.solutions.map((s) => s.join("/"))).size).toBe(2);
    for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
  });
});
