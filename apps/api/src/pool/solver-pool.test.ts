import { afterAll, describe, expect, it } from "vitest";
import { fakeTypesModule } from "../testing/fake-types.test-helpers.js";
import { SolverPool } from "./solver-pool.js";

const pool = new SolverPool({ threads: 1, maxQueue: 1, typesModule: fakeTypesModule, graceMs: 200 });
afterAll(() => pool.destroy());

describe("SolverPool", () => {
  it("starts workers that load the given types", async () => {
    expect(await pool.ready()).toEqual(["latin", "slow", "stubborn", "crash"]);
  });
  it("solves in a worker", async () => {
    const out = await pool.run(
      {
        op: "solve",
        type: "latin",
        puzzle: {
          size: 3,
          givens: [
            [1, 0, 0],
            [0, 2, 0],
            [0, 0, 3],
          ],
        },
        limit: 2,
        deadline: Date.now() + 5000,
      },
      { deadline: Date.now() + 5000 },
    );
    expect(out).toMatchObject({ kind: "done", result: { ok: true } });
  });
});
