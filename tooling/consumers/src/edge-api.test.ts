import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import type { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type HostileTarget,
  hostileBody,
  hostileRoutes,
  keepsPromise,
} from "../../../apps/api/src/testing/hostile.test-helpers.ts";
import { independentChecks, repo } from "./project.ts";
import { bundleWorker, startWorker } from "./workerd.ts";

const { checkSolution } = await independentChecks(inject("consumerProject"));

// The API's Hono app without the Node worker pool (apps/api/src/edge.ts), bundled as a Worker module and
// run in workerd: the same routes, each operation run inline with its time limit handed to the solver.

const problemType = "application/problem+json";

/** A JSON answer, loosely typed: the tests check its fields with expect. */
// biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field.
type Json = any;

describe("the API as a fetch handler in workerd (apps/api/src/edge.ts)", () => {
  let mf: Miniflare;
  let out: string;

  beforeAll(async () => {
    out = mkdtempSync(join(tmpdir(), "gridsmith-edge-"));
    // Bundled from the workspace: the API's own modules from source, the packages from their built dist/.
    mf = startWorker(await bundleWorker(join(repo, "apps/api/src/edge.ts"), out));
  });

  afterAll(async () => {
    await mf?.dispose();
    if (out) rmSync(out, { recursive: true, force: true });
  });

  const post = async (path: string, body: unknown) => {
    const res = await mf.dispatchFetch(`http://edge${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return {
      status: res.status,
      type: res.headers.get("content-type") ?? "",
      json: (await res.json()) as Json,
    };
  };

  it("lists the puzzle types", async () => {
    const res = await mf.dispatchFetch("http://edge/api/puzzles");
    expect(res.status).toBe(200);
    const { types } = (await res.json()) as { types: { id: string; operations: string[] }[] };
    expect(types.map((t) => t.id)).toEqual(expect.arrayContaining(["sudoku", "kakuro"]));
    expect(types.find((t) => t.id === "sudoku")?.operations).toEqual(expect.arrayContaining(["solve"]));
  });

  it("solves a sudoku, and the answer passes an independent check", async () => {
    const text = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
    const parsed = await post("/api/puzzles/sudoku/parse", { text });
    expect(parsed.status).toBe(200);
    const res = await post("/api/puzzles/sudoku/solve", { text });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ status: "unique", solutionCount: 1, complete: true });
    expect(checkSolution("sudoku", parsed.json.puzzle, res.json.solutions[0])).toEqual([]);
    expect(res.json.solutionTexts[0]).toMatch(/[1-9]/);
  });

  it("answers a parse error with 400 problem+json, with line and column", async () => {
    const res = await post("/api/puzzles/sudoku/solve", { text: `${".".repeat(40)}x${".".repeat(40)}` });
    expect(res.status).toBe(400);
    expect(res.type).toContain(problemType);
    expect(res.json).toMatchObject({ status: 400, line: 1, column: 41 });
    expect(res.json.type).toContain("parse-error");
  });

  it("answers an unknown type with 404 problem+json", async () => {
    const res = await post("/api/puzzles/mahjong/solve", { text: "x" });
    expect(res.status).toBe(404);
    expect(res.type).toContain(problemType);
    expect(res.json.type).toContain("unknown-type");
  });

  it("answers an over-long body with 413 problem+json", async () => {
    const res = await post("/api/puzzles/sudoku/solve", { text: ".".repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
    expect(res.type).toContain(problemType);
    expect(res.json.type).toContain("body-too-large");
  });

  it("answers a solve that passes its time limit with a timeout result", async () => {
    // An empty 25x25 grid: the first solution takes the engine hundreds of nodes, far past 1 ms.
    const res = await post("/api/puzzles/sudoku/solve", { text: ".".repeat(625), timeoutMs: 1 });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ status: "timeout", complete: false });
    expect(res.json.solutionCount).toBeLessThan(2);
  });

  it("answers hostile puzzle JSON on every route of every type as the Node server does: a problem, never a 5xx", async () => {
    // The property of apps/api/src/hostile.test.ts, on the edge handler: each type's examples with one
    // place made hostile, and /healthz answered after each request.
    const { types } = (await (await mf.dispatchFetch("http://edge/api/puzzles")).json()) as {
      types: { id: string; formats: { id: string }[]; examples: { text: string }[] }[];
    };
    const targets: HostileTarget[] = [];
    for (const type of types) {
      const values: unknown[] = [];
      for (const { text } of type.examples) {
        const parsed = await post(`/api/puzzles/${type.id}/parse`, { text });
        expect(parsed.status, `${type.id} example parses`).toBe(200);
        values.push(parsed.json.puzzle);
      }
      const texts = type.examples.map((e) => e.text);
      targets.push({ id: type.id, format: type.formats[0]!.id, texts, values });
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.constantFrom(...hostileRoutes),
        fc.nat(),
        fc.nat(),
        async (target, route, pick, seed) => {
          const body = hostileBody(route, target, pick, seed);
          const res = await post(`/api/puzzles/${target.id}/${route}`, body);
          const answer = `${route} ${body.slice(0, 200)} -> ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`;
          expect(keepsPromise(res.status, res.type, res.json), answer).toBe(true);
          expect((await mf.dispatchFetch("http://edge/healthz")).status).toBe(200);
        },
      ),
      { numRuns: 150 },
    );
  });
});
