import { type Format, puzzleJsonFormat } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "lits", "width": 6, "height": 6, "rooms": [...]}`, the puzzle's own shape (see
 * `fromJson`; `type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = puzzleJsonFormat({
  type: "lits",
  limits,
  shape: 'a lits JSON document is an object: {"width": 6, "height": 6, "rooms": [...]}',
  fromJson,
  serialize: ({ width, height, rooms }) => `${JSON.stringify({ type: "lits", width, height, rooms })}\n`,
});
