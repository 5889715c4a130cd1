import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "creek", "rows": ["1.2", "...", "0.1"]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "creek",
  limits,
  textFormat,
  listKey: "rows",
  example: '"1.2", ...',
  maxRows: MAX_SIDE + 1,
  // A row of the text format is at most 41 points of one character each.
  maxLength: MAX_SIDE + 1,
});
