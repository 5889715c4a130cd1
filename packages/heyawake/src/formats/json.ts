import { describeJson, type Format, gridsmithJsonFormat, jsonError } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "heyawake", "width": 4, "height": 4, "rooms": [...], "numbers": [...]}`, the
 * puzzle's own shape (see `fromJson`; `type` may be left out), read with the kit's bounded readers; a
 * mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "heyawake",
  limits,
  shape: 'a heyawake JSON document is an object: {"width": 4, "height": 4, "rooms": [...], "numbers": [...]}',
  read(o) {
    if (o.type !== undefined && o.type !== "heyawake")
      jsonError("type", `this is a ${describeJson(o.type)} document, not "heyawake"`);
    return fromJson(o);
  },
  serialize: ({ width, height, rooms, numbers }) =>
    `${JSON.stringify({ type: "heyawake", width, height, rooms, numbers })}\n`,
});
