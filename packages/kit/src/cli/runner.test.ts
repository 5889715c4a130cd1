import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import { ndjsonValues } from "../testing/ndjson.js";
import type { SolveOptions } from "../types.js";
import { firstSolutions, fragile, typesModule } from "./batch-types.test-helpers.js";
import { writeFolder } from "./folder.test-helpers.js";
import type { Routes } from "./routes.js";
import { type CliIo, type CliSpec, runCli, warmThreads } from "./runner.js";

function run(argv: string[], stdin = "", spec: Partial<CliSpec> = {}) {
  let out = "";
  let err = "";
  const io: CliIo = { out: (t) => (out += t), err: (t) => (err += t), readStdin: () => stdin };
  return runCli({ type: latinSquare, name: "latin", ...spec }, argv, io).then((code) => ({ code, out, err }));
}

/** The latin square type whose `method` throws `error`. */
const throwingIn = (method: "grade" | "generate", error: Error) => ({
  ...latinSquare,
  [method]: () => {
    throw error;
  },
});

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

  it("generates reproducibly from a seed", async () => {
    const spec: Partial<CliSpec> = {
      params: {
        fields: [{ name: "n", label: "Side", kind: "number" }],
        read: (v) => ({ n: Number(v.n ?? 3) }),
      },
    };
    const a = await run(["generate", "--seed", "5", "--count", "2", "--n", "3"], "", spec);
    const b = await run(["generate", "--seed", "5", "--count", "2", "--n", "3"], "", spec);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out.trim().split("\n\n")).toHaveLength(2);
  });

  it("passes a file's text for a generator flag marked file, and the flag's own text otherwise", async () => {
    const seen: unknown[] = [];
    const spec: Partial<CliSpec> = {
      params: {
        fields: [{ name: "list", label: "List", kind: "text", file: true }],
        read: (v) => {
          seen.push(v.list);
          return { n: 2 };
        },
      },
    };
    await run(["generate", "--list", file("list.txt", "a b\nc\n")], "", spec);
    await run(["generate", "--list", "a b c"], "", spec);
    expect(seen).toEqual(["a b\nc\n", "a b c"]);
    const help = (await run(["--help"], "", spec)).out;
    expect(help).toContain("[--list TEXT|FILE]");
    expect(help).toContain("generate options:\n  --list TEXT|FILE  List\n");
  });

  it("lists the generator's flags from the type's params fields: their values, bounds and defaults", async () => {
    const help = (await run(["--help"])).out;
    expect(help).toContain("[--size N]");
    expect(help).toContain("  --size N  Size: the side (1 to 9; default 3)");
    const generated = await run(["generate", "--size", "2", "--seed", "0"]);
    expect(generated).toMatchObject({ code: 0, out: "1221\n" });
    const wrong = await run(["generate", "--size", "12"]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain("--size takes 1 to 9, got '12'");
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
    const { code } = await run(["generate", "--seed", "1"], "", {
      type,
      params: { fields: [], read: () => ({ n: 2 }) },
    });
    expect(code).toBe(0);
    expect(events).toEqual(['prepared {"n":2}', "generated"]);
  });

  it("says why it cannot generate, with exit 1, when the generator or its preparation throws", async () => {
    const refuse = throwingIn("generate", new RangeError("a grid of 0 cells"));
    const a = await run(["generate"], "", { type: refuse });
    expect(a).toMatchObject({ code: 1, err: "latin: cannot generate: a grid of 0 cells\n" });
    const missing = { ...latinSquare, prepareGenerate: () => Promise.reject(new Error("no dictionary")) };
    const b = await run(["generate"], "", { type: missing });
    expect(b).toMatchObject({ code: 1, err: "latin: cannot generate: no dictionary\n" });
  });
});

describe("runCli batches", () => {
  const threaded = { module: typesModule };
  const strip = (out: string) => out.replace(/"ms":[0-9.e-]+/g, '"ms":0');

  it("writes the same lines in input order with threads as on one, with the same exit code", async () => {
    const lines = Array.from({ length: 3000 }, (_, i) =>
      i % 500 === 7 ? "1x.." : ["1...", "....", ".1..", "2..."][i % 4]!,
    );
    const batch = file("many.txt", `${lines.join("\n")}\n`);
    const one = await run(["solve", "--lines", "--json", "--jobs", "1", batch], "", threaded);
    const three = await run(["solve", "--lines", "--json", "--jobs", "3", batch], "", threaded);
    // Without --jobs the threads are chosen from the work, the main thread solving too.
    const chosen = await run(["solve", "--lines", "--json", batch], "", threaded);
    expect(one.code).toBe(1);
    expect(three.code).toBe(1);
    expect(chosen.code).toBe(1);
    expect(strip(three.out)).toBe(strip(one.out));
    expect(strip(chosen.out)).toBe(strip(one.out));
    const parsed = ndjsonValues(three.out);
    expect(parsed.map((l) => l.index)).toEqual(lines.map((_, i) => i));
    expect(parsed.filter((l) => l.status === "invalid")).toHaveLength(6);
    const valid = await run(
      ["solve", "--lines", "--json", "--jobs", "2", file("ok.txt", "1...\n".repeat(2000))],
      "",
      threaded,
    );
    expect(valid.code).toBe(0);
  });

  it("reports a puzzle that throws or takes its worker thread down as that puzzle's error line", async () => {
    const words = ["a", "throw", "b", "exit", "c", ...Array.from({ length: 200 }, (_, i) => `w${i}`)];
    let out = "";
    let err = "";
    const code = await runCli(
      { type: fragile, name: "fragile", module: typesModule },
      ["solve", "--lines", "--json", "--jobs", "2"],
      { out: (t) => (out += t), err: (t) => (err += t), readStdin: () => words.join("\n") },
    );
    expect(code).toBe(1);
    const parsed = ndjsonValues(out);
    expect(parsed.map((l) => l.index)).toEqual(words.map((_, i) => i));
    expect(parsed[1]).toMatchObject({ status: "invalid", error: { message: "cannot solve: boom" } });
    // On a worker thread the thread ends; on the main thread (while the threads start) the type throws.
    expect(parsed[3]).toMatchObject({ status: "invalid" });
    expect(parsed[3].error.message).toMatch(
      /^cannot solve: (the worker thread stopped \(exit code 3\)|exit on the main thread)$/,
    );
    expect(parsed.filter((l) => l.status === "invalid")).toHaveLength(2);
    expect(parsed.at(-1)).toMatchObject({ status: "unique", solutions: ["W199"] });
    expect(err).toBe("");
  });

  it("stops when the signal is aborted: the output so far is whole NDJSON lines in input order, exit 130", async () => {
    for (const jobs of ["1", "2"]) {
      const controller = new AbortController();
      let out = "";
      const code = await runCli(
        { type: fragile, name: "fragile", module: typesModule },
        ["solve", "--lines", "--json", "--jobs", jobs],
        {
          out: (t) => {
            out += t;
            controller.abort();
          },
          err: () => {},
          readStdin: () => Array.from({ length: 20_000 }, (_, i) => `w${i}`).join("\n"),
          signal: controller.signal,
        },
      );
      expect(code).toBe(130);
      expect(out.endsWith("\n")).toBe(true);
      const parsed = ndjsonValues(out);
      expect(parsed.length).toBeGreaterThan(0);
      expect(parsed.length).toBeLessThan(20_000);
      expect(parsed.map((l) => l.index)).toEqual(parsed.map((_, i) => i));
    }
  });

  it("streams standard input: inputs read and not yet written stay bounded on a long stream", async () => {
    const total = 200_000;
    let generated = 0;
    let written = 0;
    let worst = 0;
    async function* stdin(): AsyncGenerator<string> {
      while (generated < total) {
        generated += 1000;
        yield "1...\n".repeat(1000);
      }
    }
    const code = await runCli(
      { type: latinSquare, name: "latin" },
      ["solve", "--lines", "--json", "--jobs", "1"],
      {
        out: (t) => {
          for (let i = t.indexOf("\n"); i >= 0; i = t.indexOf("\n", i + 1)) written++;
          worst = Math.max(worst, generated - written);
        },
        err: () => {},
        readStdin: () => {
          throw new Error("a batch reads the stream");
        },
        stdin,
      },
    );
    expect(code).toBe(0);
    expect(written).toBe(total);
    // 16,384 inputs out (and the chunk that crosses that) and one block of the stream, whatever its length.
    expect(worst).toBeLessThanOrEqual(16 * 1024 + 1024 + 1000);
  });

  it("uses threads started early by warmThreads, and ends them whatever the command did", async () => {
    expect(warmThreads(typesModule, ["generate", "--jobs", "2"])).toBeUndefined();
    expect(warmThreads(typesModule, ["solve", "--jobs", "1"])).toBeUndefined();
    expect(warmThreads(typesModule, ["solve", "--help"])).toBeUndefined();
    // Every operand one puzzle (flags' values are not operands): no threads. A file among them: threads.
    const link = (arg: string) => arg.startsWith("link:");
    expect(warmThreads(typesModule, ["solve", "--limit", "1", "--jobs", "2", "link:a", "link:b"], link)).toBe(
      undefined,
    );
    const some = warmThreads(typesModule, ["solve", "--jobs", "2", "--json", "link:a", "file.txt"], link)!;
    expect(some.size).toBe(2);
    // --jobs given means that many threads; without it they are chosen from the work.
    expect(some.auto).toBe(false);
    const chosen = warmThreads(typesModule, ["solve", "file.txt"]);
    expect(chosen?.auto ?? availableParallelism() < 2).toBe(true);
    await chosen?.end();
    await some.end();
    const words = Array.from({ length: 500 }, (_, i) => `w${i}`);
    const pool = warmThreads(typesModule, ["solve", "--jobs=2"])!;
    expect(pool.size).toBe(2);
    let out = "";
    const code = await runCli(
      { type: fragile, module: typesModule, threads: pool },
      ["solve", "--lines", "--json", "--jobs=2"],
      { out: (t) => (out += t), err: () => {}, readStdin: () => words.join("\n") },
    );
    expect(code).toBe(0);
    expect(firstSolutions(out)).toEqual(words.map((w) => w.toUpperCase()));
    expect(pool.threads).toBe(0);
    const unused = warmThreads(typesModule, ["solve", "--jobs", "2"])!;
    expect(
      await runCli({ type: fragile, module: typesModule, threads: unused }, ["solve", "--bogus"], {
        out: () => {},
        err: () => {},
        readStdin: () => "",
      }),
    ).toBe(2);
    expect(unused.threads).toBe(0);
  });

  it("routes each block of inputs to its own type on one set of threads, numbering them across the batch", async () => {
    const input = (source: string, text: string) => ({ source, text, firstLine: 1 });
    const many = Array.from({ length: 300 }, (_, i) => input(`w${i}`, `w${i}`));
    const route = async (files: string[], options: { lines: boolean }): Promise<Routes> => {
      expect(files[0]).toBe("a");
      expect(options.lines).toBe(false);
      return {
        types: [latinSquare],
        blocks: (async function* () {
          yield { inputs: [input("a", "1..."), input("b", "1x..")], type: latinSquare };
          yield { inputs: [input("c", "?")], invalid: "no type reads this" };
          yield { inputs: [], invalid: "nothing to say" };
          yield { inputs: [input("d", "where"), ...many], type: fragile };
          yield { inputs: [input("e", ".1..")], type: latinSquare };
        })(),
      };
    };
    const runRouted = async (argv: string[]) => {
      let out = "";
      const code = await runCli(
        { type: latinSquare, module: typesModule, route },
        [...argv, "--json", "a", "https://x.example/p?1"],
        { out: (t) => (out += t), err: () => {}, readStdin: () => "" },
      );
      return {
        code,
        lines: ndjsonValues(out),
      };
    };
    const threaded = await runRouted(["solve", "--jobs", "2"]);
    const inline = await runRouted(["solve", "--jobs", "1"]);
    expect(threaded.code).toBe(1);
    expect(threaded.lines.map((l) => l.index)).toEqual(Array.from({ length: 305 }, (_, i) => i));
    const head = (lines: { source: string; status: string; error?: { message: string } }[]) =>
      lines.slice(0, 4).map((l) => [l.source, l.status, l.error?.message]);
    expect(head(threaded.lines)).toEqual([
      ["a", "unique", undefined],
      ["b", "invalid", "line 1, column 2: 'x' is not a digit 1-2 or '.'"],
      ["c", "invalid", "no type reads this"],
      ["d", "unique", undefined],
    ]);
    expect(threaded.lines.at(-1)).toMatchObject({ index: 304, source: "e", status: "unique" });
    expect(threaded.lines[3].solutions).toEqual([expect.stringMatching(/^(MAIN|THREAD)$/)]);
    expect(threaded.lines.slice(4).map((l) => l.solutions)).toEqual([
      ...many.map((m) => [m.text.toUpperCase()]),
      [[2, 1, 1, 2]],
    ]);
    expect(inline.lines.map((l) => [l.index, l.source, l.status])).toEqual(
      threaded.lines.map((l) => [l.index, l.source, l.status]),
    );
    // A flag that does not fit a type known up front is a usage error; one met later, its inputs' error.
    const grade = await runRouted(["grade", "--jobs", "1"]);
    expect(grade.lines.map((l) => l.status ?? "graded").slice(0, 5)).toEqual([
      "graded",
      "invalid",
      "invalid",
      "invalid",
      "invalid",
    ]);
    expect(grade.lines[3].error.message).toBe("fragile has no 'grade'");
    const io: CliIo = { out: () => {}, err: () => {}, readStdin: () => "" };
    expect(await runCli({ type: latinSquare, route }, ["convert", "--to", "nope", "a"], io)).toBe(2);
  });

  it("reads every file under a directory, in name order, and takes --jobs only as a whole number >= 1", async () => {
    const sub = writeFolder(join(dir, "set"), {
      "b.txt": "1...\n",
      "a.txt": "....\n",
      "inner/c.txt": "2...\n",
      ".hidden": "x\n",
    });
    const { code, out } = await run(["solve", "--json", sub]);
    expect(code).toBe(0);
    expect(
      out
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).source),
    ).toEqual([join(sub, "a.txt"), join(sub, "b.txt"), join(sub, "inner", "c.txt")]);
    expect((await run(["solve", "--jobs", "0"], "1...")).code).toBe(2);
    expect((await run(["solve", "--jobs", "two"], "1...")).code).toBe(2);
    expect((await run(["--help"])).out).toContain("--jobs N");
  });

  it("stops cleanly on Ctrl-C while threads solve: exit 130, the lines so far in order, no thread left", async () => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--conditions=@gridsmith/source",
        fileURLToPath(new URL("./batch-cli.test-helpers.ts", import.meta.url)),
        "solve",
        "--lines",
        "--json",
        "--jobs",
        "2",
      ],
      { stdio: ["pipe", "pipe", "pipe"] },
    );
    let out = "";
    let found = false;
    // One `where` at a time until a worker thread answers (from then on the main thread only waits); then a
    // puzzle that never ends on a thread, and Ctrl-C.
    child.stdin.write("where\n");
    child.stdout.on("data", (data: Buffer) => {
      out += data.toString();
      if (found || !out.endsWith("\n")) return;
      if (out.includes('"THREAD"')) {
        found = true;
        child.stdin.write("spin\nafter\n", () => child.kill("SIGINT"));
      } else child.stdin.write("where\n");
    });
    const [code, signal] = await new Promise<[number | null, string | null]>((resolve) =>
      child.on("exit", (c, s) => resolve([c, s])),
    );
    expect({ code, signal }).toEqual({ code: 130, signal: null });
    const parsed = ndjsonValues(out);
    expect(parsed.map((l) => l.index)).toEqual(parsed.map((_, i) => i));
    expect(parsed.at(-1).solutions).toEqual(["THREAD"]);
  });
});
