import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { bundledThread, loadEsbuild } from "./batch-bundle.js";

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

describe("loadEsbuild", () => {
  it("finds esbuild from the kit's folder", async () => {
    expect(typeof (await loadEsbuild())?.build).toBe("function");
  });

  it("lets a copy of this module bundled outside the kit bundle threads, as the launcher's bundle of a package's CLI", async () => {
    // As apps/cli/launch.mjs does: the module bundled into a folder that cannot see esbuild (the launcher's
    // is in the puzzle package's folder), with `import.meta.url` its own file's.
    const out = mkdtempSync(join(tmpdir(), "bundled-thread-copy-"));
    folders.push(out);
    const self = fileURLToPath(new URL("./batch-bundle.ts", import.meta.url));
    const esbuild = (await loadEsbuild())!;
    await esbuild.build({
      entryPoints: [self],
      bundle: true,
      platform: "node",
      format: "esm",
      outfile: join(out, "copy.mjs"),
      logLevel: "silent",
    });
    const code = readFileSync(join(out, "copy.mjs"), "utf8");
    writeFileSync(
      join(out, "copy.mjs"),
      code.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(self).href)),
    );
    // A new source folder: no bundle of it kept from before, so esbuild must be found to make one. Run by
    // Node itself, as the CLI is (the test runner would resolve the copy's imports its own way).
    const { folder, contents } = sourceFolder(5);
    const script = [
      `const { bundledThread } = await import(${JSON.stringify(pathToFileURL(join(out, "copy.mjs")).href)});`,
      `const start = await bundledThread(${JSON.stringify(contents)}, ${JSON.stringify(folder)}, true, {});`,
      "console.log(JSON.stringify(start?.filename ?? null));",
    ].join("\n");
    const { NODE_PATH: _, ...env } = process.env;
    const printed = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      env,
      encoding: "utf8",
    });
    const filename = JSON.parse(printed) as string | null;
    expect(filename).not.toBeNull();
    expect(await exportedValue(filename!)).toBe(5);
  });
});
