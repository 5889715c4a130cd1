import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { bundledThread } from "./batch-bundle.js";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder with a TypeScript module `value.ts` exporting `value`, and the entry contents that re-export it. */
function sourceFolder(value: number): { folder: string; contents: string } {
  const folder = mkdtempSync(join(tmpdir(), "bundled-thread-test-"));
  folders.push(folder);
  writeFileSync(join(folder, "value.ts"), `export const value: number = ${value};\n`);
  return { folder, contents: 'export { value } from "./value.ts";' };
}

async function exportedValue(filename: string): Promise<unknown> {
  folders.push(dirname(filename));
  // A new URL each time: a rebuilt bundle is a new file, a kept one the same file (read once by Node).
  return ((await import(pathToFileURL(filename).href)) as { value: unknown }).value;
}

describe("bundledThread", () => {
  it("bundles TypeScript into one plain-JS entry, started with the worker data given", async () => {
    const { folder, contents } = sourceFolder(7);
    const start = await bundledThread(contents, folder, true, { answer: 42 });
    expect(start?.workerData).toEqual({ answer: 42 });
    expect(start?.filename.endsWith(".mjs")).toBe(true);
    expect(await exportedValue(start!.filename)).toBe(7);
  });

  it("keeps the bundle while its sources are unchanged and rebuilds it when one changes", async () => {
    const { folder, contents } = sourceFolder(1);
    const first = await bundledThread(contents, folder, true, {});
    const kept = await bundledThread(contents, folder, true, {});
    expect(kept?.filename).toBe(first?.filename);
    folders.push(dirname(first!.filename));
    writeFileSync(join(folder, "value.ts"), "export const value: number = 2;\n");
    // Saved after the first build started, whatever the clock's resolution.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(folder, "value.ts"), later, later);
    const rebuilt = await bundledThread(contents, folder, true, {});
    expect(rebuilt?.filename).not.toBe(first?.filename);
    expect(await exportedValue(rebuilt!.filename)).toBe(2);
  });
});
