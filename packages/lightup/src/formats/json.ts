import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "lightup", "rows": ["..1..", "#....", ...]}`, the rows of the text format as
 * strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "lightup",
  limits,
  textFormat,
  example: '"..1..", ...',
});
