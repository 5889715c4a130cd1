import { join } from "node:path";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { checkSolution } from "../fixtures/checks.mjs";
import { bundleWorker, startWorker } from "./workerd.ts";

const app = inject("consumerProject");

describe("the packed packages in workerd (miniflare): a Worker that imports @gridsmith/catalog", () => {
  let mf: Miniflare;

  beforeAll(async () => {
    mf = startWorker(await bundleWorker(join(app, "worker/worker.js")));
  });

  afterAll(async () => {
    await mf?.dispose();
  });

  it("lists the installed puzzle types", async () => {
    const res = await mf.dispatchFetch("http://worker/");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { types: string[] }).types).toEqual(
      expect.arrayContaining(["sudoku", "kakuro"]),
    );
  });

  it.each([
    ["sudoku", "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."],
    ["kakuro", "#   14\\ 19\\ #\n\\7  .   .   5\\\n\\21 .   .   .\n#   \\10 .   .\n"],
  ])("answers a %s solve request, checked outside the Worker", async (type, text) => {
    const res = await mf.dispatchFetch("http://worker/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type, text }),
    });
    const body = (await res.json()) as { status: string; puzzle: unknown; solutions: unknown[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe("unique");
    expect(body.solutions).toHaveLength(1);
    expect(checkSolution(type, body.puzzle, body.solutions[0])).toEqual([]);
  });
});
