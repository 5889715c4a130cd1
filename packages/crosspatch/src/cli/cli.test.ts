import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CliIo } from "@gridsmith/kit/cli";
import { runCli } from "@gridsmith/kit/cli";
import { describe, expect, it } from "vitest";
import { examples } from "../examples.js";
import { largeBareFill } from "../fixtures/large-fill.test-helpers.js";
import { ENABLE_SAMPLE } from "../fixtures/word-lists.test-helpers.js";
import { writeKkck } from "../formats/kkck.js";
import { crosspatchCli } from "./spec.js";

function fakeIo(stdin = ""): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: "",
    stderr: "",
    out(t: string) {
      io.stdout += t;
    },
    err(t: string) {
      io.stderr += t;
    },
    readStdin: () => stdin,
  };
  return io;
}

const SEED01 = examples[0]!.text;

const THEME = new Set(["PUZZLE", "GRID", "LETTER", "ACROSS", "DOWN", "CROSSING", "ANSWER", "CLUE"]);

describe("crosspatch CLI", () => {
  it("solve prints kkck's output, every solution by default", async () => {
    const io = fakeIo("## ##\n\nab cd\n");
    expect(await runCli(crosspatchCli, ["solve"], io)).toBe(0);
    expect(io.stdout).toContain("=== Solution #1\n");
    expect(io.stdout).toContain("=== Solution #2\n");
    expect(io.stdout.endsWith("=== Total number of solutions: 2\n")).toBe(true);
    expect(io.stdout.startsWith("===== kkck 0.0 =====\n=== Puzzle size: 1 rows, 5 columns.\n")).toBe(true);
  });

  it("solve --limit 1 says the search stopped early", async () => {
    const io = fakeIo("## ##\n\nab cd\n");
    expect(await runCli(crosspatchCli, ["solve", "--limit", "1"], io)).toBe(0);
    expect(io.stdout).toContain("=== Search stopped early (solved): 1 solution found\n");
  });

  it("solve fills a large sparse grid with no given letter, with no flag for the search", async () => {
    const io = fakeIo(writeKkck(await largeBareFill()));
    expect(await runCli(crosspatchCli, ["solve", "--json", "--limit", "1", "--jobs", "1"], io)).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({ status: "solved", solutionCount: 1 });
  }, 60_000);

  it("solve --json streams NDJSON with rows and placements", async () => {
    const io = fakeIo(SEED01);
    expect(await runCli(crosspatchCli, ["solve", "--json"], io)).toBe(0);
    const line = JSON.parse(io.stdout.trim());
    expect(line).toMatchObject({ status: "unique", solutionCount: 1, complete: true });
    expect(line.solutions[0].rows).toEqual(["KRISS", "R D", "O Y", "SOLVER", "S L"]);
    expect(line.solutions[0].placements[1]).toMatchObject({
      name: "H6(3,0)",
      word: "SOLVER",
      direction: "across",
    });
  });

  it("a malformed puzzle exits 1 with kkck's message and its line", async () => {
    const io = fakeIo("#####\n# #\n\nidyll kriss\n");
    expect(await runCli(crosspatchCli, ["solve"], io)).toBe(1);
    expect(io.stderr).toBe("-: line 4, column 7: This puzzle has 3 slots but 2 words to go in them.\n");
  });

  it("hint, explain and grade", async () => {
    let io = fakeIo(SEED01);
    await runCli(crosspatchCli, ["hint"], io);
    expect(io.stdout).toBe("-: H6(3,0) must be SOLVER: it is the only word of length 6\n");
    io = fakeIo(SEED01);
    await runCli(crosspatchCli, ["explain"], io);
    expect(io.stdout.split("\n")).toHaveLength(6);
    io = fakeIo(SEED01);
    await runCli(crosspatchCli, ["grade"], io);
    expect(io.stdout).toBe("-: easy (score 4, hardest: only-word)\n");
  });

  it("generate --words makes a Kriss Kross that solves uniquely", async () => {
    const io = fakeIo();
    const code = await runCli(
      crosspatchCli,
      ["generate", "--words", "puzzle,grid,letter,across,down,crossing,answer,clue", "--seed", "4"],
      io,
    );
    expect(code).toBe(0);
    const solved = fakeIo(io.stdout);
    await runCli(crosspatchCli, ["solve", "--json"], solved);
    expect(JSON.parse(solved.stdout).status).toBe("unique");
  });

  it("generate without --words or --size lays out the default theme words, uniquely solvable", async () => {
    const io = fakeIo();
    expect(await runCli(crosspatchCli, ["generate", "--seed", "7"], io)).toBe(0);
    const solved = fakeIo(io.stdout);
    await runCli(crosspatchCli, ["solve", "--json"], solved);
    expect(JSON.parse(solved.stdout).status).toBe("unique");
  });

  it("generate reads --words and --dict from files ('!' lines are comments), and --dict needs --size", async () => {
    const dir = mkdtempSync(join(tmpdir(), "crosspatch-cli-"));
    const theme = join(dir, "theme.txt");
    writeFileSync(theme, "! my theme\npuzzle grid letter\nacross down crossing answer clue\n");
    let io = fakeIo();
    expect(await runCli(crosspatchCli, ["generate", "--words", theme, "--seed", "4"], io)).toBe(0);
    const words = io.stdout.split("\n\n")[1]!.split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(3);
    expect(words.every((w) => THEME.has(w))).toBe(true);
    const dict = join(dir, "dict.txt");
    writeFileSync(dict, ENABLE_SAMPLE.join("\n"));
    io = fakeIo();
    expect(
      await runCli(crosspatchCli, ["generate", "--size", "5x5", "--dict", dict, "--seed", "2"], io),
    ).toBe(0);
    const sample = new Set(ENABLE_SAMPLE.map((w) => w.toUpperCase()));
    const dense = io.stdout.split("\n\n")[1]!.split(/\s+/).filter(Boolean);
    expect(dense.every((w) => sample.has(w))).toBe(true);
    io = fakeIo();
    expect(await runCli(crosspatchCli, ["generate", "--dict", dict], io)).toBe(2);
    expect(io.stderr).toContain("--dict (the dictionary of a dense grid) goes with --size");
  });

  it("generate with both --words and --size is a usage error", async () => {
    const io = fakeIo();
    expect(await runCli(crosspatchCli, ["generate", "--words", "ab cd", "--size", "5x5"], io)).toBe(2);
    expect(io.stderr).toContain("exclude each other");
  });

  it("convert writes ipuz that reads back", async () => {
    const io = fakeIo(SEED01);
    await runCli(crosspatchCli, ["convert", "--to", "ipuz"], io);
    const back = fakeIo(io.stdout);
    await runCli(crosspatchCli, ["solve", "--json"], back);
    expect(JSON.parse(back.stdout).solutionCount).toBe(1);
  });
});
