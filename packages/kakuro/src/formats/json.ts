import { checkTextLength, type Format, jsonOneOf, readJsonObject } from "@gridsmith/kit";
import { isWhite, type KakuroCell, type Puzzle } from "../puzzle.js";
import { limits, readPuzzle } from "../shape.js";

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
    return readJsonObject(
      text,
      'a kakuro JSON document is an object: {"rows": R, "cols": C, "cells": [...]}',
      (doc) => {
        if (doc.type !== undefined) jsonOneOf(doc.type, "type", ["kakuro"]);
        return readPuzzle(doc);
      },
      "cells",
    );
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
