import { type Format, gridJsonFormat } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "lits", "width": 6, "height": 6, "rooms": [...]}`, the puzzle's own shape (see
 * `fromJson`; `type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 * Written as one line.
 */
export const jsonFormat: Format<Puzzle> = gridJsonFormat("lits", limits, fromJson, { rooms: "..." });
