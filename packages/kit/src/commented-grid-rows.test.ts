import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentedGridRows } from "./commented-grid-rows.js";

describe("commentedGridRows", () => {
  it("drops comment lines and trailing blank lines, keeps blank lines inside, numbers lines from 1", () => {
    expect(commentedGridRows("# a grid\n.1.  \n\n2.3\r\n# end\n\n  \n")).toEqual([
      { text: ".1.", line: 2 },
      { text: "", line: 3 },
      { text: "2.3", line: 4 },
    ]);
    expect(commentedGridRows("")).toEqual([]);
    expect(commentedGridRows("#only\n\n")).toEqual([]);
  });

  it("keeps every other line, trimmed at its end, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[#.0-9 ]{0,6}$/), { maxLength: 10 }), (lines) => {
        const rows = commentedGridRows(lines.join("\n"));
        const kept = lines.flatMap((l, i) =>
          l.trimEnd().startsWith("#") ? [] : [{ text: l.trimEnd(), line: i + 1 }],
        );
        while (kept.length > 0 && kept.at(-1)!.text === "") kept.pop();
        expect(rows).toEqual(kept);
      }),
    );
  });
});
