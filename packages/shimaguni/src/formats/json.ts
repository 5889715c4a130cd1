import { type Format, puzzleJsonFormat } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "shimaguni", "width": 4, "height": 4, "rooms": [...], "numbers": [...]}`, the
 * puzzle's own shape (see `fromJson`; `type` may be left out), read with the kit's bounded readers; a
 * mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = puzzleJsonFormat({
  type: "shimaguni",
  limits,
  shape:
    'a shimaguni JSON document is an object: {"width": 4, "height": 4, "rooms": [...], "numbers": [...]}',
  fromJson,
  serialize: ({ width, height, rooms, numbers }) =>
    `${JSON.stringify({ type: "shimaguni", width, height, rooms, numbers })}\n`,
});
