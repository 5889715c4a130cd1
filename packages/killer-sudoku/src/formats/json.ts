import {
  checkTextLength,
  type Format,
  jsonArray,
  jsonError,
  jsonInteger,
  jsonObject,
  jsonOneOf,
  jsonPath,
  jsonSize,
  jsonString,
  readJsonObject,
} from "@gridsmith/kit";
import { type Cage, type Puzzle, SIZES } from "../puzzle.js";
import { limits, SUM_RANGE } from "../shape.js";

const CELL = /^r([1-9])c([1-9])$/;

/**
 * Reads the document's value with the kit's bounded readers: the size first, then the cage list (1 to
 * size * size cages of 1 to size * size cells each) and the givens rows, every one checked before it is read.
 */
function readDoc(value: unknown): Puzzle {
  const doc = jsonObject(value, "");
  if (doc.type !== undefined) jsonOneOf(doc.type, "type", ["killer-sudoku"]);
  const size = jsonSize(doc.size, "size", SIZES);
  const count = size * size;
  const list = jsonArray(doc.cages, "cages", { min: 1, max: count });
  const cages: Cage[] = list.map((raw, k) => {
    const at = jsonPath("cages", k);
    const cage = jsonObject(raw, at);
    const sum = jsonInteger(cage.sum, jsonPath(at, "sum"), SUM_RANGE.min, SUM_RANGE.max);
    const names = jsonArray(cage.cells, jsonPath(at, "cells"), { min: 1, max: count });
    const cells = names.map((name, j) => {
      const where = jsonPath(jsonPath(at, "cells"), j);
      const m = CELL.exec(jsonString(name, where, 8));
      const r = Number(m?.[1]);
      const c = Number(m?.[2]);
      if (!m || r > size || c > size)
        jsonError(where, `${JSON.stringify(name)} is not a cell r1c1 to r${size}c${size}`);
      return (r - 1) * size + c - 1;
    });
    return { sum, cells };
  });
  const givens = new Array<number>(count).fill(0);
  if (doc.givens !== undefined) {
    const rows = jsonArray(doc.givens, "givens", size);
    rows.forEach((raw, r) => {
      const where = jsonPath("givens", r);
      const row = jsonString(raw, where, size);
      if (row.length !== size || !new RegExp(`^[.0-${size}]*$`).test(row))
        jsonError(where, `expected ${size} digits 1-${size} or dots, got ${JSON.stringify(row)}`);
      [...row].forEach((ch, c) => {
        if (ch !== ".") givens[r * size + c] = Number(ch);
      });
    });
  }
  return { size, cages, givens };
}

/**
 * Gridsmith's JSON: `{"type": "killer-sudoku", "size": 9, "cages": [{"sum": 15, "cells": ["r1c1", "r1c2"]},
 * ...], "givens": ["..3......", ...]}`. Cells are named `rROWcCOL` (1-based); `givens` (n rows of digits and
 * dots) and `type` may be left out. A mistake is placed at its cage, else at its top-level value, and named
 * by its path (`line 2, column 12: cages[0].cells[0]: "r1c0" is not a cell r1c1 to r9c9`).
 */
export const jsonFormat: Format<Puzzle> = {
  id: "json",
  name: "Gridsmith JSON",
  extensions: ["json"],
  mediaType: "application/json",
  parse(text) {
    checkTextLength(text, limits);
    return readJsonObject(
      text,
      'a killer sudoku JSON document is an object: {"size": 9, "cages": [...]}',
      readDoc,
      "cages",
    );
  },
  serialize(puzzle) {
    const { size } = puzzle;
    const name = (i: number) => `r${Math.floor(i / size) + 1}c${(i % size) + 1}`;
    const doc: Record<string, unknown> = {
      type: "killer-sudoku",
      size,
      cages: puzzle.cages.map((c) => ({ sum: c.sum, cells: c.cells.map(name) })),
    };
    if (puzzle.givens.some((d) => d !== 0)) {
      const digits = puzzle.givens.map((d) => (d === 0 ? "." : String(d))).join("");
      doc.givens = Array.from({ length: size }, (_, r) => digits.slice(r * size, (r + 1) * size));
    }
    return `${JSON.stringify(doc)}\n`;
  },
  detect(text, filename) {
    const t = text.trimStart();
    return (
      t.startsWith("{") &&
      (/"killer-sudoku"/.test(t) || (filename?.endsWith(".json") === true && /"cages"/.test(t)))
    );
  },
};
