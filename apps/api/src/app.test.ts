import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SolverPool } from "./pool/solver-pool.js";
import { fakeApp, fakePool, isLatinSolutionOf, latinExample, post } from "./testing/app.test-helpers.js";

let pool: SolverPool;
let app: ReturnType<typeof fakeApp>;
const logs: string[] = [];

beforeAll(async () => {
  pool = await fakePool({ threads: 2 });
  app = fakeApp(pool, { log: (line) => logs.push(line), corsOrigins: ["https://example.org"] });
});
afterAll(() => pool.destroy());

const { text: latinText, givens: latinGivens } = latinExample;

function expectProblem(json: Record<string, unknown>, status: number, kind: string) {
  expect(json).toMatchObject({ type: `urn:gridsmith:problem:${kind}`, status });
  expect(typeof json.title).toBe("string");
  expect(typeof json.detail).toBe("string");
}

describe("GET /api/puzzles", () => {
  it("lists every type with formats, examples and operations", async () => {
    const res = await app.request("/api/puzzles");
    expect(res.status).toBe(200);
    const { types } = (await res.json()) as { types: Record<string, unknown>[] };
    expect(types.map((t) => t.id)).toEqual(["latin", "slow", "sleepy", "stubborn", "crash"]);
    expect(types[0]).toMatchObject({
      title: "Latin square",
      operations: ["parse", "solve", "check", "hint", "explain", "grade", "generate", "convert"],
      examples: [{ name: "3x3", text: latinText }, { name: "4x4" }],
    });
    expect(types[0]!.formats).toContainEqual({
      id: "legacy",
      name: "Legacy (read-only)",
      extensions: ["old"],
      mediaType: "text/plain",
      writable: false,
      writesSolutions: false,
    });
    expect(types[0]!.formats).toContainEqual(expect.objectContaining({ id: "slash", writesSolutions: true }));
    expect(types[0]!.generateOptions).toEqual([{ name: "size", type: "string", multiple: false }]);
    expect(types[1]!.operations).toEqual(["parse", "solve", "check", "convert"]);
    expect(types[3]!.operations).toEqual(["parse", "solve", "check", "explain", "convert"]);
  });

  it("describes one type, and 404s an unknown one", async () => {
    expect(((await (await app.request("/api/puzzles/slow")).json()) as { id: string }).id).toBe("slow");
    const res = await app.request("/api/puzzles/kakuro");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expectProblem((await res.json()) as Record<string, unknown>, 404, "unknown-type");
  });
});

describe("operations", () => {
  it("parse: text to puzzle JSON, the format used and what validate found", async () => {
    const ok = await post(app, "/api/puzzles/latin/parse", { text: "1../.2./..3" });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({
      puzzle: { size: 3, givens: latinGivens },
      format: { id: "slash", name: "Rows separated by '/'" },
      problems: [],
    });
    const dup = await post(app, "/api/puzzles/latin/parse", { text: "11.\n...\n...\n", format: "grid" });
    expect(dup.status).toBe(200);
    expect(dup.json.problems).toMatchObject([{ code: "duplicate-given", message: "row 1 has two 1s" }]);
  });

  it("solve: from text or JSON, with solutions checked independently", async () => {
    const fromText = await post(app, "/api/puzzles/latin/solve", { text: latinText });
    expect(fromText.status).toBe(200);
    expect(fromText.json).toMatchObject({ status: "unique", solutionCount: 1, complete: true });
    const [solution] = fromText.json.solutions as number[][][];
    expect(isLatinSolutionOf(latinGivens, solution!)).toBe(true);
    expect(fromText.json.solutionTexts).toEqual([solution!.map((r) => r.join("")).join("\n")]);

    const empty = {
      size: 3,
      givens: [
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
    };
    const fromJson = await post(app, "/api/puzzles/latin/solve", { puzzle: empty, limit: 5 });
    expect(fromJson.json).toMatchObject({ status: "multiple", solutionCount: 5, complete: false });
    for (const s of fromJson.json.solutions as number[][][])
      expect(isLatinSolutionOf(empty.givens, s)).toBe(true);
  });

  it("check: the mistakes in an attempt", async () => {
    const res = await post(app, "/api/puzzles/latin/check", { text: latinText, attempt: [[1, 1, 0]] });
    expect(res.status).toBe(200);
    expect(res.json.problems).toMatchObject([{ code: "conflict", message: "row 1 has two 1s" }]);
    const fine = await post(app, "/api/puzzles/latin/check", { text: latinText, attempt: [] });
    expect(fine.json).toEqual({ problems: [] });
  });

  it("hint, explain and grade", async () => {
    const hint = await post(app, "/api/puzzles/latin/hint", { text: "12.\n...\n...\n" });
    expect(hint.status).toBe(200);
    expect(hint.json.step).toMatchObject({ technique: "single", cells: [{ row: 0, col: 2 }] });
    const none = await post(app, "/api/puzzles/latin/hint", { text: "...\n...\n...\n" });
    expect(none.json).toEqual({ step: null });

    const explain = await post(app, "/api/puzzles/latin/explain", { text: "12.\n.3.\n...\n" });
    expect(explain.status).toBe(200);
    expect((explain.json.steps as unknown[]).length).toBe(6);

    const grade = await post(app, "/api/puzzles/latin/grade", { text: "12.\n.3.\n...\n" });
    expect(grade.json).toMatchObject({ level: "medium", score: 6 });
  });

  it("generate: the same seed gives the same puzzle, with its text", async () => {
    const a = await post(app, "/api/puzzles/latin/generate", { params: { size: 4 }, seed: 42 });
    const b = await post(app, "/api/puzzles/latin/generate", { params: { size: 4 }, seed: 42 });
    expect(a.status).toBe(200);
    expect(a.json).toEqual(b.json);
    expect(a.json).toMatchObject({ format: "grid", seed: 42 });
    const back = await post(app, "/api/puzzles/latin/solve", { text: a.json.text });
    expect(back.json.status).toBe("unique");
    const fromOptions = await post(app, "/api/puzzles/latin/generate", { options: { size: "3" }, seed: 1 });
    expect((fromOptions.json.puzzle as { size: number }).size).toBe(3);
    const badOptions = await post(app, "/api/puzzles/latin/generate", { options: { size: "big" } });
    expect(badOptions.json).toMatchObject({
      status: 400,
      detail: "latin cannot generate with these options: --size must be a whole number, got 'big'",
    });
    const random = await post(app, "/api/puzzles/latin/generate", {});
    expect(random.status).toBe(200);
    expect(Number.isInteger(random.json.seed)).toBe(true);
  });

  it("convert: between formats, from text or JSON", async () => {
    const res = await post(app, "/api/puzzles/latin/convert", { text: latinText, to: "slash" });
    expect(res.json).toEqual({ text: "1../.2./..3", format: "slash", mediaType: "text/plain" });
    const fromJson = await post(app, "/api/puzzles/latin/convert", {
      puzzle: { size: 3, givens: latinGivens },
      to: "grid",
    });
    expect(fromJson.json.text).toBe(latinText);
    const legacy = await post(app, "/api/puzzles/latin/convert", {
      text: `#latin\n${latinText}`,
      to: "grid",
    });
    expect(legacy.json.text).toBe(latinText);
  });
});

describe("errors", () => {
  it("404: unknown type, naming the known ones", async () => {
    const res = await post(app, "/api/puzzles/kakuro/solve", { text: "x" });
    expectProblem(res.json, 404, "unknown-type");
    expect(res.json.detail).toBe(
      "there is no puzzle type 'kakuro'; known types: latin, slow, sleepy, stubborn, crash",
    );
  });

  it("404: an operation the type lacks, even before the body is read", async () => {
    const res = await post(app, "/api/puzzles/slow/hint", "not json");
    expectProblem(res.json, 404, "missing-operation");
    expect(res.json.detail).toBe(
      "Slow (slow) has no hint operation; it supports: parse, solve, check, convert",
    );
  });

  it("404: an unknown path, as a problem", async () => {
    const res = await post(app, "/api/puzzles/latin/dance", {});
    expectProblem(res.json, 404, "not-found");
  });

  it("400: bad JSON", async () => {
    const res = await post(app, "/api/puzzles/latin/solve", '{"text": "1..",');
    expectProblem(res.json, 400, "bad-json");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });

  it("400: a body that fails validation, field by field", async () => {
    const res = await post(app, "/api/puzzles/latin/solve", { text: latinText, limit: 0, timeoutMs: 61_000 });
    expectProblem(res.json, 400, "invalid-request");
    expect(res.json.issues).toEqual([
      { path: "limit", message: expect.stringContaining(">=1") },
      { path: "timeoutMs", message: expect.stringContaining("<=60000") },
    ]);
    const neither = await post(app, "/api/puzzles/latin/solve", {});
    expect(neither.json.issues).toEqual([
      {
        path: "puzzle",
        message: "give the puzzle as `text` (in one of the type's formats) or as `puzzle` (JSON)",
      },
    ]);
    const array = await post(app, "/api/puzzles/latin/parse", [1, 2]);
    expectProblem(array.json, 400, "invalid-request");
  });

  it("400: a parse error, with its line and column", async () => {
    const res = await post(app, "/api/puzzles/latin/solve", { text: "1..\n.x.\n..3\n", format: "grid" });
    expectProblem(res.json, 400, "parse-error");
    expect(res.json).toMatchObject({
      line: 2,
      column: 2,
      detail: "line 2, column 2: 'x' is not a digit 1-3 or '.'",
    });
  });

  it("400: unknown and read-only formats; puzzle JSON of the wrong shape", async () => {
    const unknown = await post(app, "/api/puzzles/latin/parse", { text: latinText, format: "ipuz" });
    expect(unknown.json.detail).toBe("latin has no format 'ipuz'; its formats: grid, slash, legacy");
    const readOnly = await post(app, "/api/puzzles/latin/convert", { text: latinText, to: "legacy" });
    expectProblem(readOnly.json, 400, "read-only-format");
    const shape = await post(app, "/api/puzzles/latin/solve", { puzzle: { size: "three" } });
    expectProblem(shape.json, 400, "invalid-puzzle");
  });

  it("writes the solutions in solutionFormat; 400 for a format that cannot, naming those that can", async () => {
    const solved = await post(app, "/api/puzzles/latin/solve", { text: latinText, solutionFormat: "slash" });
    expect(solved.status).toBe(200);
    expect(solved.json.solutionTexts).toEqual([
      (solved.json.solutions as number[][][])[0]!.map((row) => row.join("")).join("/"),
    ]);
    const grid = await post(app, "/api/puzzles/latin/solve", { text: latinText, solutionFormat: "grid" });
    expectProblem(grid.json, 400, "read-only-format");
    expect(grid.json.detail).toBe("latin: format 'grid' cannot write a solution; formats that can: slash");
    const unknown = await post(app, "/api/puzzles/latin/solve", {
      text: latinText,
      solutionFormat: "pzprv3",
    });
    expectProblem(unknown.json, 400, "unknown-format");
    expect(unknown.json.detail).toMatch(
      /unknown format 'pzprv3' to write solutions in; formats that can: slash/,
    );
    const notText = await post(app, "/api/puzzles/latin/solve", { text: latinText, solutionFormat: 3 });
    expectProblem(notText.json, 400, "invalid-request");
  });

  it("413: a body over 1 MiB", async () => {
    const big = JSON.stringify({ text: "1".repeat(1024 * 1024) });
    const res = await post(app, "/api/puzzles/latin/parse", big);
    expectProblem(res.json, 413, "body-too-large");
    const declared = await post(app, "/api/puzzles/latin/parse", big, {
      "content-length": String(big.length),
    });
    expect(declared.status).toBe(413);
  });

  it("415: a body that is not JSON", async () => {
    const res = await post(app, "/api/puzzles/latin/parse", "text=1..", { "content-type": "text/plain" });
    expectProblem(res.json, 415, "unsupported-media-type");
  });

  it("422: a puzzle that fails validate, with its problems", async () => {
    const res = await post(app, "/api/puzzles/latin/solve", { text: "11.\n...\n...\n" });
    expectProblem(res.json, 422, "invalid-puzzle");
    expect(res.json.problems).toMatchObject([
      {
        code: "duplicate-given",
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
      },
    ]);
  });

  it("422: a type's function that throws on this input", async () => {
    const res = await post(app, "/api/puzzles/crash/check", { text: "5", attempt: 1 });
    expectProblem(res.json, 422, "operation-failed");
    expect(res.json.detail).toBe("cannot read attempt");
    const gen = await post(app, "/api/puzzles/latin/generate", { params: { size: 12 } });
    expect(gen.json.detail).toBe("size must be a whole number from 1 to 9, got 12");
  });
});

describe("headers and service routes", () => {
  it("sets secure headers and a request id that the log line carries", async () => {
    const res = await app.request("/api/puzzles");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const id = res.headers.get("x-request-id");
    expect(id).toBeTruthy();
    expect(logs.some((l) => l.includes(`${id} GET /api/puzzles 200`))).toBe(true);
  });

  it("answers CORS only for configured origins", async () => {
    const allowed = await app.request("/api/puzzles", { headers: { origin: "https://example.org" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://example.org");
    const other = await app.request("/api/puzzles", { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const noCors = fakeApp(pool);
    const off = await noCors.request("/api/puzzles", { headers: { origin: "https://example.org" } });
    expect(off.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("healthz, and readyz once the pool is up", async () => {
    expect((await app.request("/healthz")).status).toBe(200);
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", threads: 2 });
    const notReady = fakeApp({ ...pool, run: pool.run, threads: 1, isReady: false });
    expect((await notReady.request("/readyz")).status).toBe(503);
  });

  it("serves the Swagger UI", async () => {
    const res = await app.request("/api/docs");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("/api/openapi.json");
  });
});
