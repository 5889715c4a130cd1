import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ndjsonValues } from "@gridsmith/kit/testing";
import { describe, expect, it } from "vitest";
import { satisfies } from "../bw/checker.test-helpers.js";
import { bearExample, seedExample } from "../examples.js";
import { serializeNin } from "../formats/nin.js";
import { toPbmBytes } from "../formats/pbm.js";
import { run, tempFolder } from "./cli.test-helpers.js";

const { dir, file } = tempFolder("nonogram-cli-");

const bear = serializeNin(bearExample);

describe("nonogram CLI", () => {
  it("solve prints each solution as a grid with the count", async () => {
    const { code, out } = await run(["solve"], bear);
    expect(code).toBe(0);
    expect(out).toContain("== - (10x10) ==\n--- Solution #1:\n.##....##.\n#..#..#..#\n");
    expect(out).toContain("unique: exactly 1 solution");
  });

  it("solve --json streams one NDJSON line per puzzle, solutions as arrays of rows", async () => {
    const many = file("many.nin", "2 2\n1\n1\n1\n1\n");
    const bad = file("bad.nin", "2 2\n3\n1\n1\n1\n");
    const { code, out } = await run(["solve", "--json", many, bad, "--all"]);
    expect(code).toBe(1);
    const lines = ndjsonValues(out);
    expect(lines[0]).toMatchObject({ index: 0, status: "multiple", solutionCount: 2, complete: true });
    expect(lines[0].solutions).toEqual(
      expect.arrayContaining([
        ["#.", ".#"],
        [".#", "#."],
      ]),
    );
    expect(lines[1]).toMatchObject({ index: 1, status: "invalid", error: { line: 2 } });
    expect(lines[1].error.message).toBe("line 2: row 1: clue 3 needs 3 cells but the row has 2");
  });

  it("solve --pbm writes every solution as raw PBM images and a final newline", async () => {
    const input = file("seed.nin", serializeNin(seedExample));
    const out = join(dir, "seed.pbm");
    const { code } = await run(["solve", input, "--pbm", out]);
    expect(code).toBe(0);
    const bytes = readFileSync(out);
    expect(bytes.length).toBe(70);
    expect(bytes.subarray(0, 9).toString("latin1")).toBe("P4\n20 20\n");
    expect(bytes.at(-1)).toBe(10);
  });

  it("reads a raw (P4) PBM file byte for byte: its clues are the picture's, and it solves back to it", async () => {
    const picture = ["#.#.####.", ".#..##..#", "#########", "........#"];
    const bytes = toPbmBytes([picture]);
    expect(bytes.some((b) => b >= 0x80)).toBe(true);
    const input = file("picture.pbm", bytes.subarray(0, bytes.length - 1));
    const { code, out, err } = await run(["solve", "--json", "--all", input]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(JSON.parse(out).solutions).toContainEqual(picture);
    // The shared commands read it through the kit, which keeps a file that is not UTF-8 byte for byte.
    const checked = await run(["validate", input]);
    expect(checked).toMatchObject({ code: 0, out: `${input}: ok\n` });
  });

  it("solve --pbm writes several solutions in jc-solver's order, and no solution as a lone newline", async () => {
    const two = file("two.nin", "2 2\n1\n1\n1\n1\n");
    const out = join(dir, "two.pbm");
    await run(["solve", two, "--all", "--pbm", out]);
    // ".#/#." reads 01 10 and "#./.#" reads 10 01: the first comes first.
    expect([...readFileSync(out)]).toEqual([
      ...toPbmBytes([
        [".#", "#."],
        ["#.", ".#"],
      ]),
    ]);
    const none = file("none.nin", "2 2\n2\n0\n1\n0\n");
    const empty = join(dir, "none.pbm");
    await run(["solve", none, "--pbm", empty]);
    expect([...readFileSync(empty)]).toEqual([10]);
  });

  it("reads a raw PBM picture byte for byte and gives its clues", async () => {
    const picture = ["#.#######", "#........", "#########"];
    const pbm = file("pic.pbm", toPbmBytes([picture]).subarray(0, -1));
    const { code, out } = await run(["convert", pbm, "--to", "nin"]);
    expect(code).toBe(0);
    expect(out).toBe(`9 3\n1 7\n1\n9\n3\n1\n${"1 1\n".repeat(7)}`);
    const solved = await run(["solve", "--json", pbm]);
    const result = JSON.parse(solved.out);
    expect(result.status).toBe("unique");
    expect(result.solutions[0]).toEqual(picture);
  });

  it("convert writes other formats and reports bad input with its place", async () => {
    const { out } = await run(["convert", "--to", "tatham"], bear);
    expect(out).toBe(
      "10x10:3/1.5/1.1.1/2.2.1.1/1.2.1/1.2.1/2.2.1.1/1.1.1/1.5/3/2.2/1.1.1.1/1.6.1/2.2/1.1.1.1/1.1.1.1/1.2.1/1.4.1/1.1/4\n",
    );
    const pbm = await run(["convert", "--to", "pbm"], bear);
    expect(pbm.out.startsWith("P1\n10 10\n0 1 1 0")).toBe(true);
    const bad = await run(["convert", "--to", "nin"], "3 1\n1\n1\n1 x\n1\n");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("line 4, column 3");
    expect((await run(["convert", "--to", "nope"], bear)).code).toBe(2);
  });

  it("picture tells whether a picture is unique and marks ambiguous cells", async () => {
    const unique = file("u.pbm", "P1\n2 2\n1 1\n1 0\n");
    const ambiguous = file("a.pbm", "P1\n3 2\n1 0 0\n0 1 0\n");
    expect((await run(["picture", unique])).out).toContain("unique");
    const { out } = await run(["picture", ambiguous]);
    expect(out).toContain("not unique: 4 ambiguous cells (r1c1, r1c2, r2c1, r2c2)\n??.\n??.");
  });

  it("solve --pbm, convert and picture report an invalid input by its place, as JSON with --json, and go on", async () => {
    const bad = file("bad-clue.nin", "2 2\n3\n1\n1\n1\n");
    const good = file("good.nin", "2 2\n2\n0\n1\n1\n");
    const solved = await run(["solve", "--json", bad, good, "--pbm", join(dir, "bad.pbm")]);
    expect(solved.code).toBe(1);
    const [invalid, unique] = ndjsonValues(solved.out);
    expect(invalid).toEqual({
      index: 0,
      source: bad,
      status: "invalid",
      solutionCount: 0,
      complete: false,
      solutions: [],
      error: { message: "line 2: row 1: clue 3 needs 3 cells but the row has 2", line: 2, column: 0 },
    });
    expect(unique).toMatchObject({ index: 1, status: "unique" });
    const converted = await run(["convert", "--json", "--to", "nin", bad, good]);
    expect(converted.code).toBe(1);
    expect(converted.out.split("\n")[0]).toBe(
      JSON.stringify({ index: 0, source: bad, status: "invalid", error: invalid.error }),
    );
    expect(JSON.parse(converted.out.split("\n")[1]!)).toMatchObject({
      index: 1,
      convert: "2 2\n2\n0\n1\n1\n",
    });
    const pictured = await run(["picture", good, file("u.pbm", "P1\n2 2\n1 1\n1 0\n")]);
    expect(pictured.code).toBe(1);
    expect(pictured.err).toBe(`${good}: the input holds no picture (a PBM image, or a puzzle with a goal)\n`);
    expect(pictured.out).toContain("unique");
  });

  it("generate, grade, hint and validate work through the shared runner", async () => {
    const gen = await run(["generate", "--size", "6x5", "--seed", "7", "--json"]);
    const puzzle = JSON.parse(gen.out).puzzle as string;
    expect(puzzle.startsWith("6 5\n")).toBe(true);
    const solved = await run(["solve", "--json"], puzzle);
    expect(JSON.parse(solved.out).status).toBe("unique");
    expect((await run(["grade"], bear)).out).toMatch(/^-: line-solvable \(score \d+, hardest: line\)\n$/);
    expect((await run(["hint"], bear)).out).toMatch(/^-: (row|column) \d+ \(clue/);
    expect((await run(["validate"], "2 2\n2\n0\n1\n0\n")).out).toContain(
      "the row clues fill 2 cells but the column clues fill 1",
    );
    expect((await run(["solve", "--limit", "x"], bear)).code).toBe(2);
    expect((await run(["generate", "--size", "1x1"])).code).toBe(2);
  });

  it("solutions printed by solve satisfy the clues", async () => {
    const { out } = await run(["solve", "--json", "--limit", "1"], serializeNin(seedExample));
    const r = JSON.parse(out);
    // Probing alone settles it, so even with --limit 1 the search is complete: the answer is proven unique.
    expect(r.status).toBe("unique");
    expect(satisfies(seedExample, r.solutions[0])).toBe(true);
  });
});
