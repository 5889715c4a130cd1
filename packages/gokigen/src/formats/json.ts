import { describeJson, type Format, gridsmithJsonFormat, jsonError, parseJsonRows } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "gokigen")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "gokigen"`);
  // A row of the text format is at most 41 points of one character each.
  return parseJsonRows(o.rows, "rows", { maxRows: MAX_SIDE + 1, maxLength: MAX_SIDE + 1 }, (text) =>
    textFormat.parse(text),
  );
}

/**
 * Gridsmith's JSON: `{"type": "gokigen", "rows": ["1.2", "...", "0.1"]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "gokigen",
  limits,
  shape: 'a gokigen JSON document is an object: {"rows": ["1.2", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "gokigen", rows }, null, 2)}\n`;
  },
});
