import {
  checkTextLength,
  describeJson,
  type Format,
  jsonArray,
  jsonError,
  jsonPath,
  jsonString,
  ParseError,
  readJsonObject,
} from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/** The longest row the text format writes: a word of up to 4 digits and a space per cell. */
const MAX_ROW_LENGTH = 5 * MAX_SIDE;

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "nurikabe")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "nurikabe"`);
  const rows = jsonArray(o.clues, "clues", { min: 1, max: MAX_SIDE }).map((row, r) => {
    const s = jsonString(row, jsonPath("clues", r), MAX_ROW_LENGTH);
    if (/[\r\n]/.test(s)) jsonError(jsonPath("clues", r), "a row is one line, without line breaks");
    return s;
  });
  let puzzle: Puzzle;
  try {
    puzzle = textFormat.parse(rows.join("\n"));
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    // The text format's line is the row; its message names the column within the row.
    jsonError(jsonPath("clues", Math.max(0, e.line - 1)), e.reason);
  }
  for (const [key, what] of [
    ["width", "columns"],
    ["height", "rows"],
  ] as const) {
    if (o[key] !== undefined && o[key] !== puzzle[key])
      jsonError(key, `${describeJson(o[key])}, but the clues have ${puzzle[key]} ${what}`);
  }
  return puzzle;
}

/**
 * Gridsmith's JSON: `{"type": "nurikabe", "clues": [".5...", "..2..", ...]}`, the rows of the text format as
 * strings (`type` may be left out; `width` and `height`, when given, must match the rows). The document is
 * read with the kit's bounded readers (at most 60 rows of at most 300 characters) before the rows are read;
 * a mistake is placed at its row, else at its top-level value, and named by its path (`clues[1]: ...`).
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
      'a nurikabe JSON document is an object: {"clues": [".5...", ...]}',
      readDoc,
      "clues",
    );
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
