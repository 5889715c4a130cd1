import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { latinSquare } from "../testing/latin-square.js";
import { ndjsonValues } from "../testing/ndjson.js";
import type { AnyPuzzleType, PuzzleInput } from "../types.js";
import { type BatchJob, runChunk } from "./work.js";

const latin = latinSquare as unknown as AnyPuzzleType;
const solve: BatchJob = { command: "solve", json: true, limit: 2, input: "ndjson" };

function lines(texts: string[], job: BatchJob = solve): Record<string, unknown>[] {
  const inputs: PuzzleInput[] = texts.map((text, i) => ({ source: `line ${i + 3}`, text, firstLine: i + 3 }));
  const result = runChunk(latin, {}, job, { start: 10, inputs });
  expect(result.count).toBe(texts.length);
  return ndjsonValues<Record<string, unknown>>(result.parts[0]!);
}

describe("runChunk with NDJSON inputs", () => {
  it("reads the puzzle from a text field or a JSON string, with the source and format it names", () => {
    const [a, b, c] = lines([
      JSON.stringify({ text: "12.." }),
      JSON.stringify("1..."),
      JSON.stringify({ text: '{"n":2,"cells":[1,0,0,0]}', format: "json", source: "mine" }),
    ]);
    expect(a).toMatchObject({ index: 10, source: "line 3", status: "unique", solutions: [[1, 2, 2, 1]] });
    expect(b).toMatchObject({ index: 11, source: "line 4", status: "unique" });
    expect(c).toMatchObject({ index: 12, source: "mine", status: "unique", solutions: [[1, 2, 2, 1]] });
  });

  it("reports a line that is not JSON, or holds no text, at that line; a bad puzzle within its text", () => {
    const [notJson, noText, badFormat, badPuzzle] = lines([
      "{text: 12..}",
      JSON.stringify({ puzzle: "12.." }),
      JSON.stringify({ text: "12..", format: "nope" }),
      JSON.stringify({ text: "1x.." }),
    ]);
    expect(notJson).toMatchObject({ index: 10, status: "invalid", error: { line: 3, column: 1 } });
    expect((notJson!.error as { message: string }).message).toMatch(/not a JSON line/);
    expect(noText).toMatchObject({ status: "invalid", error: { line: 4 } });
    expect((noText!.error as { message: string }).message).toMatch(/"text" field/);
    expect(badFormat).toMatchObject({ status: "invalid" });
    expect((badFormat!.error as { message: string }).message).toMatch(/nope/);
    // The puzzle's own error points into its text (line 1, column 2), not at the line of the batch.
    expect(badPuzzle).toMatchObject({ status: "invalid", error: { line: 1, column: 2 } });
  });

  it("answers every line with exactly one line at its index, whatever the line holds", () => {
    const line = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({ text: fc.string(), format: fc.option(fc.constantFrom("line", "json", "x")) })
        .map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (texts) => {
        const got = lines(texts);
        expect(got.map((l) => l.index)).toEqual(texts.map((_, i) => 10 + i));
        for (const l of got) expect(["unique", "multiple", "none", "invalid", "solved"]).toContain(l.status);
      }),
    );
  });
});

describe("runChunk's solve answers written by the type", () => {
  it("leaves no half line when the type's writer throws: the input gets its error line", () => {
    const throwing = {
      ...latin,
      writeSolutionJson() {
        throw new Error("no room");
      },
    } as AnyPuzzleType;
    const job: BatchJob = { command: "solve", json: true, limit: 2 };
    const inputs: PuzzleInput[] = ["12..", "1x.."].map((text, i) => ({
      source: `l${i}`,
      text,
      firstLine: 1,
    }));
    const result = runChunk(throwing, throwing, job, { start: 0, inputs });
    const got = ndjsonValues<{ status: string; error: { message: string } }>(result.parts[0]!);
    expect(got.map((l) => l.status)).toEqual(["invalid", "invalid"]);
    expect(got[0]!.error.message).toBe("cannot solve: no room");
    expect(result.invalid).toBe(2);
  });
});
