import {
  checkDocumentType,
  type Format,
  gridsmithJsonFormat,
  jsonInteger,
  parseJsonRows,
} from "@gridsmith/kit";
import { limits, MAX_STARS, type Puzzle } from "../puzzle.js";
import { parseStarBattle, textFormat } from "./text.js";

function readDoc(o: Record<string, unknown>): Puzzle {
  checkDocumentType(o, "starbattle");
  const stars = jsonInteger(o.stars, "stars", 1, MAX_STARS);
  return parseJsonRows(o.rows, "rows", { maxRows: limits.maxSide, maxLength: limits.maxSide }, (text) =>
    parseStarBattle(text, stars),
  );
}

/**
 * Gridsmith's JSON: `{"type": "starbattle", "stars": 1, "rows": ["aabb", ...]}`, the number of stars and the
 * rows of the text format (`type` may be left out), read with the kit's bounded readers; a mistake is named
 * by its path.
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "starbattle",
  limits,
  shape: 'a starbattle JSON document is an object: {"stars": 1, "rows": ["aabb", ...]}',
  read: readDoc,
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n").slice(1);
    return `${JSON.stringify({ type: "starbattle", stars: puzzle.stars, rows }, null, 2)}\n`;
  },
});
