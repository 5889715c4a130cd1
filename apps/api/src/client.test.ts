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

  it("streams a batch: params and query typed, the NDJSON body given as the request's init", async () => {
    const res = await client.api.puzzles[":type"]["solve-batch"].$post(
      { param: { type: "latin" }, query: { limit: "1" } },
      { init: { body: "1../.2./..3\n1x\n", headers: { "content-type": "text/plain" } } },
    );
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { status: string });
    expect(lines.map((l) => l.status)).toEqual(["solved", "invalid"]);
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
