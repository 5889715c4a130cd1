import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import { type CliIo, type CliSpec, runCli } from "./runner.js";

function run(argv: string[], stdin = "", spec: Partial<CliSpec> = {}) {
  let out = "";
  let err = "";
  const io: CliIo = { out: (t) => (out += t), err: (t) => (err += t), readStdin: () => stdin };
  return runCli({ type: latinSquare, name: "latin", ...spec }, argv, io).then((code) => ({ code, out, err }));
}

const dir = mkdtempSync(join(tmpdir(), "gridsmith-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

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
    const lines = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
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

  it("reports puzzles that break the rules as invalid", async () => {
    const { code, out } = await run(["solve", "--json"], "11..");
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({
      status: "invalid",
      error: { message: "cells 0 and 1 both hold 1" },
    });
  });

  it("exits 2 on usage errors", async () => {
    expect((await run(["solve", "--limit", "x"])).code).toBe(2);
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
      cli: { formatSolve: () => "from the type\n", solutionToJson: () => "flat" },
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
    const refusing = {
      ...latinSquare,
      grade: () => {
        throw new RangeError("too big to grade");
      },
    };
    const text = await run(["grade"], "1...", { type: refusing });
    expect(text).toMatchObject({ code: 1, out: "", err: "-: cannot grade: too big to grade\n" });
    const json = await run(["grade", "--json"], "1...", { type: refusing });
    expect(JSON.parse(json.out)).toMatchObject({
      status: "invalid",
      error: { message: "cannot grade: too big to grade" },
    });
  });

  it("generates reproducibly from a seed", async () => {
    const spec = {
      generateOptions: { n: { type: "string" as const } },
      generateParams: (v: Record<string, unknown>) => ({ n: Number(v.n ?? 3) }),
    };
    const a = await run(["generate", "--seed", "5", "--count", "2", "--n", "3"], "", spec);
    const b = await run(["generate", "--seed", "5", "--count", "2", "--n", "3"], "", spec);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out.trim().split("\n\n")).toHaveLength(2);
  });

  it("passes a file's text for a generator flag marked file, and the flag's own text otherwise", async () => {
    const seen: unknown[] = [];
    const spec = {
      generateOptions: { list: { type: "string" as const, file: true } },
      generateParams: (v: Record<string, unknown>) => {
        seen.push(v.list);
        return { n: 2 };
      },
    };
    await run(["generate", "--list", file("list.txt", "a b\nc\n")], "", spec);
    await run(["generate", "--list", "a b c"], "", spec);
    expect(seen).toEqual(["a b\nc\n", "a b c"]);
    expect((await run(["--help"], "", spec)).out).toContain("[--list TEXT|FILE]");
  });

  it("awaits the type's prepareGenerate before generating", async () => {
    const events: string[] = [];
    const type = {
      ...latinSquare,
      async prepareGenerate(params: unknown) {
        await new Promise((r) => setTimeout(r, 5));
        events.push(`prepared ${JSON.stringify(params)}`);
      },
      generate(params: unknown, seed: number) {
        events.push("generated");
        return latinSquare.generate!(params as never, seed);
      },
    };
    const { code } = await run(["generate", "--seed", "1"], "", { type, generateParams: () => ({ n: 2 }) });
    expect(code).toBe(0);
    expect(events).toEqual(['prepared {"n":2}', "generated"]);
  });

  it("says why it cannot generate, with exit 1, when the generator or its preparation throws", async () => {
    const refuse = {
      ...latinSquare,
      generate: () => {
        throw new RangeError("a grid of 0 cells");
      },
    };
    const a = await run(["generate"], "", { type: refuse });
    expect(a).toMatchObject({ code: 1, err: "latin: cannot generate: a grid of 0 cells\n" });
    const missing = { ...latinSquare, prepareGenerate: () => Promise.reject(new Error("no dictionary")) };
    const b = await run(["generate"], "", { type: missing });
    expect(b).toMatchObject({ code: 1, err: "latin: cannot generate: no dictionary\n" });
  });
});
