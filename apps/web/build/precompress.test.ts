import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { precompressTree } from "./precompress.ts";

const root = mkdtempSync(join(tmpdir(), "gridsmith-precompress-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("precompressTree", () => {
  it("writes a gzip copy of each text file of 1 kB or more in the folder and below, not of small files or images", () => {
    const big = `console.log(${JSON.stringify("abc".repeat(1000))});\n`;
    mkdirSync(join(root, "assets"));
    mkdirSync(join(root, "assets", "nested"));
    writeFileSync(join(root, "assets", "app.js"), big);
    writeFileSync(join(root, "assets", "style.css"), `body{}\n${"a{color:red}".repeat(200)}`);
    writeFileSync(join(root, "index.html"), "<!doctype html><title>small</title>");
    writeFileSync(join(root, "icon.png"), Buffer.alloc(4096, 7));
    writeFileSync(join(root, "assets", "nested", "page.html"), big);
    const written = precompressTree(root).sort();
    expect(written).toEqual([
      join(root, "assets", "app.js.gz"),
      join(root, "assets", "nested", "page.html.gz"),
      join(root, "assets", "style.css.gz"),
    ]);
    expect(gunzipSync(readFileSync(join(root, "assets", "app.js.gz"))).toString()).toBe(big);
    expect(readFileSync(join(root, "assets", "app.js.gz")).length).toBeLessThan(big.length / 10);
    expect(existsSync(join(root, "index.html.gz"))).toBe(false);
    expect(existsSync(join(root, "icon.png.gz"))).toBe(false);
  });
});
