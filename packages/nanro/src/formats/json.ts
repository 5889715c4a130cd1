import { describeJson, type Format, gridsmithJsonFormat, jsonError, parseJsonRows } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "nanro")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "nanro"`);
  return parseJsonRows(o.rows, "rows", { maxRows: 2 * MAX_SIDE + 1, maxLength: MAX_SIDE }, (text) =>
    textFormat.parse(text),
  );
}

/**
 * Gridsmith's JSON: `{"type": "nanro", "rows": ["aab", "acc", "", ".2.", "..."]}`, the lines of the text
 * format as strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its
 * path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "nanro",
  limits,
  shape: 'a nanro JSON document is an object: {"rows": ["aab", ..., "", ".2.", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "nanro", rows }, null, 2)}\n`;
  },
});
