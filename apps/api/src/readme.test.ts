import { readFileSync } from "node:fs";
import { puzzleTypes } from "@gridsmith/catalog";
import { describe, expect, it } from "vitest";

// The README's table of each type's limits is read by people choosing what to send: what it says must be
// what the catalog enforces, so it is checked here rather than trusted to be kept by hand. (A type added
// later, with the generator, may be missing from it: GET /api/puzzles lists every installed type's.)
const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

describe("README", () => {
  it("states each type's limits as the catalog has them", () => {
    const table = /<!-- limits:start[^>]*-->\n([\s\S]*?)<!-- limits:end -->/.exec(readme)?.[1] ?? "";
    const rows = table
      .split("\n")
      .slice(2)
      .filter((line) => line.startsWith("|"))
      .map((line) =>
        line
          .split("|")
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const type = puzzleTypes.find((t) => t.id === row[0]);
      expect(type, `${row[0]} is a catalog type`).toBeDefined();
      const { maxSide, maxCells, maxTextLength, notes } = type!.limits;
      expect(row).toEqual([type!.id, String(maxSide), String(maxCells), String(maxTextLength), notes ?? ""]);
    }
  });
});
