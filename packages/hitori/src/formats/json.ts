import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "hitori", "rows": ["3142", "1.23", ...]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "hitori",
  limits,
  textFormat,
  example: '"3142", ...',
  maxRows: MAX_SIDE,
  // A row of the text format is at most 40 cells of up to 4 digits and a space each.
  maxLength: 5 * MAX_SIDE,
});
