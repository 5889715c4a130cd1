// A client that sends its body a byte at a time, on a real server: the request waits on the event loop for
// its body, and takes a solver thread only once it has it.
import { type ClientRequest, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./start.js";
import { isLatinSolutionOf, latinExample, post } from "./testing/app.test-helpers.js";
import { overHttp, startFakeServer } from "./testing/server.test-helpers.js";

let server: RunningServer;

beforeAll(async () => {
  server = await startFakeServer({ threads: 1, spareThreads: 0 });
});
afterAll(() => server.close());

const { text: latinText, givens } = latinExample;

function write(req: ClientRequest, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => req.write(chunk, (error) => (error ? reject(error) : resolve())));
}

describe("a client that sends its body slowly", () => {
  it("holds no solver thread while it dribbles, and is answered once the body is complete", async () => {
    const app = overHttp(server);
    const before = server.pool.stats;
    const body = Buffer.from(JSON.stringify({ text: latinText, timeoutMs: 60_000 }));
    // Expect: 100-continue makes the server say when its handler has the request (and waits for the body).
    const req = request(`${server.url}/api/puzzles/latin/solve`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": body.length,
        expect: "100-continue",
      },
    });
    const answer = new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      });
      req.on("error", reject);
    });
    req.on("socket", (socket) => socket.setNoDelay(true));
    const started = new Promise((resolve) => req.once("continue", resolve));
    req.flushHeaders();
    await started;

    // Every byte but the last, which completes the body and lets the solve start.
    let others = 0;
    for (let i = 0; i < body.length - 1; i++) {
      await write(req, body.subarray(i, i + 1));
      // A few ms between bytes: the client's pace, not a wait for the server.
      await new Promise((r) => setTimeout(r, 3));
      expect(server.pool.stats).toMatchObject({ running: 0, queued: 0 });
      if (i % 10 === 0) {
        const other = await post(app, "/api/puzzles/latin/solve", { text: latinText });
        expect(other.status).toBe(200);
        expect(other.json.status).toBe("unique");
        others++;
        expect(server.pool.stats).toMatchObject({
          running: 0,
          queued: 0,
          completed: before.completed + others,
        });
      }
    }
    req.end(body.subarray(body.length - 1));

    const res = await answer;
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "unique", solutionCount: 1 });
    expect(isLatinSolutionOf(givens, (res.json.solutions as number[][][])[0]!)).toBe(true);
    expect(server.pool.stats.completed).toBe(before.completed + others + 1);
  });
});
