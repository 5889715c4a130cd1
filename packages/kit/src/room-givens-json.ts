// The JSON format of the rooms-with-givens genres (Ripple Effect, Nanro), apart from their other formats in
// puzzlink-room-givens.ts: the JSON reader it is made of lives in the kit's main entry, and would more than
// fill the `@gridsmith/kit/puzzlink` entry's size budget there.
import { textRowsJsonFormat } from "./text-rows-json.js";
import type { Format, Limits } from "./types.js";

/**
 * Gridsmith's JSON of a rooms-with-givens genre named `type`: `{"type": TYPE, "rows": ["aab", "acc", "",
 * ".2.", "..."]}`, the lines of its `textFormat` (the `textFormat` of `roomGivensFormats` from
 * `@gridsmith/kit/puzzlink`: the rooms' letters, a blank line, the givens) as strings (`type` may be left
 * out), read with the kit's bounded readers; a mistake is named by its path.
 */
export function roomGivensJsonFormat<P extends { width: number; height: number }>(
  type: string,
  limits: Limits,
  textFormat: Format<P>,
): Format<P> {
  return textRowsJsonFormat({
    type,
    limits,
    textFormat,
    example: '"aab", ..., "", ".2.", ...',
    // The rooms' rows, a blank line, the givens' rows.
    maxRows: 2 * limits.maxSide + 1,
    maxLength: limits.maxSide,
  });
}
