import { type Format, puzzleJsonFormat } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "tapa", "width": 5, "height": 5, "clues": [[], [1, 3], ...]}`, the puzzle's own shape
 * (see `fromJson`; `type` may be left out), read with the kit's bounded readers; a mistake is named by its
 * path.
 */
export const jsonFormat: Format<Puzzle> = puzzleJsonFormat({
  type: "tapa",
  limits,
  shape: 'a tapa JSON document is an object: {"width": 5, "height": 5, "clues": [[], [1, 3], ...]}',
  fromJson,
  serialize: ({ width, height, clues }) => `${JSON.stringify({ type: "tapa", width, height, clues })}\n`,
});
