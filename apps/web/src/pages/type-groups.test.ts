import { describe, expect, it } from "vitest";
import { describeType, type TypeInfo } from "../catalog/manifest.ts";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { groupTypes, matchesSearch } from "./type-groups.ts";

const row = describeType(rowPuzzle);
const typed = (id: string, title: string, kind: string, names: string[] = []) =>
  ({ ...row, id, title, kind, names }) as TypeInfo;

describe("type groups", () => {
  it("groups in the kinds' order, types in catalog order; an unknown kind counts as other", () => {
    const types = [
      typed("a", "A", "numbers"),
      typed("b", "B", "a kind from a newer kit"),
      typed("c", "C", "shading"),
      typed("d", "D", "numbers"),
    ];
    expect(groupTypes(types).map((g) => [g.kind, g.heading, g.types.map((t) => t.id)])).toEqual([
      ["shading", "Shade cells", ["c"]],
      ["numbers", "Place numbers", ["a", "d"]],
      ["other", "Other puzzles", ["b"]],
    ]);
  });

  it("matches title, id and other names whatever their case, accents, spaces and dashes", () => {
    const lightup = typed("lightup", "Light Up", "shading", ["akari"]);
    for (const q of ["", "light up", "LIGHT-UP", "lightup", "akari", "Akarí", "gh", " up "])
      expect(matchesSearch(lightup, q), q).toBe(true);
    for (const q of ["sudoku", "akarix", "light upx"]) expect(matchesSearch(lightup, q), q).toBe(false);
  });
});
