import {
  describeJson,
  type Format,
  gridsmithJsonFormat,
  jsonArray,
  jsonError,
  jsonPath,
  jsonString,
  ParseError,
} from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "lightup")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "lightup"`);
  const rows = jsonArray(o.rows, "rows", { min: 1, max: MAX_SIDE }).map((row, r) => {
    const s = jsonString(row, jsonPath("rows", r), MAX_SIDE);
    if (/[\r\n]/.test(s)) jsonError(jsonPath("rows", r), "a row is one line, without line breaks");
    return s;
  });
  try {
    return textFormat.parse(rows.join("\n"));
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    // The text format's line is the row; its message names the column within the row.
    jsonError(jsonPath("rows", Math.max(0, e.line - 1)), e.reason);
  }
}

/**
 * Gridsmith's JSON: `{"type": "lightup", "rows": ["..1..", "#....", ...]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "lightup",
  limits,
  shape: 'a lightup JSON document is an object: {"rows": ["..1..", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "lightup", rows }, null, 2)}\n`;
  },
});
