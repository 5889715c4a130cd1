import { describeJson, type Format, gridsmithJsonFormat, jsonError, parseJsonRows } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "kropki")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "kropki"`);
  return parseJsonRows(o.rows, "rows", { maxRows: 2 * MAX_SIDE - 1, maxLength: 2 * MAX_SIDE - 1 }, (text) =>
    textFormat.parse(text),
  );
}

/**
 * Gridsmith's JSON: `{"type": "kropki", "rows": [". .o.", " + +*", ".*. ."]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "kropki",
  limits,
  shape: 'a kropki JSON document is an object: {"rows": [". .o.", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "kropki", rows }, null, 2)}\n`;
  },
});
