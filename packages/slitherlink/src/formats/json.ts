import {
  checkTextLength,
  type Format,
  jsonArray,
  jsonError,
  jsonInteger,
  jsonObject,
  jsonOneOf,
  jsonPath,
  jsonString,
  readJsonObject,
} from "@gridsmith/kit";
import { MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";
import { clueChar } from "./text.js";

/**
 * Reads the document's value with the kit's bounded readers: 1 to {@link MAX_SIDE} rows of clues, each a text
 * of 1 to {@link MAX_SIDE} characters `0`-`4` or `.`, all as long as the first; `width` and `height`, when
 * given, integers that match them.
 */
function readDoc(value: unknown): Puzzle {
  const doc = jsonObject(value, "");
  if (doc.type !== undefined) jsonOneOf(doc.type, "type", ["slitherlink"]);
  const rows = jsonArray(doc.clues, "clues", { min: 1, max: MAX_SIDE });
  const height = rows.length;
  let width = 0;
  const clues: number[] = [];
  rows.forEach((raw, r) => {
    const where = jsonPath("clues", r);
    const row = jsonString(raw, where, MAX_SIDE);
    if (r === 0) width = row.length;
    if (row.length === 0) jsonError(where, "the row is empty; write a clue 0-4 or '.' per cell");
    for (let c = 0; c < row.length; c++) {
      const ch = row[c]!;
      if (ch === ".") clues.push(-1);
      else if (ch >= "0" && ch <= "4") clues.push(Number(ch));
      else jsonError(where, `'${ch}' (column ${c + 1}) is not a clue: use 0-4, or '.' for none`);
    }
    if (row.length !== width)
      jsonError(where, `this row has ${row.length} cells; the first row has ${width}`);
  });
  for (const [key, n, what] of [
    ["width", width, "columns"],
    ["height", height, "rows"],
  ] as const) {
    if (doc[key] !== undefined && jsonInteger(doc[key], key, 1, MAX_SIDE) !== n)
      jsonError(key, `${doc[key]}, but the clues have ${n} ${what}`);
  }
  return { width, height, clues };
}

/**
 * Gridsmith's JSON: `{"type": "slitherlink", "clues": ["2..1.", ".2..1", ...]}`, the rows of the text format
 * as strings (`type` may be left out; `width` and `height`, when given, must match the rows). A mistake is
 * placed at its row, else at its top-level value, and named by its path (`line 3, column 3: clues[1]: 'x'
 * (column 1) is not a clue`).
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
      'a slitherlink JSON document is an object: {"clues": ["2..1.", ...]}',
      readDoc,
      "clues",
    );
  },
  serialize(puzzle) {
    const rows = Array.from({ length: puzzle.height }, (_, r) =>
      puzzle.clues
        .slice(r * puzzle.width, (r + 1) * puzzle.width)
        .map(clueChar)
        .join(""),
    );
    return `${JSON.stringify({ type: "slitherlink", width: puzzle.width, height: puzzle.height, clues: rows }, null, 2)}\n`;
  },
  detect(text, filename) {
    if (filename !== undefined && !/\.json$/i.test(filename)) return false;
    return /^\s*\{/.test(text) && /"type"\s*:\s*"slitherlink"/.test(text);
  },
};
