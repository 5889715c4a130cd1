import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "./client.js";
import type { SolverPool } from "./pool/solver-pool.js";
import { fakeApp, fakePool } from "./testing/app.test-helpers.js";

let pool: SolverPool;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  pool = await fakePool();
  const app = fakeApp(pool);
  // The client's fetch goes straight to the app, no socket needed.
  client = createClient("http://api.test", {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => app.request(input as string, init),
  });
});
afterAll(() => pool.destroy());

describe("typed client", () => {
  it("lists types and solves with typed requests and replies", async () => {
    const list = await client.api.puzzles.$get();
    expect((await list.json()).types.map((t) => t.id)).toContain("latin");

    const res = await client.api.puzzles[":type"].solve.$post({
      param: { type: "latin" },
      json: { text: "1..\n.2.\n..3\n", limit: 2 },
    });
    expect(res.status).toBe(200);
    if (res.status === 200) {
      const result = await res.json();
      expect(result.status).toBe("unique");
      expect(result.solutionTexts).toHaveLength(1);
    }
  });

  it("gets problems as typed error replies", async () => {
    const res = await client.api.puzzles[":type"].parse.$post({
      param: { type: "latin" },
      json: { text: "1x" },
    });
    expect(res.status).toBe(400);
    if (res.status === 400) expect((await res.json()).line).toBe(1);
  });
});
