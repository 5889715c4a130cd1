import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import type { TaskRunner } from "./app.js";
import { fakeApp } from "./testing/app.test-helpers.js";

// Static serving needs no workers.
const noPool: TaskRunner = {
  run: () => Promise.reject(new Error("no pool in this test")),
  isReady: true,
  threads: 1,
};

const root = mkdtempSync(join(tmpdir(), "gridsmith-web-"));
mkdirSync(join(root, "assets"));
writeFileSync(join(root, "index.html"), "<!doctype html><title>Gridsmith</title><div id=app></div>");
writeFileSync(join(root, "assets", "app.js"), "console.log('hi')");
writeFileSync(join(root, "sw.js"), "self.addEventListener('fetch', () => {})");
writeFileSync(join(root, "manifest.webmanifest"), '{"name":"Gridsmith"}');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("built web app", () => {
  const app = fakeApp(noPool, { staticRoot: root });

  it("serves index.html at / and files by path", async () => {
    const home = await app.request("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toContain("text/html");
    expect(await home.text()).toContain("<title>Gridsmith</title>");
    const js = await app.request("/assets/app.js");
    expect(js.headers.get("content-type")).toContain("javascript");
    expect(await js.text()).toBe("console.log('hi')");
  });

  it("gzips the site's text files for a browser that accepts it", async () => {
    const big = `console.log(${JSON.stringify("x".repeat(4000))})`;
    writeFileSync(join(root, "assets", "big.js"), big);
    const gz = await app.request("/assets/big.js", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const body = new Uint8Array(await gz.arrayBuffer());
    expect(body.length).toBeLessThan(big.length / 10);
    expect(
      await new Response(new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"))).text(),
    ).toBe(big);
    const plain = await app.request("/assets/big.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(big);
  });

  it("sends the build's gzipped copy of a file as it is, where there is one", async () => {
    const text = `console.log(${JSON.stringify("y".repeat(4000))})`;
    const copy = gzipSync(text, { level: 9 });
    writeFileSync(join(root, "assets", "built.js"), text);
    writeFileSync(join(root, "assets", "built.js.gz"), copy);
    const gz = await app.request("/assets/built.js", { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("content-type")).toContain("javascript");
    expect(gz.headers.get("vary")).toContain("Accept-Encoding");
    expect(gz.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The file's own bytes, with its length: not compressed again on the way out.
    expect(gz.headers.get("content-length")).toBe(String(copy.length));
    expect(Buffer.from(await gz.arrayBuffer()).equals(copy)).toBe(true);
    const plain = await app.request("/assets/built.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it("falls back to index.html for unknown page paths, not for files or /api", async () => {
    const page = await app.request("/sudoku/play");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<title>Gridsmith</title>");
    expect((await app.request("/assets/missing.js")).status).toBe(404);
    const api = await app.request("/api/nothing-here");
    expect(api.status).toBe(404);
    expect(api.headers.get("content-type")).toBe("application/problem+json");
  });

  it("answers every client-side route with the app: nested, with a query, HEAD, a trailing slash", async () => {
    for (const path of [
      "/sudoku",
      "/sudoku/batch",
      "/killer-sudoku/batch",
      "/nonogram?p=zAbC_-9&s=t12",
      "/sudoku/batch?x=1",
      "/crosspatch/",
      "/no-such-type",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain("text/html");
      expect(res.headers.get("cache-control"), path).toBe("no-cache");
      expect(await res.text(), path).toContain("<title>Gridsmith</title>");
    }
    const head = await app.request("/sudoku/batch", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toContain("text/html");
  });

  it("keeps the API's problem+json 404s: under /api, other methods, missing files", async () => {
    for (const [path, method] of [
      ["/api", "GET"],
      ["/api/puzzles/sudoku/nothing", "GET"],
      ["/api/nothing?p=1", "GET"],
      ["/sudoku", "POST"],
      ["/sudoku/batch", "DELETE"],
      ["/assets/missing.js", "GET"],
      ["/sudoku/assets/app.js", "GET"],
    ] as const) {
      const res = await app.request(path, { method });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get("content-type"), `${method} ${path}`).toBe("application/problem+json");
    }
  });

  it("serves the service worker and the manifest, revalidated on every load; hashed assets for a year", async () => {
    const sw = await app.request("/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toContain("javascript");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    const manifest = await app.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    const asset = await app.request("/assets/app.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("does not serve files outside the root", async () => {
    expect((await app.request("/../package.json")).status).toBe(404);
    expect((await app.request("/%2e%2e/package.json")).status).toBe(404);
  });
});

describe("web app not built", () => {
  it("answers / with a page that lists the API", async () => {
    const app = fakeApp(noPool, { staticRoot: join(root, "missing") });
    const res = await app.request("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("The web app is not built");
    expect(html).toContain("/api/puzzles");
    expect(html).toContain("<code>latin</code>");
    expect((await app.request("/some/page")).status).toBe(404);
  });
});
