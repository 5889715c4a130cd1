import type { AnyPuzzleType, SolveOptions } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TaskRunner } from "./app-core.js";
import { fakeApp, latinExample, post } from "./testing/app.test-helpers.js";
import { puzzleTypes } from "./testing/fake-types.test-helpers.js";
import { runTask } from "./worker/run-task.js";

// The solve route's `learning`: checked, then handed to the type's solve as it is (absent when not sent).
// The tasks run in this thread (`runTask`, what the workers run) over a latin square that records what its
// solve was asked.
function recordingApp() {
  const asked: (boolean | undefined)[] = [];
  const types = (puzzleTypes as readonly AnyPuzzleType[]).map((t) =>
    t.id !== "latin"
      ? t
      : {
          ...t,
          solve: (puzzle: unknown, options?: SolveOptions) => {
            asked.push(options?.learning);
            return t.solve(puzzle, options);
          },
        },
  );
  const pool: TaskRunner = {
    run: async (task) => ({ kind: "done", result: await runTask(types, task) }),
    isReady: true,
    threads: 1,
  };
  return { app: fakeApp(pool, { types }), asked };
}

describe("POST /api/puzzles/{type}/solve, learning", () => {
  it("hands true or false to the type's solve, and nothing when the body has none", async () => {
    const { app, asked } = recordingApp();
    for (const learning of [true, false, undefined]) {
      const res = await post(app, "/api/puzzles/latin/solve", { text: latinExample.text, learning });
      expect(res.status).toBe(200);
      expect(res.json.status).toBe("unique");
    }
    expect(asked).toEqual([true, false, undefined]);
  });

  it("answers 400 naming `learning` for any value that is not a boolean (fast-check)", async () => {
    const { app, asked } = recordingApp();
    const notBoolean = fc.jsonValue().filter((v) => typeof v !== "boolean" && v !== null);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom("on", "off", "true", 1, 0), notBoolean, fc.constant(null)),
        async (learning) => {
          const res = await post(app, "/api/puzzles/latin/solve", { text: latinExample.text, learning });
          expect(res.status).toBe(400);
          expect(res.json.type).toMatch(/invalid-request$/);
          expect(res.json.issues).toEqual([{ path: "learning", message: expect.any(String) }]);
        },
      ),
      { numRuns: 60 },
    );
    expect(asked).toEqual([]);
  });
});

describe("POST /api/puzzles/{type}/solve-batch, learning", () => {
  it("takes learning=on|off for every puzzle, and refuses another value naming it", async () => {
    const { app, asked } = recordingApp();
    const batch = (query: string) =>
      app.request(`/api/puzzles/latin/solve-batch${query}`, {
        method: "POST",
        headers: { "content-type": "application/x-ndjson" },
        body: `${JSON.stringify({ text: latinExample.text })}\n`,
      });
    for (const query of ["?learning=on", "?learning=off", ""]) {
      const res = await batch(query);
      expect(res.status).toBe(200);
      expect(JSON.parse((await res.text()).split("\n")[0]!)).toMatchObject({ status: "unique" });
    }
    expect(asked).toEqual([true, false, undefined]);
    const bad = await batch("?learning=yes");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('"path":"learning"');
  });
});
