// @vitest-environment node
import { findPuzzleType } from "@gridsmith/catalog";
import { type AnyPuzzleType, parsePuzzle } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { broken, seed01, seed02, sudoku } from "../test/sudoku-lines.ts";
import { createLocalRunner } from "../worker/runner.ts";
import { exampleLines } from "./batch-examples.ts";
import { BatchRows } from "./batch-rows.ts";
import {
  batchJob,
  batchLineLimit,
  countPuzzles,
  looksLikeNdjson,
  sourceBlocks,
  startBatch,
} from "./batch-run.ts";

const find = (id: string) => (id === "sudoku" ? sudoku : undefined);
const settings = { typeId: "sudoku", lines: "auto", format: "", limit: 2, timeoutMs: 10_000 } as const;

async function solveAll(text: string, lines: "auto" | "text" | "ndjson" = "auto") {
  const rows = new BatchRows();
  const end = await startBatch(
    createLocalRunner(find),
    { text },
    { ...settings, lines },
    {
      onChunk: (r) => rows.addText(r.parts[0]!),
    },
  ).done;
  return { end, rows: Array.from({ length: rows.length }, (_, i) => rows.row(i)) };
}

describe("batch sources", () => {
  it("reads a file as it arrives, in blocks, and counts its puzzles without comments and blank lines", async () => {
    const text = `# sudoku «list»\n${`${seed01}\n\n${seed02}\r\n`.repeat(2000)}`;
    const bytes = new TextEncoder().encode(text);
    // A file whose bytes arrive in blocks cut anywhere: inside a line, inside a two-byte character.
    const file = {
      stream: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (let at = 0; at < bytes.length; at += 1001) controller.enqueue(bytes.slice(at, at + 1001));
            controller.close();
          },
        }),
    } as unknown as Blob;
    let blocks = 0;
    let read = "";
    for await (const block of sourceBlocks({ file, filename: "list.txt" })) {
      blocks++;
      read += block;
    }
    expect(read).toBe(text);
    expect(blocks).toBeGreaterThan(100);
    expect(await countPuzzles({ file, filename: "list.txt" })).toEqual({ total: 4000, first: seed01 });
    expect(await countPuzzles({ file: new Blob([text]), filename: "list.txt" })).toMatchObject({
      total: 4000,
    });
    expect(await countPuzzles({ text })).toMatchObject({ total: 4000 });
    expect(await countPuzzles({ text: "# nothing\n\n" })).toEqual({ total: 0 });
  });

  it("tells NDJSON lines from puzzle lines", () => {
    expect(looksLikeNdjson(JSON.stringify({ text: seed01 }))).toBe(true);
    expect(looksLikeNdjson(JSON.stringify(seed01))).toBe(true);
    expect(looksLikeNdjson(seed01)).toBe(false);
    expect(looksLikeNdjson('{"cells": []}')).toBe(false);
    expect(looksLikeNdjson("{not json")).toBe(false);
  });

  it("asks for the CLI's solve --json, with the format and NDJSON input when chosen", () => {
    expect(batchJob({ ...settings, format: "line" }, "ndjson")).toEqual({
      command: "solve",
      json: true,
      limit: 2,
      timeoutMs: 10_000,
      format: "line",
      input: "ndjson",
    });
  });
});

describe("startBatch", () => {
  it("solves NDJSON lines holding puzzles in any format; a line that is not JSON is invalid at that line", async () => {
    const [grid01, grid02] = sudoku.examples.map((e) => e.text) as [string, string];
    const text = [
      JSON.stringify({ text: grid01 }),
      "{oops",
      JSON.stringify({ text: grid02, source: "seed-02" }),
    ];
    const { end, rows } = await solveAll(text.join("\n"));
    expect(end).toMatchObject({ lines: "ndjson", total: 3, count: 3, invalid: 1 });
    expect(rows.map((r) => [r.source, r.status])).toEqual([
      ["line 1", "unique"],
      ["line 2", "invalid"],
      ["seed-02", "unique"],
    ]);
    expect(rows[1]!.error).toMatchObject({ line: 2, column: 1 });
  });

  it("answers a line over the batch's limit as an invalid puzzle of its own, and goes on", async () => {
    const long = `${seed01}\n${"1".repeat(5000)}\n${seed02}\n`;
    expect(await countPuzzles({ text: long }, 4000)).toMatchObject({ total: 3 });
    const rows = new BatchRows();
    const end = await startBatch(
      createLocalRunner(find),
      { text: long },
      { ...settings, maxLineLength: 4000 },
      { onChunk: (r) => rows.addText(r.parts[0]!) },
    ).done;
    expect(end).toMatchObject({ total: 3, count: 3, invalid: 1 });
    const got = Array.from({ length: rows.length }, (_, i) => rows.row(i));
    expect(got.map((r) => [r.source, r.status])).toEqual([
      ["line 1", "unique"],
      ["line 2", "invalid"],
      ["line 3", "unique"],
    ]);
    expect(JSON.stringify(got[1]!.error)).toContain("longer than 4000 characters; not read");
    expect(batchLineLimit({ maxSide: 9, maxCells: 81, maxTextLength: 1000 })).toBe(10_096);
  });

  it("reads every line as a puzzle when told to, even one that looks like JSON", async () => {
    const { end, rows } = await solveAll(`${seed01}\n${broken}\n"${seed02}"`, "text");
    expect(end).toMatchObject({ lines: "text", count: 3, invalid: 2 });
    expect(rows.map((r) => r.status)).toEqual(["unique", "invalid", "invalid"]);
  });
});

describe("exampleLines", () => {
  it("writes each type's examples one a line, in a one-line format or as NDJSON", async () => {
    expect(exampleLines(sudoku)).toBe(`${seed01}\n${seed02}\n`);
    const nonogram = findPuzzleType("nonogram") as AnyPuzzleType;
    const tatham = nonogram.formats.find((f) => f.id === "tatham")!;
    // Black-and-white examples go one a line as Tatham game ids.
    const blackAndWhite = nonogram.examples.filter(
      (e) => !(parsePuzzle(nonogram, e.text) as { palette?: unknown[] }).palette,
    );
    expect(blackAndWhite.length).toBeGreaterThan(0);
    const lines = exampleLines({ ...nonogram, examples: blackAndWhite })
      .trimEnd()
      .split("\n");
    expect(lines).toHaveLength(blackAndWhite.length);
    for (const line of lines) expect(() => tatham.parse(line)).not.toThrow();
    // Colour examples have no one-line format, so the whole list goes as NDJSON, each example's own text.
    expect(nonogram.examples.length).toBeGreaterThan(blackAndWhite.length);
    expect(
      exampleLines(nonogram)
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l).text),
    ).toEqual(nonogram.examples.map((e) => e.text));
    // Kakuro's examples go one a line as puzz.link links, each reading back to its example.
    const kakuro = findPuzzleType("kakuro") as AnyPuzzleType;
    const puzzlink = kakuro.formats.find((f) => f.id === "puzzlink")!;
    expect(
      exampleLines(kakuro)
        .trimEnd()
        .split("\n")
        .map((l) => puzzlink.parse(l)),
    ).toEqual(kakuro.examples.map((e) => parsePuzzle(kakuro, e.text)));
  });
});
