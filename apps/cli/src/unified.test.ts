import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { detectType } from "./detect.js";
import { LINK, linked } from "./linked.test-helpers.js";
import { runUnified } from "./unified.js";
import { runCaptured } from "./unified.test-helpers.js";

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
const types = [latinSquare, prefixed, linked];
const dir = mkdtempSync(join(tmpdir(), "gridsmith-unified-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const run = (argv: string[], stdin = "") => runCaptured(types, argv, stdin);

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
    const lines = ndjson(out);
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
    expect(ndjson(out).map((l) => l.source)).toEqual([join(sub, "a.latin"), join(sub, "b.lsq")]);
  });

  it("detects standard input too, and takes --type", async () => {
    expect(JSON.parse((await run(["solve", "--json"], "L:1...")).out).status).toBe("unique");
    expect(JSON.parse((await run(["solve", "--json", "--type", "latin"], "....")).out).status).toBe(
      "multiple",
    );
  });

  it("takes a pasted link as an argument (each its own puzzle, its own source), and a link inside a file", async () => {
    const a = file("a.latin", "1...\n");
    const inFile = file("saved.url", `${LINK}.1..\n`);
    const { code, out } = await run(["solve", "--json", `${LINK}1...`, a, `${LINK}.1..`, inFile]);
    expect(code).toBe(0);
    const lines = ndjson(out);
    expect(lines.map((l) => [l.index, l.source, l.status])).toEqual([
      [0, `${LINK}1...`, "unique"],
      [1, a, "unique"],
      [2, `${LINK}.1..`, "unique"],
      [3, `${LINK}.1..`, "unique"],
    ]);
    expect(lines[2].solutions).toEqual([[2, 1, 1, 2]]);
    expect((await run(["solve", "https://example.com/p?chess/1"])).err).toMatch(/no installed puzzle type/);
  });

  it("hands --learning on|off to the detected type's solve, and nothing without it", async () => {
    const asked: unknown[] = [];
    const recording: AnyPuzzleType = {
      ...latinSquare,
      solve: (puzzle, options) => {
        asked.push(options?.learning);
        return latinSquare.solve(puzzle, options);
      },
    };
    const io = { out: () => {}, err: () => {}, readStdin: () => "1..." };
    for (const flags of [["--learning", "on"], ["--learning", "off"], []])
      expect(await runUnified([recording], ["solve", "--json", ...flags], io)).toBe(0);
    expect(asked).toEqual([true, false, undefined]);
    expect(await runUnified([recording], ["solve", "--learning", "maybe"], io)).toBe(2);
  });

  it("exits 2 with a reason on what it cannot do", async () => {
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

const ndjson = (out: string) =>
  out
    .trim()
    .split("\n")
    .filter((l) => l !== "")
    .map((l) => JSON.parse(l));
const NO_TYPE = "no installed puzzle type reads this; --type chooses one of latin, prefixed, linked";

describe("gridsmith batches", () => {
  it("goes on through a mixed batch: one line each, in order, with its index and source; exit 1", async () => {
    const good = file("good.latin", "1...\n");
    const broken = file("broken.latin", "...\n");
    const hello = file("hello.txt", "hello\n");
    const chess = "https://puzz.link/p?chess/5/5/abc";
    const argv = [`${LINK}1...`, chess, good, broken, hello, `${LINK}.1..`];
    const { code, out, err } = await run(["solve", "--json", ...argv]);
    expect(code).toBe(1);
    expect(err).toBe("");
    const lines = ndjson(out);
    expect(lines.map((l) => [l.index, l.source, l.status])).toEqual([
      [0, `${LINK}1...`, "unique"],
      [1, chess, "invalid"],
      [2, good, "unique"],
      [3, broken, "invalid"],
      [4, hello, "invalid"],
      [5, `${LINK}.1..`, "unique"],
    ]);
    // The shape every per-type CLI gives an invalid input.
    expect(lines[1]).toEqual({
      index: 1,
      source: chess,
      status: "invalid",
      solutionCount: 0,
      complete: false,
      solutions: [],
      error: { message: NO_TYPE, line: 0, column: 0 },
    });
    expect(lines[3].error.message).toBe("puzzle has 3 cells; expected a square number");
    expect(lines[4].error.message).toBe(NO_TYPE);

    // Text: answers on standard output, each invalid input's reason on standard error, after its source.
    const text = await run(["solve", ...argv]);
    expect(text.code).toBe(1);
    expect(text.out.match(/^== .* ==$/gm)).toEqual([
      `== ${LINK}1... ==`,
      `== ${good} ==`,
      `== ${LINK}.1.. ==`,
    ]);
    expect(text.err).toBe(
      `${chess}: ${NO_TYPE}\n${broken}: puzzle has 3 cells; expected a square number\n${hello}: ${NO_TYPE}\n`,
    );
    // Other commands too.
    const grades = ndjson((await run(["validate", "--json", ...argv])).out);
    expect(grades.map((l) => [l.index, l.source, l.status ?? "ok"])).toEqual([
      [0, `${LINK}1...`, "ok"],
      [1, chess, "invalid"],
      [2, good, "ok"],
      [3, broken, "invalid"],
      [4, hello, "invalid"],
      [5, `${LINK}.1..`, "ok"],
    ]);
  });

  it("numbers n good links 0..n-1 and gives each link as its source", async () => {
    const link = fc
      .array(fc.constantFrom("1", "2", "."), { minLength: 4, maxLength: 4 })
      .map((cells) => `${LINK}${cells.join("")}`);
    await fc.assert(
      fc.asyncProperty(fc.array(link, { minLength: 1, maxLength: 12 }), async (links) => {
        const { out } = await run(["solve", "--json", ...links]);
        const lines = ndjson(out);
        expect(lines.map((l) => l.index)).toEqual(links.map((_, i) => i));
        expect(lines.map((l) => l.source)).toEqual(links);
      }),
      { numRuns: 25 },
    );
  });

  it("in line mode, numbers lines across the whole batch; a link line is detected on its own", async () => {
    const a = file("a.latin", "1...\n");
    const list = file("list.txt", `# mixed\n${LINK}1...\n\nhttps://puzz.link/p?chess/1\n.1..\n1x..\n`);
    const { code, out } = await run(["solve", "--json", "--lines", a, list]);
    expect(code).toBe(1);
    expect(ndjson(out).map((l) => [l.index, l.source, l.status])).toEqual([
      [0, `${a}:1`, "unique"],
      [1, `${LINK}1...`, "unique"],
      [2, "https://puzz.link/p?chess/1", "invalid"],
      [3, `${list}:5`, "unique"],
      [4, `${list}:6`, "invalid"],
    ]);
  });

  it("reads with --type every input as that type, links too", async () => {
    const { code, out } = await run(["solve", "--json", "--type", "linked", `${LINK}1...`, `${LINK}.1..`]);
    expect(code).toBe(0);
    expect(ndjson(out).map((l) => [l.index, l.source, l.status])).toEqual([
      [0, `${LINK}1...`, "unique"],
      [1, `${LINK}.1..`, "unique"],
    ]);
  });

  it("reads with --type and --lines a file of links, one puzzle a line", async () => {
    // Once every line was "no installed puzzle type reads this": a file of links alone decided no type.
    const list = file(
      "links.txt",
      `${LINK}1...

# a comment
${LINK}.1..
`,
    );
    const { code, out } = await run(["solve", "--json", "--type", "linked", "--lines", list]);
    expect(code).toBe(0);
    expect(ndjson(out).map((l) => [l.index, l.source, l.status])).toEqual([
      [0, `${LINK}1...`, "unique"],
      [1, `${LINK}.1..`, "unique"],
    ]);
  });

  it("asks before writing anything when an input of the batch is really ambiguous", async () => {
    const twin = { ...latinSquare, id: "twin" };
    let out = "";
    let err = "";
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t), readStdin: () => "" };
    const a = file("amb1.txt", "1...\n");
    const code = await runUnified([latinSquare, twin], ["solve", "--json", `${LINK}1...`, a], io);
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toBe(`gridsmith: ${a}: could be latin or twin; say which with --type\n`);
    // In line mode, the line that decides the file's type is named.
    err = "";
    const list = file("amb2.txt", "# comment\n1...\n");
    expect(await runUnified([latinSquare, twin], ["solve", "--lines", list], io)).toBe(2);
    expect(err).toBe(`gridsmith: ${list}:2: could be latin or twin; say which with --type\n`);
    expect(out).toBe("");
  });
});

describe("gridsmith bounds", () => {
  // A type that reads at most 8 characters, and counts what it parses.
  let parsed = 0;
  const small: AnyPuzzleType = {
    ...prefixed,
    id: "small",
    limits: { maxSide: 9, maxCells: 81, maxTextLength: 8 },
    formats: [
      {
        ...prefixed.formats[0]!,
        id: "small",
        extensions: ["small"],
        parse: (text: string) => {
          parsed++;
          return prefixed.formats[0]!.parse(text);
        },
      },
    ],
  };
  // A type that states no limits (read defensively).
  const unbounded = { ...linked, limits: undefined } as unknown as AnyPuzzleType;

  async function runSmall(argv: string[], stdin = "") {
    let out = "";
    let err = "";
    const code = await runUnified([small, unbounded], argv, {
      out: (t) => (out += t),
      err: (t) => (err += t),
      readStdin: () => stdin,
    });
    return { code, out, err };
  }

  it("gives an input longer than its type's maxTextLength an invalid line without parsing it", async () => {
    const ok = file("ok.small", "L:1...");
    const long = file("long.small", `L:1...${" ".repeat(20)}`);
    const huge = file("huge.small", `L:${".".repeat(100)}`);
    const lines = file("lines.small", `L:1...\nL:1...${".".repeat(10)}\nL:.1..\n`);
    parsed = 0;
    const { code, out } = await runSmall(["solve", "--json", ok, long, huge]);
    expect(code).toBe(1);
    expect(ndjson(out).map((l) => [l.index, l.status, l.error?.message])).toEqual([
      [0, "unique", undefined],
      [1, "invalid", "the text has 26 characters; a small puzzle has at most 8"],
      [2, "invalid", "the file has 102 bytes; a small puzzle has at most 8 characters"],
    ]);
    expect(parsed).toBe(1);
    parsed = 0;
    const byLine = await runSmall(["solve", "--json", "--lines", lines]);
    expect(ndjson(byLine.out).map((l) => [l.index, l.source, l.status, l.error?.message])).toEqual([
      [0, `${lines}:1`, "unique", undefined],
      [1, `${lines}:2`, "invalid", "the text has 16 characters; a small puzzle has at most 8"],
      [2, `${lines}:3`, "unique", undefined],
    ]);
    expect(parsed).toBe(2);
    const stdin = await runSmall(["solve", "--json"], `L:${".".repeat(50)}`);
    expect(JSON.parse(stdin.out).error.message).toBe(
      "the text has 52 characters; a small puzzle has at most 8",
    );
  });
});
