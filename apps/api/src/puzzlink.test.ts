import { describe, expect, it } from "vitest";
import { post } from "./testing/app.test-helpers.js";
import { catalogApp } from "./testing/catalog-app.test-helpers.js";

// puzz.link links reach the API as puzzle text: each package's `puzzlink` format is detected like any other,
// so the routes need nothing of their own. Links from pzprjs's tests (MIT). Like catalog.test.ts, this runs
// the real catalog, so it needs every installed package to load.
const served = catalogApp();

describe("puzz.link links over HTTP", () => {
  it("POST /api/puzzles/sudoku/solve takes a puzz.link link as text", async () => {
    const res = await post(served.app, "/api/puzzles/sudoku/solve", {
      text: "https://puzz.link/p?sudoku/4/4/g1k23k3g",
      timeoutMs: 30_000,
    });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("unique");
    expect((res.json.solutions as { cells: number[] }[])[0]!.cells).toEqual([
      2, 1, 4, 3, 4, 3, 1, 2, 3, 4, 2, 1, 1, 2, 3, 4,
    ]);
  });

  it("solves kakuro and nonogram links, and converts to a link", async () => {
    const kakuro = await post(served.app, "/api/puzzles/kakuro/solve", {
      text: "http://pzv.jp/p.html?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3",
      timeoutMs: 30_000,
    });
    expect(kakuro.json.status).toBe("unique");
    const nonogram = await post(served.app, "/api/puzzles/nonogram/solve", {
      text: "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h",
      timeoutMs: 30_000,
    });
    expect((nonogram.json.solutions as string[][])[0]).toEqual([
      "##.#..",
      "#...#.",
      ".#.##.",
      "......",
      "#...#.",
      ".###..",
    ]);
    const converted = await post(served.app, "/api/puzzles/sudoku/convert", {
      text: ".1.. ...2 3... ..3.",
      to: "puzzlink",
    });
    expect(converted.json.text).toBe("https://puzz.link/p?sudoku/4/4/g1k23k3g");
  });

  it("answers a broken link with the place of the mistake", async () => {
    const res = await post(served.app, "/api/puzzles/sudoku/parse", {
      text: "https://puzz.link/p?sudoku/4/4/g1k2Xk3g",
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("column 36");
  });
});
