import { type Format, textRowsJsonFormat } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "nurikabe", "clues": [".5...", "..2..", ...]}`, the rows of the text format as
 * strings (`type` may be left out; `width` and `height`, when given, must match the rows). The document is
 * read with the kit's bounded readers (at most 60 rows of at most 300 characters: a word of up to 4 digits and
 * a space per cell) before the rows are read; a mistake is placed at its row, else at its top-level value, and
 * named by its path (`clues[1]: ...`).
 */
export const jsonFormat: Format<Puzzle> = textRowsJsonFormat({
  type: "nurikabe",
  limits,
  textFormat,
  listKey: "clues",
  example: '".5...", ...',
  maxRows: MAX_SIDE,
  maxLength: 5 * MAX_SIDE,
  sides: true,
});
