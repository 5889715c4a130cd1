import { describeJson, type Format, gridsmithJsonFormat, jsonError } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "lits", "width": 6, "height": 6, "rooms": [...]}`, the puzzle's own shape (see
 * `fromJson`; `type` may be left out), read with the kit's bounded readers; a mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "lits",
  limits,
  shape: 'a lits JSON document is an object: {"width": 6, "height": 6, "rooms": [...]}',
  read(o) {
    if (o.type !== undefined && o.type !== "lits")
      jsonError("type", `this is a ${describeJson(o.type)} document, not "lits"`);
    return fromJson(o);
  },
  serialize: ({ width, height, rooms }) => `${JSON.stringify({ type: "lits", width, height, rooms })}\n`,
});
