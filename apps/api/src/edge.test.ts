import type { AnyPuzzleType } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { createEdgeApp } from "./edge.js";
import { silentSink } from "./logger.js";
import { puzzleTypes } from "./testing/fake-types.test-helpers.js";

// The fetch handler for runtimes without worker threads: every operation runs inline on the request.
const app = createEdgeApp({ types: puzzleTypes as readonly AnyPuzzleType[], log: silentSink });

describe("edge app", () => {
  it("solves one puzzle inline", async () => {
    const res = await app.request("/api/puzzles/latin/solve", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "1..\n.2.\n..3\n" }),
    });
    expect(((await res.json()) as { status: string }).status).toBe("unique");
  });

  it("streams a batch inline, in input order", async () => {
    const body = ["1../.2./..3", "12/21", "1x", "1../.2./..3"].map((text) => JSON.stringify({ text }));
    const res = await app.request("/api/puzzles/latin/solve-batch", {
      method: "POST",
      headers: { "content-type": "application/x-ndjson" },
      body: body.join("\n"),
    });
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.index, l.status])).toEqual([
      [0, "unique"],
      [1, "unique"],
      [2, "invalid"],
      [3, "unique"],
    ]);
  });
});
