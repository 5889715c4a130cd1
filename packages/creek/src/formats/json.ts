import { describeJson, type Format, gridsmithJsonFormat, jsonError, parseJsonRows } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "creek")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "creek"`);
  // A row of the text format is at most 41 points of one character each.
  return parseJsonRows(o.rows, "rows", { maxRows: MAX_SIDE + 1, maxLength: MAX_SIDE + 1 }, (text) =>
    textFormat.parse(text),
  );
}

/**
 * Gridsmith's JSON: `{"type": "creek", "rows": ["1.2", "...", "0.1"]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "creek",
  limits,
  shape: 'a creek JSON document is an object: {"rows": ["1.2", ...]}',
  read: readDoc,
  listKey: "rows",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "creek", rows }, null, 2)}\n`;
  },
});
