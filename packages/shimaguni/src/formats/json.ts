import { type Format, gridJsonFormat } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "shimaguni", "width": 4, "height": 4, "rooms": [...], "numbers": [...]}`, the
 * puzzle's own shape (see `fromJson`; `type` may be left out), read with the kit's bounded readers; a
 * mistake is named by its path. Written as one line.
 */
export const jsonFormat: Format<Puzzle> = gridJsonFormat("shimaguni", limits, fromJson, {
  rooms: "...",
  numbers: "...",
});
