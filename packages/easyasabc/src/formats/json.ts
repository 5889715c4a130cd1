import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "easyasabc", "rows": ["A-C", "+.A..+", ...]}`, the lines of the text format
 * as strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "easyasabc",
  limits,
  textFormat,
  example: '"A-C", "+.A..+", ...',
  maxRows: MAX_SIDE + 3,
  maxLength: MAX_SIDE + 2,
});
