import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { JsonWriter } from "./json-writer.js";

/** What a writer may be told, with the JSON text `JSON.stringify` gives for it. */
const piece = fc.oneof(
  fc
    .string({ unit: "binary" })
    .map((s) => ({ write: (w: JsonWriter) => w.string(s), json: JSON.stringify(s) })),
  fc
    .string({ unit: "grapheme-ascii" })
    .map((s) => ({ write: (w: JsonWriter) => w.string(s), json: JSON.stringify(s) })),
  // Lone surrogates, controls, quotes and backslashes: the escapes JSON.stringify writes.
  fc
    .string({ unit: fc.constantFrom("\ud800", "\udfff", "\u0000", "\u001f", '"', "\\", "é", "a") })
    .map((s) => ({ write: (w: JsonWriter) => w.string(s), json: JSON.stringify(s) })),
  fc
    .oneof(
      fc.double(),
      fc.integer(),
      fc.constantFrom(0, -0, 9, 10, 0x7fffffff, 0x80000000, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY),
    )
    .map((x) => ({ write: (w: JsonWriter) => w.number(x), json: JSON.stringify(x) })),
  fc.json().map((j) => ({ write: (w: JsonWriter) => w.text(j), json: j })),
  fc
    .integer({ min: 32, max: 126 })
    .map((c) => ({ write: (w: JsonWriter) => w.byte(c), json: String.fromCharCode(c) })),
  fc.string({ unit: "grapheme-ascii" }).map((s) => ({ write: (w: JsonWriter) => w.ascii(s), json: s })),
  fc
    .string({ unit: "grapheme-ascii" })
    .map((s) => ({ write: (w: JsonWriter) => w.bytes(new TextEncoder().encode(s)), json: s })),
  // A run of bytes written in place (`claim`), as sudoku writes a solution's digits.
  fc.string({ unit: "grapheme-ascii" }).map((s) => ({
    write: (w: JsonWriter) => {
      const at = w.claim(s.length);
      for (let i = 0; i < s.length; i++) w.buffer[at + i] = s.charCodeAt(i);
    },
    json: s,
  })),
);

describe("JsonWriter", () => {
  it("gives back what JSON.stringify writes, piece after piece, and is empty after each take", () => {
    const w = new JsonWriter();
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        for (const p of pieces) p.write(w);
        expect(w.take()).toBe(pieces.map((p) => p.json).join(""));
        expect(w.length).toBe(0);
        expect(w.take()).toBe("");
      }),
    );
  });

  it("grows past its first buffer, and truncates back to a length it had", () => {
    const w = new JsonWriter();
    const long = "x".repeat(50_000);
    for (let i = 0; i < 5; i++) w.string(long);
    const kept = w.length;
    w.string("half a line");
    w.truncate(kept);
    expect(w.take()).toBe(JSON.stringify(long).repeat(5));
  });
});
