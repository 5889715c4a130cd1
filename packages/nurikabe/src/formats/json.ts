import {
  checkTextLength,
  describeJson,
  type Format,
  jsonArray,
  jsonError,
  jsonFromText,
  jsonObject,
  jsonPath,
  jsonString,
  ParseError,
  positionAt,
} from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function errorAt(text: string, key: string, reason: string): ParseError {
  const at = text.indexOf(`"${key}"`);
  const { line, column } = positionAt(text, Math.max(0, at));
  return new ParseError(reason, line, column);
}

/** The longest row the text format writes: a word of up to 4 digits and a space per cell. */
const MAX_ROW_LENGTH = 5 * MAX_SIDE;

/**
 * Gridsmith's JSON: `{"type": "nurikabe", "clues": [".5...", "..2..", ...]}`, the rows of the text format as
 * strings (`type` may be left out; `width` and `height`, when given, must match the rows). The document is
 * read with the kit's bounded readers (at most 60 rows of at most 300 characters) before the rows are read.
 */
export const jsonFormat: Format<Puzzle> = {
  id: "json",
  name: "Gridsmith JSON",
  extensions: ["json"],
  mediaType: "application/json",
  parse(text) {
    checkTextLength(text, limits);
    const o = jsonObject(jsonFromText(text), "");
    if (o.type !== undefined && o.type !== "nurikabe")
      throw errorAt(text, "type", `this is a ${describeJson(o.type)} document, not "nurikabe"`);
    const rows = jsonArray(o.clues, "clues", { min: 1, max: MAX_SIDE }).map((row, r) => {
      const s = jsonString(row, jsonPath("clues", r), MAX_ROW_LENGTH);
      if (/[\r\n]/.test(s)) jsonError(jsonPath("clues", r), "a row is one line, without line breaks");
      return s;
    });
    let puzzle: Puzzle;
    try {
      puzzle = textFormat.parse(rows.join("\n"));
    } catch (e) {
      const pe = e as ParseError;
      throw errorAt(text, "clues", `"clues" row ${pe.line || 1}: ${pe.reason}`);
    }
    for (const key of ["width", "height"] as const) {
      if (o[key] !== undefined && o[key] !== puzzle[key])
        throw errorAt(text, key, `"${key}" is ${describeJson(o[key])} but the clues have ${puzzle[key]}`);
    }
    return puzzle;
  },
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "nurikabe", width: puzzle.width, height: puzzle.height, clues: rows }, null, 2)}\n`;
  },
  detect(text, filename) {
    if (filename !== undefined && !/\.json$/i.test(filename)) return false;
    return /^\s*\{/.test(text) && /"type"\s*:\s*"nurikabe"/.test(text);
  },
};
