import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "slitherlink", "clues": ["2..1.", ".2..1", ...]}`, the rows of the text format
 * as strings (`type` may be left out; `width` and `height`, when given, must match the rows; 1 to
 * {@link MAX_SIDE} rows of 1 to {@link MAX_SIDE} characters, bounded before they are read). A mistake is
 * placed at its row, else at its top-level value, and named by its path (`line 3, column 3: clues[1]: 'x'
 * (column 1) is not a clue`).
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "slitherlink",
  limits,
  textFormat,
  listKey: "clues",
  example: '"2..1.", ...',
  maxRows: MAX_SIDE,
  maxLength: MAX_SIDE,
  sides: true,
});
