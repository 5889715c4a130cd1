import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { blockInputs } from "../batch/lines.js";
import type { PuzzleInput } from "../types.js";
import { writeFolder } from "./folder.test-helpers.js";
import { decodeFile, type InputSources, inputPaths, readInputs, streamInputs } from "./inputs.js";

describe("decodeFile", () => {
  it("reads UTF-8, dropping a byte-order mark", () => {
    const bytes = new TextEncoder().encode("\uFEFFcafé ## #\n");
    expect(decodeFile(bytes)).toBe("café ## #\n");
  });

  it("keeps bytes that are not UTF-8 as one character each, so binary formats reach their parser intact", () => {
    const bytes = Uint8Array.from([0x50, 0x34, 0x0a, 0xaf, 0x00, 0x80, 0xff]);
    expect(Array.from(decodeFile(bytes), (c) => c.charCodeAt(0))).toEqual([...bytes]);
  });
});

describe("streamInputs", () => {
  const dir = mkdtempSync(join(tmpdir(), "gridsmith-inputs-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function all(paths: string[], lineMode: boolean, sources: InputSources): Promise<PuzzleInput[]> {
    const out: PuzzleInput[] = [];
    for await (const block of streamInputs(paths, lineMode, sources)) out.push(...blockInputs(block));
    return out;
  }

  it("reads lines as readInputs does, however the bytes are cut into blocks", async () => {
    const line = fc.oneof(
      fc.constantFrom("", "  ", "# note", "1...", " 12.. ", "\t.\t", "é∑", "\uFEFF1..."),
      fc.string({ maxLength: 12 }).map((s) => s.replace(/[\r\n]/g, "")),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom("\n", "\r\n"),
        fc.boolean(),
        fc.integer({ min: 1, max: 16 }),
        async (lines, eol, finalEol, blockSize) => {
          const text = lines.join(eol) + (finalEol ? eol : "");
          const file = join(dir, "lines.txt");
          writeFileSync(file, text);
          const expected = readInputs([file], true, () => "");
          expect(await all([file], true, { stdin: () => "", blockSize })).toEqual(expected);
          // Standard input as a stream of small pieces gives the same, named `-`.
          const pieces = async function* () {
            const bytes = new TextEncoder().encode(text);
            for (let i = 0; i < bytes.length; i += blockSize) yield bytes.subarray(i, i + blockSize);
          };
          const fromStdin = readInputs(["-"], true, () => text.replace(/^\uFEFF/, ""));
          expect(await all(["-"], true, { stdin: pieces })).toEqual(fromStdin);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("reads each whole file as one puzzle outside line mode, through the decode hook when given", async () => {
    const a = join(dir, "a.txt");
    writeFileSync(a, "12\n34\n");
    expect(await all([a], false, { stdin: () => "" })).toEqual([
      { source: a, filename: a, text: "12\n34\n", firstLine: 1 },
    ]);
    const decoded = await all([a, "-"], false, {
      stdin: () => "from stdin",
      decode: (b) => `${b.length} bytes`,
    });
    expect(decoded.map((i) => i.text)).toEqual(["6 bytes", "from stdin"]);
  });

  it("expands directories in name order, leaving hidden files out, and fails on a missing name", () => {
    const sub = writeFolder(join(dir, "set"), { "c.txt": "", "a.txt": "", "b/x.txt": "", ".git": "" });
    expect(inputPaths([sub, "-"])).toEqual([
      join(sub, "a.txt"),
      join(sub, "b", "x.txt"),
      join(sub, "c.txt"),
      "-",
    ]);
    expect(inputPaths([])).toEqual(["-"]);
    expect(() => inputPaths([join(dir, "missing")])).toThrow(
      `${join(dir, "missing")}: no such file or directory`,
    );
  });
});
