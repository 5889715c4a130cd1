import { join } from "node:path";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { independentChecks } from "./project.ts";
import { bundleWorker, startWorker } from "./workerd.ts";

const app = inject("consumerProject");
const { checkSolution } = await independentChecks(app);

describe("the packed packages in workerd (miniflare): a Worker that imports @gridsmith/catalog", () => {
  let mf: Miniflare;

  beforeAll(async () => {
    mf = startWorker(await bundleWorker(join(app, "worker/worker.js")));
  });

  afterAll(async () => {
    await mf?.dispose();
  });

  const solve = async (type: string, text: string) => {
    const res = await mf.dispatchFetch("http://worker/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type, text }),
    });
    return {
      status: res.status,
      body: (await res.json()) as { status: string; puzzle: unknown; solutions: unknown[] },
    };
  };

  it("solves the first example of every installed type, each answer checked outside the Worker", async () => {
    const res = await mf.dispatchFetch("http://worker/");
    expect(res.status).toBe(200);
    const { types } = (await res.json()) as { types: { id: string; example: string }[] };
    expect(types.map((t) => t.id)).toEqual(
      expect.arrayContaining(["sudoku", "nonogram", "crosspatch", "kakuro"]),
    );
    for (const { id, example } of types) {
      const { status, body } = await solve(id, example);
      expect(status, `${id}: ${JSON.stringify(body)}`).toBe(200);
      expect(body.solutions.length, id).toBeGreaterThan(0);
      for (const solution of body.solutions) expect(checkSolution(id, body.puzzle, solution), id).toEqual([]);
    }
  });

  it("solves a sudoku it was sent", async () => {
    const text = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    const { status, body } = await solve("sudoku", text);
    expect(status).toBe(200);
    expect(body.status).toBe("unique");
    expect(checkSolution("sudoku", body.puzzle, body.solutions[0])).toEqual([]);
  });
});
