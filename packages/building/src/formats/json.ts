import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "building", "rows": ["+.2.+", "3...", ...]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "building",
  limits,
  textFormat,
  example: '"+.2.+", ...',
  maxRows: MAX_SIDE + 2,
});
