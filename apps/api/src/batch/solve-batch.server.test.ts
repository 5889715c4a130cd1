import { type IncomingMessage, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../start.js";
import { until } from "../testing/poll.test-helpers.js";
import { startFakeServer } from "../testing/server.test-helpers.js";

// Over real HTTP: the places where a client uploads more than it may, or goes away mid-batch.
let server: RunningServer;

beforeAll(async () => {
  server = await startFakeServer({ batch: { maxBytes: 256 * 1024, maxRunning: 1 } });
});
afterAll(() => server.close());

/** Starts a batch upload whose body the test writes itself. */
function upload(path: string, headers: Record<string, string | number> = {}) {
  const req = request(`${server.url}/api/puzzles/${path}`, {
    method: "POST",
    headers: { "content-type": "text/plain", ...headers },
  });
  const closed = new Promise<void>((resolve) => req.on("close", resolve));
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.on("response", resolve);
    req.on("error", reject);
  });
  return { req, response, closed };
}

function text(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    res.setEncoding("utf8");
    res.on("data", (s: string) => {
      out += s;
    });
    res.on("end", () => resolve(out));
    res.on("error", reject);
  });
}

const block = "1..\n".repeat(16 * 1024); // 64 KiB of lines

describe("solve-batch over HTTP", () => {
  it("refuses a 1 GB upload with 413 before reading it, and closes the connection", async () => {
    const { req, response, closed } = upload("latin/solve-batch", { "content-length": 2 ** 30 });
    req.on("error", () => {}); // the server closes the socket while we still write
    let written = 0;
    let answered = false;
    response.then(() => {
      answered = true;
    });
    // Write as fast as the socket takes it, until the answer comes.
    while (!answered && written < 2 ** 30) {
      written += block.length;
      if (!req.write(block)) await Promise.race([new Promise((r) => req.once("drain", r)), response]);
    }
    const res = await response;
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(await text(res))).toMatchObject({ type: "urn:gridsmith:problem:body-too-large" });
    await closed;
    // What reached the socket before the answer: buffers, not the gigabyte.
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it("a body without a length that passes the limit gets the lines before it, a stopped line, then the end", async () => {
    const { req, response, closed } = upload("latin/solve-batch");
    req.on("error", () => {});
    const writing = (async () => {
      // Until the server closes the connection (the socket then never drains).
      for (let i = 0; i < 1000 && !req.destroyed; i++) {
        if (!req.write(block)) await Promise.race([new Promise((r) => req.once("drain", r)), closed]);
      }
    })();
    const lines = (await text(await response)).trimEnd().split("\n");
    const last = JSON.parse(lines.pop()!) as { stopped: { type: string; done: number } };
    expect(last.stopped).toMatchObject({ type: "urn:gridsmith:problem:body-too-large", done: lines.length });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual((256 * 1024) / 4);
    await closed;
    await writing;
  });

  it("a client that goes away mid-batch frees the batch and its threads", async () => {
    const { req, response } = upload("slow/solve-batch");
    req.on("error", () => {});
    req.end("1\n400\n400\n400\n400\n400\n400\n400\n");
    const res = await response;
    await new Promise((resolve) => res.once("data", resolve)); // the first line is out
    req.destroy();
    await until(() => server.pool.stats.running === 0, "the pool is idle");
    // maxRunning is 1: a new batch is taken only once the first has let go of its place.
    await until(async () => {
      const next = await fetch(`${server.url}/api/puzzles/latin/solve-batch`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "1..\n",
      });
      await next.text();
      return next.status === 200;
    }, "a new batch is taken");
  });

  it("answers a line over the line limit with an invalid line of its own, reads on, and answers the rest", async () => {
    // 4 MiB on one line, under the body limit of this server, over its 64 KiB line limit.
    const long = await startFakeServer({ batch: { maxBytes: 8 * 1024 * 1024, maxLineLength: 64 * 1024 } });
    try {
      const req = request(`${long.url}/api/puzzles/latin/solve-batch`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
      });
      const response = new Promise<IncomingMessage>((resolve, reject) => {
        req.on("response", resolve);
        req.on("error", reject);
      });
      req.write("1..\n.2.\n");
      for (let i = 0; i < 64; i++) req.write("1".repeat(64 * 1024));
      req.end("\n12/21\n");
      const res = await response;
      expect(res.statusCode).toBe(200);
      const lines = (await text(res))
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l) as { index: number; source: string; status: string; error?: unknown });
      expect(lines.map((l) => [l.index, l.source, l.status])).toEqual([
        [0, "line 1", "invalid"],
        [1, "line 2", "invalid"],
        [2, "line 3", "invalid"],
        [3, "line 4", "unique"],
      ]);
      expect(JSON.stringify(lines[2]!.error)).toContain("longer than 65536 characters");
    } finally {
      await long.close();
    }
  });
});
