import { describe, expect, it } from "vitest";
import { ndjsonValues } from "./ndjson.js";

describe("ndjsonValues", () => {
  it("reads one value a line, whatever white space ends the text", () => {
    expect(ndjsonValues('{"a":1}\n[2]\n"three"\n')).toEqual([{ a: 1 }, [2], "three"]);
    expect(ndjsonValues("  7\r\n8  \n\n")).toEqual([7, 8]);
  });

  it("throws on a line that is not JSON, blank lines within the text too", () => {
    expect(() => ndjsonValues('{"a":1}\nnot json\n')).toThrow(SyntaxError);
    expect(() => ndjsonValues("1\n\n2\n")).toThrow(SyntaxError);
    expect(() => ndjsonValues("")).toThrow(SyntaxError);
  });
});
