import { describeJson, type Format, gridsmithJsonFormat, jsonError, parseJsonRows } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "hitori")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "hitori"`);
  // A row of the text format is at most 40 cells of up to 4 digits and a space each.
  return parseJsonRows(o.rows, "rows", { maxRows: MAX_SIDE, maxLength: 5 * MAX_SIDE }, (text) =>
    textFormat.parse(text),
  );
}

/**
 * Gridsmith's JSON: `{"type": "hitori", "rows": ["3142", "1.23", ...]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "hitori",
  limits,
  shape: 'a hitori JSON document is an object: {"rows": ["3142", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "hitori", rows }, null, 2)}\n`;
  },
});
