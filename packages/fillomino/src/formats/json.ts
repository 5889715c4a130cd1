import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "fillomino", "rows": [".2.", "3.."]}`, the lines of the text format as strings
 * (`type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "fillomino",
  limits,
  textFormat,
  example: '".2.", ...',
});
