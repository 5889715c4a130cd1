// @vitest-environment node
import { describe, expect, it } from "vitest";
import { BatchRows } from "./batch-rows.ts";

// Lines as the kit's runChunk writes them for `solve --json` (see batch-executor.test.ts for real ones).
const line = (index: number, source: string, status: string, extra = "") =>
  `{"index":${index},"source":${JSON.stringify(source)},"status":"${status}","solutionCount":${status === "multiple" ? 2 : status === "invalid" || status === "none" ? 0 : 1},"complete":true,"solutions":[]${extra}}\n`;
const stats = ',"stats":{"nodes":3,"ms":1.25}';

describe("BatchRows", () => {
  it("keeps the NDJSON as written and one compact row per line, with the summary by group", () => {
    const rows = new BatchRows();
    const first = line(0, "line 1", "unique", stats) + line(1, "line 2", "solved", stats);
    const second =
      line(2, "line 4", "invalid", ',"error":{"message":"line 4, column 9: bad","line":4,"column":9}') +
      line(3, "mine", "multiple", stats) +
      line(4, "line 6", "none", stats) +
      line(5, "line 7", "timeout", stats);
    rows.addText(first);
    rows.addText("");
    rows.addText(second);
    expect(rows.ndjson).toEqual([first, second]);
    expect(rows.length).toBe(6);
    expect(rows.summary()).toEqual({ solved: 2, none: 1, multiple: 1, timeout: 1, invalid: 1 });
    expect(rows.row(0)).toEqual({
      index: 0,
      source: "line 1",
      status: "unique",
      solutionCount: 1,
      ms: 1.25,
      error: undefined,
    });
    expect(rows.row(2)).toMatchObject({
      source: "line 4",
      status: "invalid",
      ms: undefined,
      error: { message: "line 4, column 9: bad", line: 4, column: 9 },
    });
    expect(rows.row(3)).toMatchObject({ source: "mine", status: "multiple", solutionCount: 2 });
  });

  it("picks the first rows, or those of one group, says how many more, and hands out the same objects", () => {
    const rows = new BatchRows();
    let text = "";
    for (let i = 0; i < 3000; i++)
      text += line(i, `line ${i + 1}`, i % 3 === 0 ? "invalid" : "unique", stats);
    rows.addText(text);
    const all = rows.pick(500);
    expect(all.rows.map((r) => r.index)).toEqual(Array.from({ length: 500 }, (_, i) => i));
    expect(all.more).toBe(2500);
    const invalid = rows.pick(500, "invalid");
    expect(invalid.rows[1]).toMatchObject({ index: 3, status: "invalid" });
    expect(invalid.more).toBe(500);
    expect(rows.pick(500).rows[7]).toBe(all.rows[7]);
    expect(rows.pick(10, "timeout")).toEqual({ rows: [], more: 0 });
  });
});
