import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";
import { afterAll, describe, expect, it } from "vitest";
import { detectType, runUnified } from "./unified.js";

// A second type that reads the same puzzles from text starting with "L:", so detection has a real choice.
const prefixed: AnyPuzzleType = {
  ...latinSquare,
  id: "prefixed",
  title: "Prefixed latin square",
  formats: [
    {
      ...latinSquare.formats[0]!,
      id: "prefixed",
      extensions: ["lsq"],
      parse: (text: string) => latinSquare.formats[0]!.parse(text.trim().slice(2)),
      detect: (text: string) => text.startsWith("L:"),
    },
  ],
};
// A type whose puzzles come as links, as puzz.link URLs do for sudoku, kakuro and nonogram.
const LINK = "https://puzz.link/p?latin/";
const linked: AnyPuzzleType = {
  ...latinSquare,
  id: "linked",
  title: "Linked latin square",
  formats: [
    {
      ...latinSquare.formats[0]!,
      id: "link",
      extensions: ["url"],
      parse: (text: string) => latinSquare.formats[0]!.parse(text.trim().slice(LINK.length)),
      detect: (text: string) => text.trim().startsWith(LINK),
    },
  ],
};
const types = [latinSquare, prefixed, linked];
const dir = mkdtempSync(join(tmpdir(), "gridsmith-unified-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

async function run(argv: string[], stdin = "") {
  let out = "";
  let err = "";
  const code = await runUnified(types, argv, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    readStdin: () => stdin,
  });
  return { code, out, err };
}

describe("detectType", () => {
  it("picks the only type whose formats read the text", () => {
    expect(detectType(types, "1...")).toBe(latinSquare);
    expect(detectType(types, "L:1...")).toBe(prefixed);
  });

  it("says when no type, or more than one, reads the text", () => {
    expect(detectType(types, "hello")).toMatch(/no installed puzzle type reads this/);
    const twin = { ...latinSquare, id: "twin" };
    expect(detectType([latinSquare, twin], "1...")).toMatch(/could be latin or twin/);
  });
});

describe("gridsmith", () => {
  it("lists the installed types", async () => {
    const { code, out } = await run(["types"]);
    expect(code).toBe(0);
    expect(out).toContain("latin");
    expect(out).toContain("prefixed");
  });

  it("solves files of different types in one call, detecting each", async () => {
    const a = file("a.latin", "1...\n");
    const b = file("b.lsq", "L:.1..\n");
    const { code, out } = await run(["solve", "--json", a, b]);
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.source, l.status])).toEqual([
      [a, "unique"],
      [b, "unique"],
    ]);
    expect(lines[1].solutions).toEqual([[2, 1, 1, 2]]);
  });

  it("reads the files under a directory, and takes --jobs with its value", async () => {
    const sub = join(dir, "set");
    mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, "b.lsq"), "L:.1..\n");
    writeFileSync(join(sub, "a.latin"), "1...\n");
    const { code, out } = await run(["solve", "--json", "--jobs", "1", sub]);
    expect(code).toBe(0);
    expect(
      out
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).source),
    ).toEqual([join(sub, "a.latin"), join(sub, "b.lsq")]);
  });

  it("detects standard input too, and takes --type", async () => {
    expect(JSON.parse((await run(["solve", "--json"], "L:1...")).out).status).toBe("unique");
    expect(JSON.parse((await run(["solve", "--json", "--type", "latin"], "....")).out).status).toBe(
      "multiple",
    );
  });

  it("takes a pasted link as an argument (each its own puzzle), and a link inside a file", async () => {
    const a = file("a.latin", "1...\n");
    const inFile = file("saved.url", `${LINK}.1..\n`);
    const { code, out } = await run(["solve", "--json", `${LINK}1...`, a, `${LINK}.1..`, inFile]);
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.source, l.status])).toEqual([
      ["-", "unique"],
      [a, "unique"],
      ["-", "unique"],
      [inFile, "unique"],
    ]);
    expect(lines[2].solutions).toEqual([[2, 1, 1, 2]]);
    expect((await run(["solve", "https://example.com/p?chess/1"])).err).toMatch(/no installed puzzle type/);
  });

  it("exits 2 with a reason on what it cannot do", async () => {
    expect((await run(["solve"], "hello")).err).toMatch(/no installed puzzle type reads this/);
    expect((await run(["solve", "--type", "chess"], "1...")).code).toBe(2);
    expect((await run(["generate"])).code).toBe(2);
    expect((await run(["solve", join(dir, "missing")])).code).toBe(2);
    expect((await run([])).code).toBe(2);
  });

  it("generates through a type's own generator", async () => {
    const { code, out } = await run(["generate", "--type", "latin", "--seed", "3"]);
    expect(code).toBe(0);
    expect(out.trim()).toMatch(/^[1-9.]+$/);
  });
});
