import { type Format, ParseError, positionAt } from "@gridsmith/kit";
import type { Cage, Puzzle } from "../puzzle.js";

const CELL = /^r([1-9])c([1-9])$/;

/** A ParseError at the first `"key"` in the text (the place a person looks), or at the start. */
function errorAt(text: string, key: string, reason: string): ParseError {
  const at = text.indexOf(`"${key}"`);
  const { line, column } = positionAt(text, Math.max(0, at));
  return new ParseError(reason, line, column);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    // V8 says "... in JSON at position N" (Node 20) or "(line L column C)" (newer): point at either.
    const message = (e as Error).message;
    const lc = /line (\d+) column (\d+)/.exec(message);
    if (lc) throw new ParseError(`not JSON: ${message}`, Number(lc[1]), Number(lc[2]));
    const pos = /position (\d+)/.exec(message);
    const { line, column } = positionAt(text, pos ? Number(pos[1]) : 0);
    throw new ParseError(`not JSON: ${message}`, line, column);
  }
}

/**
 * Gridsmith's JSON: `{"type": "killer-sudoku", "size": 9, "cages": [{"sum": 15, "cells": ["r1c1", "r1c2"]},
 * ...], "givens": ["..3......", ...]}`. Cells are named `rROWcCOL` (1-based); `givens` (n rows of digits and
 * dots) and `type` may be left out.
 */
export const jsonFormat: Format<Puzzle> = {
  id: "json",
  name: "Gridsmith JSON",
  extensions: ["json"],
  mediaType: "application/json",
  parse(text) {
    const value = parseJson(text) as Record<string, unknown>;
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new ParseError('a killer sudoku JSON document is an object: {"size": 9, "cages": [...]}', 1, 1);
    if (value.type !== undefined && value.type !== "killer-sudoku")
      throw errorAt(text, "type", `type is ${JSON.stringify(value.type)}, not "killer-sudoku"`);
    const size = value.size;
    if (size !== 4 && size !== 6 && size !== 9) throw errorAt(text, "size", "size must be 4, 6 or 9");
    if (!Array.isArray(value.cages)) throw errorAt(text, "cages", "cages must be a list of {sum, cells}");
    const cages: Cage[] = value.cages.map((cage: unknown, k: number) => {
      const c = cage as { sum?: unknown; cells?: unknown };
      const where = `cage ${k + 1}`;
      if (typeof cage !== "object" || cage === null || !Number.isInteger(c.sum) || (c.sum as number) < 1)
        throw errorAt(text, "cages", `${where} needs a whole number sum of at least 1`);
      if (!Array.isArray(c.cells) || c.cells.length === 0)
        throw errorAt(text, "cages", `${where} needs a list of cells such as ["r1c1", "r1c2"]`);
      const cells = c.cells.map((name: unknown) => {
        const m = typeof name === "string" ? CELL.exec(name) : null;
        const r = Number(m?.[1]);
        const col = Number(m?.[2]);
        if (!m || r > size || col > size)
          throw errorAt(
            text,
            "cages",
            `${where}: ${JSON.stringify(name)} is not a cell r1c1 to r${size}c${size}`,
          );
        return (r - 1) * size + col - 1;
      });
      return { sum: c.sum as number, cells };
    });
    const givens = new Array<number>(size * size).fill(0);
    if (value.givens !== undefined) {
      const rows = value.givens;
      if (!Array.isArray(rows) || rows.length !== size || !rows.every((r) => typeof r === "string"))
        throw errorAt(text, "givens", `givens must be ${size} strings of digits and dots`);
      (rows as string[]).forEach((row, r) => {
        if (row.length !== size || !/^[.0-9]*$/.test(row))
          throw errorAt(text, "givens", `givens row ${r + 1} must be ${size} digits or dots`);
        [...row].forEach((ch, c) => {
          if (ch !== ".") givens[r * size + c] = Number(ch);
        });
      });
    }
    return { size, cages, givens };
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
