import { puzzleTypes } from "@gridsmith/catalog";
import type { Format } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { post } from "./testing/app.test-helpers.js";
import { catalogApp } from "./testing/catalog-app.test-helpers.js";

// A link is the input a user of a puzz.link genre pastes most, so every genre's link reader meets here what a
// careless or hostile one sends: a size past the type's limits, a body of junk, random text after a genre's
// name. Each must answer a 400 naming the line and column of the mistake (or read the puzzle), never a 500.
const served = catalogApp();

/** Each type that reads links, with the genre name its links are written with. */
const linking = puzzleTypes.flatMap((type) => {
  const genre = (type.formats as Format<unknown>[]).find((f) => f.id === "puzzlink")?.genres?.[0];
  return genre === undefined ? [] : [{ id: type.id, genre }];
});

describe("puzz.link links that are wrong, over HTTP", () => {
  it("answers a huge size, a junk body and a link cut short with a 400 that says where", async () => {
    expect(linking.length).toBeGreaterThanOrEqual(33);
    for (const { id, genre } of linking)
      for (const rest of ["9999/9999/", "5/5/!@#", "5/"]) {
        // Star Battle and Easy as ABC put a number before the size; junk there is read as that number.
        const res = await post(served.app, `/api/puzzles/${id}/parse`, {
          text: `https://puzz.link/p?${genre}/${rest}`,
        });
        expect(res.status, `${id} ${rest}`).toBe(400);
        expect(String(res.json.detail), `${id} ${rest}`).toMatch(/line 1, column \d+: /);
      }
  });

  it("never answers a 500 to random text after a genre's name", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...linking),
        fc.stringMatching(/^[0-9a-zA-Z./+=%-]{0,40}$/),
        async ({ id, genre }, rest) => {
          const res = await post(served.app, `/api/puzzles/${id}/parse`, {
            text: `https://puzz.link/p?${genre}/${rest}`,
          });
          expect([200, 400, 422], `${id} ${rest}`).toContain(res.status);
          if (res.status === 400)
            expect(String(res.json.detail)).toMatch(/line 1, column \d+: |empty|too long/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
