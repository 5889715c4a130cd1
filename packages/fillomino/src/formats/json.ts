import { describeJson, type Format, gridsmithJsonFormat, jsonError, parseJsonRows } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "fillomino")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "fillomino"`);
  return parseJsonRows(o.rows, "rows", { maxRows: MAX_SIDE, maxLength: MAX_SIDE }, (text) =>
    textFormat.parse(text),
  );
}

/**
 * Gridsmith's JSON: `{"type": "fillomino", "rows": [".2.", "3.."]}`, the lines of the text format as strings
 * (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "fillomino",
  limits,
  shape: 'a fillomino JSON document is an object: {"rows": [".2.", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "fillomino", rows }, null, 2)}\n`;
  },
});
