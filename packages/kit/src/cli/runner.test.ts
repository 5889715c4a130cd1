import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import { ndjsonValues } from "../testing/ndjson.js";
import type { SolveOptions } from "../types.js";
import { runCli } from "./runner.js";
import { run, tempFolder, throwingIn } from "./runner.test-helpers.js";

const { dir, file } = tempFolder();

describe("runCli solve", () => {
  it("reads standard input when no file is given and proves uniqueness by default", async () => {
    const { code, out } = await run(["solve"], "1...\n");
    expect(code).toBe(0);
    expect(out).toContain("--- Solution #1:\n12\n21");
    expect(out).toContain("unique: 1 solution found");
  });

  it("prints one NDJSON line per puzzle in input order, with invalid lines in place", async () => {
    const batch = file("batch.txt", "1...\n\n....\n1x..\n");
    const { code, out } = await run(["solve", "--lines", "--json", batch]);
    expect(code).toBe(1);
    const lines = ndjsonValues(out);
    expect(lines.map((l) => l.index)).toEqual([0, 1, 2]);
    expect(lines.map((l) => l.source)).toEqual([`${batch}:1`, `${batch}:3`, `${batch}:4`]);
    expect(lines[0]).toMatchObject({
      status: "unique",
      solutionCount: 1,
      complete: true,
      solutions: [[1, 2, 2, 1]],
    });
    expect(lines[1]).toMatchObject({ status: "multiple", solutionCount: 2, complete: false });
    expect(lines[2]).toMatchObject({ status: "invalid", error: { line: 4, column: 2 } });
    expect(lines[2].error.message).toBe("line 4, column 2: 'x' is not a digit 1-2 or '.'");
    expect(lines[0].stats).toEqual({ nodes: expect.any(Number), ms: expect.any(Number) });
  });

  it("counts every solution with --all and stops at --limit", async () => {
    const all = await run(["solve", "--all", "--json"], ".........");
    expect(JSON.parse(all.out)).toMatchObject({ status: "multiple", solutionCount: 12, complete: true });
    const one = await run(["solve", "--limit", "1", "--json"], ".........");
    expect(JSON.parse(one.out)).toMatchObject({ status: "solved", solutionCount: 1, complete: false });
  });

  it("forces the search with --learning on|off, and leaves it to the type without", async () => {
    const asked: (boolean | undefined)[] = [];
    const type = {
      ...latinSquare,
      solve: (puzzle: never, options?: SolveOptions) => {
        asked.push(options?.learning);
        return latinSquare.solve(puzzle, options);
      },
    };
    for (const flags of [["--learning", "on"], ["--learning=off"], []]) {
      const { code } = await run(["solve", "--json", ...flags], "1...", { type });
      expect(code).toBe(0);
    }
    expect(asked).toEqual([true, false, undefined]);
    const bad = await run(["solve", "--learning", "yes"], "1...");
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("--learning takes on or off, got 'yes'");
    expect((await run(["validate", "--learning", "on"], "1...")).code).toBe(2);
  });

  it("reports puzzles that break the rules as invalid", async () => {
    const { code, out } = await run(["solve", "--json"], "11..");
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({
      status: "invalid",
      error: { message: "cells 0 and 1 both hold 1" },
    });
  });

  it("exits 2 on usage errors", async () => {
    const bad = await run(["solve", "--limit", "x"]);
    expect(bad.code).toBe(2);
    // One line of what is wrong and where the options are, not the whole usage after it.
    expect(bad.err).toBe("latin: --limit takes a whole number, got 'x'\n(latin --help lists the options)\n");
    expect((await run(["solve", "--limit", "1", "--all"])).code).toBe(2);
    expect((await run(["solve", "--bogus"])).code).toBe(2);
    expect((await run(["frobnicate"])).code).toBe(2);
    expect((await run([])).code).toBe(2);
    expect((await run(["solve", join(dir, "missing.txt")])).code).toBe(2);
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("usage: latin <command>");
  });

  it("uses the format named by --format, else detects it", async () => {
    const json = await run(["solve", "--json", "--format", "json"], '{"n":2,"cells":[0,0,0,2]}');
    expect(JSON.parse(json.out)).toMatchObject({ status: "unique", solutions: [[2, 1, 1, 2]] });
    const detected = await run(["solve", "--json"], '{"n":2,"cells":[0,0,0,2]}');
    expect(JSON.parse(detected.out)).toMatchObject({ status: "unique" });
    expect((await run(["solve", "--format", "nope"], "1...")).code).toBe(2);
  });

  it("uses the layout hooks a puzzle type carries, and lets a spec override them", async () => {
    const type = {
      ...latinSquare,
      formatSolve: () => "from the type\n",
      solutionToJson: () => "flat",
    };
    let seen = "";
    const viaType = await runCli({ type }, ["solve"], {
      out: (t) => (seen += t),
      err: () => {},
      readStdin: () => "1...",
    });
    expect(viaType).toBe(0);
    expect(seen).toBe("from the type\n");
    const json = await run(["solve", "--json"], "1...", { type });
    expect(JSON.parse(json.out).solutions).toEqual(["flat"]);
  });

  it("writes each solution in --solution-format's format into solutionTexts, and names the formats that can", async () => {
    const [line, json] = latinSquare.formats;
    const type = {
      ...latinSquare,
      formats: [{ ...line!, writeSolution: (_p: unknown, s: number[]) => `solved ${s.join("")}` }, json!],
    };
    const solved = await run(["solve", "--json", "--solution-format", "line"], "1...", { type });
    expect(JSON.parse(solved.out)).toMatchObject({ status: "unique", solutionTexts: ["solved 1221"] });
    expect(Object.keys(JSON.parse(solved.out))).toEqual([
      "index",
      "source",
      "status",
      "solutionCount",
      "complete",
      "solutions",
      "solutionTexts",
      "stats",
    ]);
    const many = await run(["solve", "--json", "--all", "--solution-format", "line"], "....", { type });
    expect(JSON.parse(many.out).solutionTexts).toEqual(["solved 1221", "solved 2112"]);
    const cannot = await run(["solve", "--json", "--solution-format", "json"], "1...", { type });
    expect(cannot.code).toBe(2);
    expect(cannot.err).toMatch(/format 'json' cannot write a solution; formats that can: line/);
    const unknown = await run(["solve", "--json", "--solution-format", "nope"], "1...", { type });
    expect(unknown.err).toMatch(/unknown format 'nope' to write solutions in; formats that can: line/);
    const none = await run(["solve", "--json", "--solution-format", "line"], "1...");
    expect(none.err).toMatch(/no format of this type can/);
    const text = await run(["solve", "--solution-format", "line"], "1...", { type });
    expect([text.code, text.err]).toEqual([2, expect.stringMatching(/needs --json/)]);
  });

  it("lets a puzzle type lay out its own text", async () => {
    const { out } = await run(["solve"], "1...", { formatSolve: (_i, _p, r) => `custom ${r.status}\n` });
    expect(out).toBe("custom unique\n");
  });
});

describe("runCli other commands", () => {
  it("grades, validates and converts", async () => {
    expect((await run(["grade"], "1...")).out).toBe("-: easy (score 3)\n");
    expect((await run(["validate"], "11..")).out).toBe("-: cells 0 and 1 both hold 1\n");
    expect((await run(["validate"], "1...")).out).toBe("-: ok\n");
    expect(
      (await run(["convert", "--to", "line", "--format", "json"], '{"n":2,"cells":[1,0,0,0]}')).out,
    ).toBe("1...\n");
    expect((await run(["convert", "--to", "json"], "1...")).code).toBe(2);
    expect((await run(["hint"], "1...")).code).toBe(2);
  });

  it("reports an operation that throws on a puzzle as that input's error, with exit 1", async () => {
    const refusing = throwingIn("grade", new RangeError("too big to grade"));
    const text = await run(["grade"], "1...", { type: refusing });
    expect(text).toMatchObject({ code: 1, out: "", err: "-: cannot grade: too big to grade\n" });
    const json = await run(["grade", "--json"], "1...", { type: refusing });
    expect(JSON.parse(json.out)).toMatchObject({
      status: "invalid",
      error: { message: "cannot grade: too big to grade" },
    });
  });
});
