import { describe, expect, it } from "vitest";
import { createRng } from "../rng.js";
import { resultWithStatus } from "../solve-results.test-helpers.js";
import type { SolveOptions } from "../types.js";
import { roomDraftGenerator } from "./room-draft-generator.js";
import { growRooms } from "./room-drafts.js";

describe("roomDraftGenerator", () => {
  const pieces = () => [[0], [3]];

  it("draws until a draft is proved unique, with capped searches without learning, the same for the same seed", () => {
    const asked: SolveOptions[] = [];
    let searches = 0;
    const generate = roomDraftGenerator(
      "Test",
      pieces,
      (_, options) => {
        asked.push(options);
        // The first draft's search runs out of nodes: it is dropped for the next.
        return resultWithStatus<number[]>(++searches === 1 ? "timeout" : "unique");
      },
      500,
    );
    const puzzle = generate(2, createRng(9), 9);
    expect(asked).toHaveLength(2);
    for (const options of asked) expect(options).toMatchObject({ limit: 2, nodeLimit: 500, learning: false });
    // The second draft's rooms: grown after the first draft's rooms from the same generator.
    const rng = createRng(9);
    growRooms(2, 2, pieces(), rng);
    expect(puzzle).toEqual({ width: 2, height: 2, rooms: growRooms(2, 2, pieces(), rng) });
    searches = 0;
    expect(generate(2, createRng(9), 9)).toEqual(puzzle);
  });

  it("throws naming the genre, the size and the seed when no draft works in its tries", () => {
    const generate = roomDraftGenerator("Test", pieces, () => resultWithStatus<number[]>("timeout"), 500, 3);
    expect(() => generate(2, createRng(4), 4)).toThrow("no unique 2x2 Test in 3 tries (seed 4)");
  });
});
