import { type Format, gridJsonFormat } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "tapa", "width": 5, "height": 5, "clues": [[], [1, 3], ...]}`, the puzzle's
 * own shape (see `fromJson`; `type` may be left out), read with the kit's bounded readers; a mistake is
 * named by its path. Written as one line.
 */
export const jsonFormat: Format<Puzzle> = gridJsonFormat("tapa", limits, fromJson, {
  clues: "[], [1, 3], ...",
});
