import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "tentaisho", "rows": ["o..", "...", "..*"]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "tentaisho",
  limits,
  textFormat,
  example: '"o..", ...',
  maxRows: 2 * MAX_SIDE - 1,
});
