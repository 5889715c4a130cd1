import { describeJson, type Format, gridsmithJsonFormat, jsonError, parseJsonRows } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "easyasabc")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "easyasabc"`);
  return parseJsonRows(o.rows, "rows", { maxRows: MAX_SIDE + 3, maxLength: MAX_SIDE + 2 }, (text) =>
    textFormat.parse(text),
  );
}

/**
 * Gridsmith's JSON: `{"type": "easyasabc", "rows": ["A-C", "+.A..+", ...]}`, the lines of the text format
 * as strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "easyasabc",
  limits,
  shape: 'an easyasabc JSON document is an object: {"rows": ["A-C", "+.A..+", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "easyasabc", rows }, null, 2)}\n`;
  },
});
