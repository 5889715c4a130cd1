import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SolverPool } from "../pool/solver-pool.js";
import { fakeApp, fakePool, isLatinSolutionOf } from "../testing/app.test-helpers.js";
import { latinType } from "../testing/latin.test-helpers.js";

let pool: SolverPool;
beforeAll(async () => {
  pool = await fakePool({ threads: 2, maxQueue: 8 });
});
afterAll(() => pool.destroy());

type Line = Record<string, unknown> & { index?: number; status?: string; stopped?: Record<string, unknown> };

const slash = latinType.formats.find((f) => f.id === "slash")!;
/** Generated 4x4 latin squares (one solution each), as one-line puzzles. */
const puzzles = Array.from({ length: 120 }, (_, seed) => latinType.generate!({ size: 4 }, seed));

function batch(
  app: ReturnType<typeof fakeApp>,
  path: string,
  body: BodyInit,
  contentType = "text/plain",
  init: RequestInit = {},
) {
  return app.request(`/api/puzzles/${path}`, {
    method: "POST",
    headers: { "content-type": contentType },
    body,
    ...init,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function lines(res: Response): Promise<Line[]> {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
  const text = await res.text();
  return text === ""
    ? []
    : text
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l) as Line);
}

/** A body that hands out `chunks` on demand, counting what was taken. */
function pulledBody(chunks: Iterator<string>) {
  const state = { pulled: 0 };
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close();
      else {
        state.pulled++;
        controller.enqueue(encoder.encode(next.value));
      }
    },
  });
  return { stream, state };
}

describe("POST /api/puzzles/{type}/solve-batch", () => {
  let app: ReturnType<typeof fakeApp>;
  beforeAll(() => {
    app = fakeApp(pool);
  });

  it("answers every line in input order, each solution checked on its own, bad lines at their line", async () => {
    const body = puzzles.map((p, i) => (i === 7 ? "1x../..1./.1../...2" : slash.serialize!(p)));
    body.splice(3, 0, "", "# a comment");
    const got = await lines(await batch(app, "latin/solve-batch", `${body.join("\n")}\n`));
    expect(got.map((l) => l.index)).toEqual(puzzles.map((_, i) => i));
    got.forEach((line, i) => {
      expect(line.source).toBe(`line ${i < 3 ? i + 1 : i + 3}`);
      if (i === 7) {
        // The line of the body, and the column within it.
        expect(line).toMatchObject({ status: "invalid", solutions: [], error: { line: 10, column: 2 } });
        return;
      }
      expect(line).toMatchObject({ status: "unique", solutionCount: 1, complete: true });
      const [solution] = line.solutions as number[][][];
      expect(isLatinSolutionOf(puzzles[i]!.givens, solution!)).toBe(true);
    });
  });

  it("reads NDJSON lines: objects with text, format and source, or JSON strings", async () => {
    const [a, b, c, d] = puzzles.map((p) => slash.serialize!(p));
    const body = [
      JSON.stringify({ text: a }),
      JSON.stringify(b),
      JSON.stringify({ text: c, format: "slash", source: "mine" }),
      "not json",
      JSON.stringify({ text: d, format: "grid" }),
    ].join("\n");
    const got = await lines(await batch(app, "latin/solve-batch?limit=1", body, "application/x-ndjson"));
    expect(got.map((l) => [l.status, l.source])).toEqual([
      ["solved", "line 1"],
      ["solved", "line 2"],
      ["solved", "mine"],
      ["invalid", "line 4"],
      ["invalid", "line 5"],
    ]);
    expect(got[3]).toMatchObject({ error: { line: 4, column: 1 } });
  });

  it("checks the request before the answer starts", async () => {
    const problem = async (path: string, type = "text/plain") => {
      const res = await batch(app, path, "12../..1./.1../...2\n", type);
      return { status: res.status, json: (await res.json()) as { type: string } };
    };
    expect(await problem("latin/solve-batch?limit=0")).toMatchObject({ status: 400 });
    expect(await problem("latin/solve-batch?timeoutMs=x")).toMatchObject({ status: 400 });
    expect(await problem("latin/solve-batch?format=nope")).toMatchObject({
      status: 400,
      json: { type: "urn:gridsmith:problem:unknown-format" },
    });
    expect(await problem("latin/solve-batch", "application/json")).toMatchObject({ status: 415 });
    expect(await problem("sudoku/solve-batch")).toMatchObject({ status: 404 });
  });

  it("a puzzle that crashes its worker is that puzzle's error; the others are solved", async () => {
    const got = await lines(await batch(app, "crash/solve-batch", "1\n3\n2\n5\n7\n"));
    expect(got.map((l) => l.status)).toEqual(["unique", "unique", "invalid", "unique", "unique"]);
    expect((got[2]!.error as { message: string }).message).toMatch(/worker crashed on this puzzle/);
  });
});

describe("solve-batch bounds", () => {
  it("refuses a Content-Length over the limit with 413 before reading any of the body", async () => {
    const app = fakeApp(pool, { batch: { maxBytes: 1000 } });
    const { stream, state } = pulledBody(
      (function* () {
        for (;;) yield "12../..1./.1../...2\n".repeat(100);
      })(),
    );
    const res = await batch(app, "latin/solve-batch", stream, "text/plain", {
      headers: { "content-type": "text/plain", "content-length": String(2 ** 30) },
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    expect(((await res.json()) as { type: string }).type).toBe("urn:gridsmith:problem:body-too-large");
    expect(state.pulled).toBeLessThanOrEqual(1);
    await stream.cancel();
  });

  it("a body without a length stops at the limit: what came before is answered, then why it stopped", async () => {
    const app = fakeApp(pool, { batch: { maxBytes: 200 } });
    const line = `${slash.serialize!(puzzles[0]!)}\n`;
    expect(line).toHaveLength(20);
    const { stream } = pulledBody(
      (function* () {
        for (;;) yield line.repeat(3);
      })(),
    );
    const got = await lines(await batch(app, "latin/solve-batch", stream));
    const last = got.pop()!;
    expect(got.length).toBeGreaterThan(0);
    expect(got.length * line.length).toBeLessThanOrEqual(200);
    expect(got.map((l) => l.status)).toEqual(got.map(() => "unique"));
    expect(last.stopped).toMatchObject({ type: "urn:gridsmith:problem:body-too-large", done: got.length });
  });

  it("stops after the most puzzles a batch holds", async () => {
    const app = fakeApp(pool, { batch: { maxPuzzles: 5 } });
    const body = puzzles
      .slice(0, 9)
      .map((p) => slash.serialize!(p))
      .join("\n");
    const got = await lines(await batch(app, "latin/solve-batch", body));
    expect(got.slice(0, 5).map((l) => l.index)).toEqual([0, 1, 2, 3, 4]);
    expect(got[5]!.stopped).toMatchObject({ title: "Too many puzzles", done: 5 });
    expect(got).toHaveLength(6);
  });

  it("stops at the batch's time limit, with the lines done before it", async () => {
    const app = fakeApp(pool, { batch: { timeoutMs: 300 } });
    const got = await lines(await batch(app, "stubborn/solve-batch", "1\n1\n5000\n1\n"));
    const last = got.pop()!;
    expect(last.stopped).toMatchObject({ type: "urn:gridsmith:problem:time-limit" });
    expect(got.every((l) => l.status === "unique")).toBe(true);
    expect(got.length).toBeLessThanOrEqual(2);
  });

  it("answers 503 past the batches it runs at once, and takes batches again once one ends", async () => {
    const app = fakeApp(pool, { batch: { maxRunning: 1 } });
    const first = await batch(app, "slow/solve-batch", "1\n400\n");
    const busy = await batch(app, "slow/solve-batch", "1\n");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect((await lines(first)).map((l) => l.status)).toEqual(["unique", "unique"]);
    // The first batch's count is given back before its answer ends.
    expect((await lines(await batch(app, "slow/solve-batch", "1\n"))).length).toBe(1);
  });

  it("reads no faster than it answers: an endless upload holds a bounded window", async () => {
    const app = fakeApp(pool);
    const perChunk = 500;
    const { stream, state } = pulledBody(
      (function* () {
        for (;;) yield "12../..1./.1../...2\n".repeat(perChunk);
      })(),
    );
    const controller = new AbortController();
    const res = await batch(app, "latin/solve-batch", stream, "text/plain", { signal: controller.signal });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let answered = 0;
    let most = 0;
    while (answered < 40_000) {
      const { value } = await reader.read();
      for (let i = value!.indexOf("\n"); i >= 0; i = value!.indexOf("\n", i + 1)) answered++;
      most = Math.max(most, state.pulled * perChunk - answered);
    }
    // runBatch holds at most 16,384 puzzles read and not answered, plus the block being cut up and what
    // the streams between hold.
    expect(most).toBeLessThan(16_384 + 8 * perChunk);
    controller.abort();
    await reader.cancel().catch(() => {});
  });
});
