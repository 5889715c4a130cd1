import { type Format, roomGivensJsonFormat } from "@gridsmith/kit";
import { limits, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/**
 * Gridsmith's JSON: `{"type": "ripple", "rows": ["aab", "acc", "", ".2.", "..."]}`, the lines of the text
 * format as strings (`type` may be left out), read with the kit's bounded readers; a mistake is named by its
 * path.
 */
export const jsonFormat: Format<Puzzle> = roomGivensJsonFormat("ripple", limits, textFormat);
