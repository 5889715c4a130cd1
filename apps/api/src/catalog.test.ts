import { puzzleTypes } from "@gridsmith/catalog";
import { describe, expect, it } from "vitest";
import { post } from "./testing/app.test-helpers.js";
import { catalogApp } from "./testing/catalog-app.test-helpers.js";

// The real catalog through the real routes: the workers load @gridsmith/catalog, as in production. Every
// type gets the same checks, so a type added to the catalog is covered with no edit here.
const served = catalogApp();

const limit = { timeoutMs: 30_000 };

describe("catalog types over HTTP", () => {
  it("lists every catalog type, and the workers load the same ones", async () => {
    expect(puzzleTypes.length).toBeGreaterThan(0);
    const { types } = (await (await served.app.request("/api/puzzles")).json()) as {
      types: { id: string }[];
    };
    expect(types.map((t) => t.id)).toEqual(puzzleTypes.map((t) => t.id));
    expect(await served.pool.ready()).toEqual(puzzleTypes.map((t) => t.id));
  });

  it("takes a colour nonogram as puzzle JSON (it cannot be written in nonogram's first format, .nin)", async () => {
    const text = JSON.stringify({
      palette: [
        { name: "white", rgb: "#ffffff", code: "." },
        { name: "red", rgb: "#ff0000", code: "r" },
        { name: "green", rgb: "#00ff00", code: "g" },
      ],
      rows: [
        [[2, "r"]],
        [[2, "g"]],
        [
          [1, "r"],
          [1, "g"],
        ],
      ],
      columns: [
        [
          [1, "r"],
          [1, "r"],
        ],
        [
          [1, "r"],
          [1, "g"],
        ],
        [[2, "g"]],
      ],
    });
    const parsed = await post(served.app, "/api/puzzles/nonogram/parse", { text });
    expect(parsed.status).toBe(200);
    const solved = await post(served.app, "/api/puzzles/nonogram/solve", {
      puzzle: parsed.json.puzzle,
      ...limit,
    });
    expect(solved.status).toBe(200);
    expect(solved.json).toMatchObject({ status: "unique", solutionCount: 1 });
    // The picture, read back from the answer's text by row: r r . / . g g / r . g.
    expect(String((solved.json.solutionTexts as string[])[0])).toMatch(/rr\.[\s\S]*\.gg[\s\S]*r\.g/);
  });

  for (const type of puzzleTypes) {
    describe(type.id, () => {
      const path = (op: string) => `/api/puzzles/${type.id}/${op}`;

      it("parses, solves and checks every example; solutions pass the type's own check", async () => {
        for (const example of type.examples) {
          const parsed = await post(served.app, path("parse"), { text: example.text });
          expect(parsed.status, example.name).toBe(200);
          expect(parsed.json.problems, example.name).toEqual([]);
          const solved = await post(served.app, path("solve"), { puzzle: parsed.json.puzzle, ...limit });
          expect(solved.status, example.name).toBe(200);
          expect(["unique", "multiple", "solved"], example.name).toContain(solved.json.status);
          for (const solution of solved.json.solutions as unknown[]) {
            const checked = await post(served.app, path("check"), { text: example.text, attempt: solution });
            expect(checked.json, example.name).toEqual({ problems: [] });
          }
        }
      });

      // A format may drop what it cannot hold (a title in a PBM image), so "the same" means: written again in
      // that format, the puzzle read back gives the same text.
      it("converts every example to each writable format and reads it back the same", async () => {
        const first = type.examples[0]!;
        for (const format of type.formats.filter((f) => f.serialize)) {
          const converted = await post(served.app, path("convert"), { text: first.text, to: format.id });
          expect(converted.status, format.id).toBe(200);
          const back = await post(served.app, path("parse"), {
            text: converted.json.text,
            format: format.id,
          });
          expect(back.status, format.id).toBe(200);
          const again = await post(served.app, path("convert"), { puzzle: back.json.puzzle, to: format.id });
          expect(again.json.text, format.id).toBe(converted.json.text);
        }
      });

      it("answers hint, explain and grade where the type has them, and 404 where not", async () => {
        const text = type.examples[0]!.text;
        for (const op of ["hint", "explain", "grade"] as const) {
          const res = await post(served.app, path(op), { text, ...limit });
          expect(res.status, op).toBe(typeof type[op] === "function" ? 200 : 404);
        }
      });

      it("generates the same puzzle for the same seed, and its text reads back", async () => {
        if (typeof type.generate !== "function") {
          expect((await post(served.app, path("generate"), { seed: 1 })).status).toBe(404);
          return;
        }
        const a = await post(served.app, path("generate"), { seed: 7, ...limit });
        expect(a.status, JSON.stringify(a.json)).toBe(200);
        const b = await post(served.app, path("generate"), { seed: 7, ...limit });
        expect(b.json.puzzle).toEqual(a.json.puzzle);
        if (a.json.text !== null) {
          const back = await post(served.app, path("parse"), { text: a.json.text, format: a.json.format });
          const again = await post(served.app, path("convert"), {
            puzzle: back.json.puzzle,
            to: a.json.format,
          });
          expect(again.json.text).toBe(a.json.text);
        }
        const solved = await post(served.app, path("solve"), { puzzle: a.json.puzzle, ...limit });
        expect(solved.json.status).toBe("unique");
      });

      it("reports a parse error with its place", async () => {
        const res = await post(served.app, path("parse"), {
          text: "\u0000 this is not a puzzle \u0000\n#@!",
        });
        expect([400]).toContain(res.status);
        expect(res.json).toMatchObject({ type: "urn:gridsmith:problem:parse-error" });
        expect(typeof res.json.line).toBe("number");
        expect(typeof res.json.column).toBe("number");
      });
    });
  }
});

describe("generators that load data first", () => {
  it("crosspatch fills a dense grid from its bundled English list in the workers (prepareGenerate)", async () => {
    const res = await post(served.app, "/api/puzzles/crosspatch/generate", {
      options: { size: "9x9" },
      seed: 3,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const puzzle = res.json.puzzle as { grid: string[]; words: string[] };
    expect(puzzle.grid).toHaveLength(9);
    expect(puzzle.words.length).toBeGreaterThan(10);
    const solved = await post(served.app, "/api/puzzles/crosspatch/solve", { puzzle, ...limit });
    expect(solved.json.status).toBe("unique");
  });
});
