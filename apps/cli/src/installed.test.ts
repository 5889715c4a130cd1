import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";
import { afterAll, describe, expect, it } from "vitest";
import type { LazyCatalog } from "./installed.js";
import { LINK, linked } from "./linked.test-helpers.js";
import { runCaptured } from "./unified.test-helpers.js";

// Two latin-square types: one reads puzz.link links of genre "latin", the other text only.
const types = [latinSquare, linked];
const dir = mkdtempSync(join(tmpdir(), "gridsmith-installed-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The catalog's lazy entry over `types`, noting every id it loads. */
function lazyCatalog(loaded: string[]): LazyCatalog {
  return {
    lazyPuzzleTypeIds: () => types.map((t) => t.id),
    async loadPuzzleType(id) {
      loaded.push(id);
      return types.find((t) => t.id === id);
    },
    linkReaderIds: (genre) => (genre === "latin" ? ["linked"] : []),
  };
}

async function run(from: readonly AnyPuzzleType[] | LazyCatalog, argv: string[]) {
  const { code, out, err } = await runCaptured(from, argv);
  // Timings aside, the lines are the same whoever loaded the types.
  return { code, out: out.replace(/"ms":[\d.]+/g, '"ms":0'), err };
}

describe("the gridsmith command over the catalog's lazy entry", () => {
  it("loads only the types a link's genre names, and answers as with every type loaded", async () => {
    const loaded: string[] = [];
    const argv = ["solve", "--json", `${LINK}1...`];
    const lazy = await run(lazyCatalog(loaded), argv);
    expect(new Set(loaded)).toEqual(new Set(["linked"]));
    expect(lazy).toEqual(await run(types, argv));
    expect(lazy.out).toContain('"status":"unique"');
  });

  it("loads every type for a file, which may be of any type", async () => {
    const loaded: string[] = [];
    const path = join(dir, "a.latin");
    writeFileSync(path, "1...\n");
    const argv = ["solve", "--json", `${LINK}1...`, path];
    const lazy = await run(lazyCatalog(loaded), argv);
    expect(new Set(loaded)).toEqual(new Set(["latin", "linked"]));
    expect(lazy).toEqual(await run(types, argv));
  });

  it("names every installed type where it did before, loading none but the first for it", async () => {
    // The first: the command line's spec is given one when no input names another.
    const loaded: string[] = [];
    const none = await run(lazyCatalog(loaded), ["solve", "https://puzz.link/p?chess/3/3/"]);
    expect(none).toEqual(await run(types, ["solve", "https://puzz.link/p?chess/3/3/"]));
    expect(none.err).toMatch(/--type chooses one of latin, linked/);
    const help = await run(lazyCatalog(loaded), ["--help"]);
    expect(help.out).toMatch(/types: latin, linked/);
    const unknown = await run(lazyCatalog(loaded), ["solve", "--type", "nope", "x"]);
    expect(unknown.err).toMatch(/unknown type 'nope'; installed: latin, linked/);
    expect(new Set(loaded)).toEqual(new Set(["latin"]));
  });

  it("loads only --type's type", async () => {
    const loaded: string[] = [];
    const path = join(dir, "b.txt");
    writeFileSync(path, "1...\n");
    const argv = ["solve", "--json", "--type", "latin", path];
    const lazy = await run(lazyCatalog(loaded), argv);
    expect(new Set(loaded)).toEqual(new Set(["latin"]));
    expect(lazy).toEqual(await run(types, argv));
  });
});
