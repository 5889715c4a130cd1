import { describe, expect, it } from "vitest";
import { MAX_ANSWER_CHARS, runOperation, summariseProblems } from "./operation.js";
import { type Latin, latinSquare } from "./testing/latin-square.js";
import type { AnyPuzzleType, SolveOptions, Step } from "./types.js";

const puzzle: Latin = { n: 2, cells: [1, 0, 0, 0] };
const clash: Latin = { n: 2, cells: [1, 1, 0, 0] };

/** The Latin square with a hint and an explanation: the first empty cell, and then the next. */
const hinted: AnyPuzzleType = {
  ...latinSquare,
  hint(p: Latin, attempt?: number[]): Step | null {
    const cells = p.cells.map((g, i) => g || attempt?.[i] || 0);
    const cell = cells.indexOf(0);
    if (cell < 0) return null;
    const digit = latinSquare.solve(p, { limit: 1 }).solutions[0]![cell]!;
    return {
      technique: "single",
      message: `cell ${cell} is ${digit}`,
      cells: [],
      deductions: [{ cell, digit }],
    };
  },
  explain(p: Latin): Step[] {
    const steps: Step[] = [];
    const attempt = [...p.cells];
    for (let step = hinted.hint!(p, attempt); step; step = hinted.hint!(p, attempt)) {
      steps.push(step);
      const { cell, digit } = step.deductions[0] as { cell: number; digit: number };
      attempt[cell] = digit;
    }
    return steps;
  },
};

describe("runOperation", () => {
  it("parses a text with the detected or named format, with what validate says of it", async () => {
    expect(await runOperation(latinSquare, { op: "parse", text: { text: "11.." } })).toEqual({
      ok: true,
      value: {
        puzzle: clash,
        format: { id: "line", name: "One line of digits" },
        problems: [{ code: "duplicate", message: "cells 0 and 1 both hold 1" }],
      },
    });
    const json = await runOperation(latinSquare, {
      op: "parse",
      text: { text: '{"n":2,"cells":[1,0,0,0]}', format: "json" },
    });
    expect(json).toMatchObject({ ok: true, value: { puzzle, format: { id: "json" } } });
  });

  it("answers a text that does not read with where, and a text over the type's length limit", async () => {
    expect(await runOperation(latinSquare, { op: "solve", text: { text: "1x.." } })).toEqual({
      ok: false,
      message: "line 1, column 2: 'x' is not a digit 1-2 or '.'",
      parseError: { line: 1, column: 2, format: "line" },
    });
    const long = await runOperation(latinSquare, { op: "parse", text: { text: "1".repeat(1001) } });
    expect(long).toMatchObject({ ok: false, parseError: { line: 0, column: 0, format: "line" } });
  });

  it("validates a puzzle first and answers its problems instead of running the operation", async () => {
    for (const op of ["solve", "check", "grade"] as const) {
      const result = await runOperation(latinSquare, { op, puzzle: clash, attempt: [] });
      expect(result).toEqual({
        ok: false,
        message: "cells 0 and 1 both hold 1",
        problems: [{ code: "duplicate", message: "cells 0 and 1 both hold 1" }],
      });
    }
    expect(await runOperation(latinSquare, { op: "validate", puzzle: clash })).toEqual({
      ok: true,
      value: { problems: [{ code: "duplicate", message: "cells 0 and 1 both hold 1" }] },
    });
  });

  it("solves with the request's limit and budgets and the caller's signal and progress", async () => {
    const seen: SolveOptions[] = [];
    const spy: AnyPuzzleType = {
      ...latinSquare,
      solve: (p: Latin, options: SolveOptions) => {
        seen.push(options);
        return latinSquare.solve(p, options);
      },
    };
    const signal = new AbortController().signal;
    const onProgress = () => {};
    const result = await runOperation(
      spy,
      { op: "solve", puzzle, limit: 5, timeoutMs: 100, nodeLimit: 1000, learning: false },
      { signal, onProgress },
    );
    expect(seen).toEqual([
      { limit: 5, timeoutMs: 100, nodeLimit: 1000, learning: false, signal, onProgress },
    ]);
    expect(result).toMatchObject({
      ok: true,
      value: { status: "unique", solutions: [[1, 2, 2, 1]], solutionTexts: ["12\n21\n"] },
    });
    await runOperation(spy, { op: "solve", text: { text: "...." } });
    expect(seen[1]).toEqual({});
  });

  it("writes the solutions in the request's solutionFormat, and refuses one that holds no answers", async () => {
    const [line, json] = latinSquare.formats;
    const writing: AnyPuzzleType = {
      ...latinSquare,
      formats: [{ ...line!, writeSolution: (_p: Latin, s: number[]) => `solved ${s.join("")}` }, json!],
    };
    const solved = await runOperation(writing, { op: "solve", puzzle, solutionFormat: "line" });
    expect(solved).toMatchObject({ ok: true, value: { solutionTexts: ["solved 1221"] } });
    const refused = await runOperation(writing, { op: "solve", puzzle, solutionFormat: "json" });
    expect(refused).toEqual({
      ok: false,
      message: "format 'json' cannot write a solution; formats that can: line",
    });
  });

  it("checks, hints, explains and grades in the API's shapes", async () => {
    expect(await runOperation(hinted, { op: "check", puzzle, attempt: [1, 1, 0, 0] })).toEqual({
      ok: true,
      value: { problems: [{ code: "duplicate", message: "cells 0 and 1 both hold 1" }] },
    });
    expect(await runOperation(hinted, { op: "hint", puzzle })).toMatchObject({
      ok: true,
      value: { step: { message: "cell 1 is 2" } },
    });
    expect(await runOperation(hinted, { op: "hint", puzzle, attempt: [1, 2, 2, 1] })).toEqual({
      ok: true,
      value: { step: null },
    });
    const explained = await runOperation(hinted, { op: "explain", puzzle });
    expect(explained.ok && explained.value.steps.map((s) => s.message)).toEqual([
      "cell 1 is 2",
      "cell 2 is 2",
      "cell 3 is 1",
    ]);
    expect(await runOperation(hinted, { op: "grade", puzzle })).toEqual({
      ok: true,
      value: { level: "easy", score: 3 },
    });
  });

  it("answers an operation the type does not have with a message", async () => {
    expect(await runOperation(latinSquare, { op: "hint", puzzle })).toEqual({
      ok: false,
      message: "latin has no hint operation",
    });
    const { generate: _none, ...fixed } = latinSquare;
    expect(await runOperation(fixed, { op: "generate", seed: 1 })).toEqual({
      ok: false,
      message: "latin has no generate operation",
    });
  });

  it("converts to a writable format and refuses one that only reads", async () => {
    expect(
      await runOperation(latinSquare, {
        op: "convert",
        to: "line",
        text: { text: '{"n":2,"cells":[1,0,0,2]}' },
      }),
    ).toEqual({
      ok: true,
      value: { text: "1..2", format: "line", mediaType: "text/plain" },
    });
    expect(await runOperation(latinSquare, { op: "convert", to: "json", puzzle })).toEqual({
      ok: false,
      message: "format 'json' can be read but not written",
    });
  });

  it("generates from params as they are, or from field values read by the type's params", async () => {
    const expected = { puzzle: { n: 2, cells: [1, 2, 2, 1] }, text: "1221", format: "line", seed: 0 };
    expect(await runOperation(latinSquare, { op: "generate", params: { n: 2 }, seed: 0 })).toEqual({
      ok: true,
      value: expected,
    });
    expect(await runOperation(latinSquare, { op: "generate", values: { size: "2" }, seed: 0 })).toEqual({
      ok: true,
      value: expected,
    });
    expect(await runOperation(latinSquare, { op: "generate", values: { size: "10" }, seed: 0 })).toEqual({
      ok: false,
      message: "--size takes 1 to 9, got '10'",
    });
  });

  it("awaits the type's prepareGenerate with the params before it generates, and reports its failure", async () => {
    const events: string[] = [];
    const preparing: AnyPuzzleType = {
      ...latinSquare,
      async prepareGenerate(params: unknown) {
        await new Promise((r) => setTimeout(r, 5));
        events.push(`prepared ${JSON.stringify(params)}`);
      },
      generate(params: { n: number }, seed: number) {
        events.push("generated");
        return latinSquare.generate!(params, seed);
      },
    };
    await runOperation(preparing, { op: "generate", values: {}, seed: 1 });
    expect(events).toEqual(['prepared {"n":3}', "generated"]);
    const offline = { ...latinSquare, prepareGenerate: () => Promise.reject(new Error("offline")) };
    expect(await runOperation(offline, { op: "generate", seed: 1 })).toEqual({
      ok: false,
      message: "offline",
    });
  });

  it("answers a function of the type that throws with its message, never by throwing", async () => {
    const broken = {
      ...latinSquare,
      grade: () => {
        throw new RangeError("too big to grade");
      },
    };
    expect(await runOperation(broken, { op: "grade", puzzle })).toEqual({
      ok: false,
      message: "too big to grade",
    });
  });

  it("refuses an answer over the size an answer may have, and says how to ask for less", async () => {
    const wide = {
      ...latinSquare,
      solve: (p: Latin) => latinSquare.solve(p, { limit: Number.POSITIVE_INFINITY }),
    };
    const empty = { n: 4, cells: Array(16).fill(0) };
    const all = await runOperation(wide, { op: "solve", puzzle: empty });
    expect(all).toMatchObject({ ok: true, value: { solutionCount: 576 } });
    const over = await runOperation(wide, { op: "solve", puzzle: empty }, { maxAnswerChars: 1000 });
    expect(over).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^the answer would be \d+ characters of JSON, over the 1000 an answer may have; ask for fewer solutions/,
      ),
    });
    expect(MAX_ANSWER_CHARS).toBe(16 * 1024 * 1024);
  });

  it("sums up problems in one sentence", () => {
    const problems = ["a", "b", "c", "d", "e"].map((message) => ({ code: "x", message }));
    expect(summariseProblems(problems.slice(0, 2))).toBe("a; b");
    expect(summariseProblems(problems)).toBe("a; b; c; and 2 more");
  });
});
