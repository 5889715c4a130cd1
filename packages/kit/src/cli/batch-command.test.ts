import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import { ndjsonValues } from "../testing/ndjson.js";
import { warmThreads } from "./batch-command.js";
import { firstSolutions, fragile, typesModule } from "./batch-types.test-helpers.js";
import type { CliIo } from "./cli-io.js";
import { writeFolder } from "./folder.test-helpers.js";
import type { Routes } from "./routes.js";
import { runCli } from "./runner.js";
import { run, tempFolder } from "./runner.test-helpers.js";

const { dir, file } = tempFolder();

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
    expect(ndjsonValues(out).map((l) => l.source)).toEqual([
      join(sub, "a.txt"),
      join(sub, "b.txt"),
      join(sub, "inner", "c.txt"),
    ]);
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
