import { type Format, ParseError } from "@gridsmith/kit";
import { type Block, isWhite, type KakuroCell, MAX_CLUE, MAX_SIDE, type Puzzle, preview } from "../puzzle.js";
import { errorAt, jsonPlaces, parseJsonText } from "./json-places.js";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isSide = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_SIDE;

const isClue = (v: unknown) =>
  v === undefined || (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_CLUE);

function cellOf(value: unknown): KakuroCell | null {
  if (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 9) return value as number;
  if (!isObject(value) || !Object.keys(value).every((k) => k === "down" || k === "across")) return null;
  if (!isClue(value.down) || !isClue(value.across)) return null;
  const block: Block = {};
  if (value.down !== undefined) block.down = value.down as number;
  if (value.across !== undefined) block.across = value.across as number;
  return block;
}

/**
 * Gridsmith's JSON: `{"type": "kakuro", "rows": R, "cols": C, "cells": [...]}` with the R x C cells row by
 * row, each a number (0 an empty white cell, 1-9 a given digit) or an object for a black cell with its clues
 * (`{}`, `{"down": 23}`, `{"across": 16}`, `{"down": 24, "across": 11}`). `type` may be left out.
 */
export const jsonFormat: Format<Puzzle> = {
  id: "json",
  name: "Gridsmith JSON",
  extensions: ["json"],
  mediaType: "application/json",
  parse(text) {
    const value = parseJsonText(text);
    if (!isObject(value))
      throw new ParseError(
        'a kakuro JSON document is an object: {"rows": R, "cols": C, "cells": [...]}',
        1,
        1,
      );
    const places = jsonPlaces(text, "cells");
    const fail = (key: string, reason: string) => errorAt(text, places.keys.get(key), reason);
    if (value.type !== undefined && value.type !== "kakuro")
      throw fail("type", `type is ${preview(value.type)}, not "kakuro"`);
    for (const key of ["rows", "cols"]) {
      if (!isSide(value[key]))
        throw fail(
          key,
          `${key} must be a whole number 1 to ${MAX_SIDE}, got ${value[key] === undefined ? "nothing" : preview(value[key])}`,
        );
    }
    const rows = value.rows as number;
    const cols = value.cols as number;
    if (!Array.isArray(value.cells))
      throw fail("cells", "cells must be a list of the grid's cells, row by row");
    if (value.cells.length !== rows * cols)
      throw fail(
        "cells",
        `cells has ${value.cells.length} entries; a ${rows}x${cols} grid has ${rows * cols}`,
      );
    const cells = value.cells.map((raw, i) => {
      const cell = cellOf(raw);
      if (cell === null)
        throw errorAt(
          text,
          places.elements[i],
          `cells[${i}] (r${Math.floor(i / cols) + 1}c${(i % cols) + 1}): ${preview(raw)} is not a cell; use 0 (empty), 1-9 (a digit) or a black cell such as {} or {"down": 23, "across": 11} with clues 1-${MAX_CLUE}`,
        );
      return cell;
    });
    return { rows, cols, cells };
  },
  serialize(puzzle) {
    const cell = (c: KakuroCell) =>
      isWhite(c) ? String(c) : JSON.stringify(c).replace(/,/g, ", ").replace(/:/g, ": ");
    const lines: string[] = [];
    for (let r = 0; r < puzzle.rows; r++)
      lines.push(
        `    ${puzzle.cells
          .slice(r * puzzle.cols, (r + 1) * puzzle.cols)
          .map(cell)
          .join(", ")}`,
      );
    return `{\n  "type": "kakuro",\n  "rows": ${puzzle.rows},\n  "cols": ${puzzle.cols},\n  "cells": [\n${lines.join(",\n")}\n  ]\n}\n`;
  },
  detect(text) {
    const t = text.trimStart();
    return (
      t.startsWith("{") &&
      (/"type"\s*:\s*"kakuro"/.test(t) || (/"cells"\s*:/.test(t) && /"(across|down)"\s*:/.test(t)))
    );
  },
};
