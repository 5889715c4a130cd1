import { describeJson, type Format, gridsmithJsonFormat, jsonError } from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Gridsmith's JSON: `{"type": "shimaguni", "width": 4, "height": 4, "rooms": [...], "numbers": [...]}`, the
 * puzzle's own shape (see `fromJson`; `type` may be left out), read with the kit's bounded readers; a
 * mistake is named by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "shimaguni",
  limits,
  shape:
    'a shimaguni JSON document is an object: {"width": 4, "height": 4, "rooms": [...], "numbers": [...]}',
  read(o) {
    if (o.type !== undefined && o.type !== "shimaguni")
      jsonError("type", `this is a ${describeJson(o.type)} document, not "shimaguni"`);
    return fromJson(o);
  },
  serialize: ({ width, height, rooms, numbers }) =>
    `${JSON.stringify({ type: "shimaguni", width, height, rooms, numbers })}\n`,
});
