import { describe, expect, it } from "vitest";
import { decodeFile } from "./inputs.js";

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
