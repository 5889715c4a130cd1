import { checkTextLength, type Format, jsonOneOf, ParseError, positionAt } from "@gridsmith/kit";
import { isWhite, type KakuroCell, type Puzzle } from "../puzzle.js";
import { limits, readPuzzle } from "../shape.js";
import { jsonPlaces, parseJsonText } from "./json-places.js";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Gridsmith's JSON: `{"type": "kakuro", "rows": R, "cols": C, "cells": [...]}` with the R x C cells row by
 * row, each a number (0 an empty white cell, 1-9 a given digit) or an object for a black cell with its clues
 * (`{}`, `{"down": 23}`, `{"across": 16}`, `{"down": 24, "across": 11}`). `type` may be left out. The
 * document is the puzzle value itself, read by the same reader as `fromJson`; a mistake names its path and
 * is placed at the line and column of the key or cell it is in.
 */
export const jsonFormat: Format<Puzzle> = {
  id: "json",
  name: "Gridsmith JSON",
  extensions: ["json"],
  mediaType: "application/json",
  parse(text) {
    checkTextLength(text, limits);
    const value = parseJsonText(text);
    if (!isObject(value))
      throw new ParseError(
        'a kakuro JSON document is an object: {"rows": R, "cols": C, "cells": [...]}',
        1,
        1,
      );
    try {
      if (value.type !== undefined) jsonOneOf(value.type, "type", ["kakuro"]);
      return readPuzzle(value);
    } catch (e) {
      if (!(e instanceof ParseError) || e.path === undefined) throw e;
      // The place of the cell the path is in, else of its top-level key (the text parsed, so it is JSON).
      const places = jsonPlaces(text, "cells");
      const cell = /^cells\[(\d+)\]/.exec(e.path);
      const key = /^[^.[]*/.exec(e.path)![0];
      const at = cell ? places.elements[Number(cell[1])] : places.keys.get(key);
      if (at === undefined) throw e;
      const { line, column } = positionAt(text, at);
      throw new ParseError(`${e.path}: ${e.reason}`, line, column, e.path);
    }
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
