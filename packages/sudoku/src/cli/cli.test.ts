import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type CliIo, runCli } from "@gridsmith/kit/cli";
import { ndjsonValues } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { refereeSolve } from "../brute.test-helpers.js";
import { examples } from "../examples.js";
import { sudoku } from "../index.js";

const dir = mkdtempSync(join(tmpdir(), "sudoku-cli-"));
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

async function run(args: string[], stdin = ""): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const io: CliIo = { out: (t) => (out += t), err: (t) => (err += t), readStdin: () => stdin };
  const code = await runCli({ type: sudoku, name: "sudoku" }, args, io);
  return { code, out, err };
}

// The seed's seed-02.txt, as the package ships it among its examples.
const SEED_02_FILE = examples.find((e) => e.name === "seed-02")!.text;

/**
 * A 9x9 grid (81 characters, row by row) as the seed's CLI draws it: a space between cells, three between
 * boxes, a blank line between bands of boxes.
 */
function drawn(cells: string): string[] {
  const lines: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r > 0 && r % 3 === 0) lines.push("");
    const row = [...cells.slice(r * 9, r * 9 + 9)];
    lines.push([0, 3, 6].map((c) => row.slice(c, c + 3).join(" ")).join("   "));
  }
  return lines;
}

/** The exact stdout of the seed's `sudoku seed-02.txt` (docs/seeds/sudoku.md section 4), timing line aside. */
const SEED_02_OUTPUT = (name: string) =>
  [
    "",
    `========= ${name} =========`,
    ...drawn("5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3"),
    "",
    "--- Solution #1:",
    ...drawn("597632184341589276682174395419256837875913642236748951753861429124397568968425713"),
    "",
    "Number of solutions found: 1",
  ].join("\n");

describe("sudoku solve", () => {
  it("prints the seed's layout, byte for byte, for every file given", async () => {
    const a = file("seed-02.txt", SEED_02_FILE);
    const b = file("again.txt", SEED_02_FILE.replace(/ /g, ""));
    const { code, out, err } = await run(["solve", a, b]);
    expect(code).toBe(0);
    expect(err).toBe("");
    const blocks = out.split(/^Elapsed cpu time: \d+\.\d\d seconds\.\n/m);
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toBe(`${SEED_02_OUTPUT(a)}\n`);
    expect(blocks[1]).toBe(`${SEED_02_OUTPUT(b)}\n`);
    expect(blocks[2]).toBe("");
  });

  it("prints every solution with --all, numbered from 1, and the exact count", async () => {
    // test.puz less r1c8 and r3c2: 528 solutions (the seed's own count for it).
    const text = SEED_02_FILE.replace("5 . . 6 . . . 8 .", "5 . . 6 . . . . .").replace("6 8 . 1", "6 . . 1");
    const { out } = await run(["solve", "--all", file("528.txt", text)]);
    expect(out).toContain("\n--- Solution #528:\n");
    expect(out).not.toContain("--- Solution #529:");
    expect(out).toContain("\nNumber of solutions found: 528\n");
  });

  it("says what the seed left unsaid: a search stopped at the limit, a puzzle without solution", async () => {
    const many = await run(["solve", file("empty.txt", ".".repeat(81))]);
    expect(many.out).toContain("Number of solutions found: 2\n");
    expect(many.out).toContain("The search stopped after 2 solutions; --all finds and counts them all.\n");
    // Row 1 leaves r1c9 only a 9, which column 9 already has: no solution, though no two givens clash.
    const none = await run(["solve", file("none.txt", `12345678.${".".repeat(63)}........9`)]);
    expect(none.code).toBe(0);
    expect(none.out).toContain("Number of solutions found: 0\n");
    expect(none.out).toContain("The puzzle has no solution.\n");
  });

  it("rejects conflicting givens, naming both cells, with exit 1 (the seed printed a 'solution')", async () => {
    const path = file("dup.txt", SEED_02_FILE.replace("5 . . 6", "5 5 . 6"));
    const { code, out, err } = await run(["solve", path]);
    expect(code).toBe(1);
    expect(out).toBe("");
    expect(err).toBe(`${path}: row 1 has two 5s (r1c1 and r1c2)\n`);
  });

  it("says where a character is wrong, and how many cells are missing", async () => {
    const bad = file("bad.txt", SEED_02_FILE.replace(". . 1 5 . 9 2 . .", ". . 1 5 . 9 x . ."));
    const r = await run(["solve", bad]);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`${bad}: line 2, column 13: 'x' is not a digit or '.'\n`);
    const short = file("short.txt", SEED_02_FILE.replace("6 8 . 1 . . . . .", "6 8 . 1 . . . ."));
    expect((await run(["solve", short])).err).toBe(`${short}: puzzle has 80 cells; expected 81\n`);
  });

  it("streams NDJSON for a file of one-line puzzles with --lines --json", async () => {
    const lines = file(
      "set.txt",
      [
        "5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3",
        "55.6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3",
        ".".repeat(81),
      ].join("\n"),
    );
    const { code, out } = await run(["solve", "--lines", "--json", lines]);
    expect(code).toBe(1);
    const rows = ndjsonValues(out);
    expect(rows.map((r) => [r.index, r.source, r.status, r.solutionCount])).toEqual([
      [0, `${lines}:1`, "unique", 1],
      [1, `${lines}:2`, "invalid", 0],
      [2, `${lines}:3`, "multiple", 2],
    ]);
    expect(rows[0].solutions).toEqual([
      "597632184341589276682174395419256837875913642236748951753861429124397568968425713",
    ]);
  });
});

describe("usage and files", () => {
  it("prints the usage with exit 2 when no command is given, and names a missing file", async () => {
    const none = await run([]);
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/^usage: sudoku <command>/);
    const missing = await run(["solve", join(dir, "nosuch.puz")]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("nosuch.puz");
  });

  it("reads a puzzle from standard input", async () => {
    const r = await run(["solve", "-"], SEED_02_FILE);
    expect(r.out.startsWith(`${SEED_02_OUTPUT("-")}\n`)).toBe(true);
  });
});

describe("sudoku generate, grade, hint", () => {
  it("generates the same puzzles for a seed, each with one solution", async () => {
    const args = [
      "generate",
      "--difficulty",
      "easy",
      "--count",
      "2",
      "--seed",
      "7",
      "--format",
      "line",
      "--lines",
    ];
    const a = await run(args);
    expect(a.code).toBe(0);
    expect((await run(args)).out).toBe(a.out);
    const puzzles = a.out.trim().split("\n");
    expect(puzzles).toHaveLength(2);
    for (const text of puzzles) {
      const cells = [...text].map((c) => (c === "." ? 0 : Number(c)));
      expect(refereeSolve(9, cells, 2).count).toBe(1);
    }
  });

  it("rejects an unknown difficulty as a usage error", async () => {
    const r = await run(["generate", "--difficulty", "fiendish"]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      "--difficulty must be one of easy, medium, hard, expert, diabolical, got 'fiendish'",
    );
  });

  it("grades and hints a file", async () => {
    const path = file("seed-02.txt", SEED_02_FILE);
    expect((await run(["grade", path])).out).toBe(`${path}: hard (score 225, hardest: naked-pair)\n`);
    expect((await run(["hint", path])).out).toBe(
      `${path}: r1c2 must be 9: it is the only place for a 9 in box 1\n`,
    );
  });

  it("converts between formats", async () => {
    const r = await run(["convert", "--to", "line", "-"], SEED_02_FILE);
    expect(r.out).toBe("5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3\n");
  });
});
