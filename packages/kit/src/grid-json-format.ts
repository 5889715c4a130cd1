import type { GridSize } from "./border-regions.js";
import { puzzleJsonFormat } from "./puzzle-json-format.js";
import type { Format, Limits } from "./types.js";

/**
 * The Gridsmith JSON format of a grid type whose document is its puzzle's own shape: `width`, `height`,
 * then one list per key of `lists` (the value an example of its items, for the message of a document that
 * is not an object). `fromJson` reads it (a document of another `"type"` is refused first, see
 * `puzzleJsonFormat`), and a puzzle is written as `"type"`, `width`, `height` and those lists, in that order
 * and nothing else, one line.
 */
export function gridJsonFormat<P extends GridSize>(
  type: string,
  limits: Limits,
  fromJson: (value: unknown) => P,
  lists: Partial<Record<Exclude<keyof P & string, keyof GridSize>, string>>,
): Format<P> {
  const keys = Object.keys(lists) as (keyof typeof lists & keyof P)[];
  return puzzleJsonFormat({
    type,
    limits,
    shape: `${/^[aeiou]/.test(type) ? "an" : "a"} ${type} JSON document is an object: {"width": 5, "height": 5${keys.map((k) => `, "${k}": [${lists[k]}]`).join("")}}`,
    fromJson,
    serialize(puzzle) {
      const doc: Record<string, unknown> = { type, width: puzzle.width, height: puzzle.height };
      for (const key of keys) doc[key] = puzzle[key];
      return `${JSON.stringify(doc)}\n`;
    },
  });
}
