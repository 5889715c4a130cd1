import {
  checkDeclaredSides,
  type Format,
  gridsmithJsonFormat,
  jsonObject,
  jsonOneOf,
  parseJsonRows,
} from "@gridsmith/kit";
import { MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";
import { clueChar, textFormat } from "./text.js";

/**
 * Reads the document's value: its `clues` rows through the text format (1 to {@link MAX_SIDE} rows of 1 to
 * {@link MAX_SIDE} characters, bounded before they are read); `width` and `height`, when given, must match.
 */
function readDoc(value: unknown): Puzzle {
  const doc = jsonObject(value, "");
  if (doc.type !== undefined) jsonOneOf(doc.type, "type", ["slitherlink"]);
  const puzzle = parseJsonRows(doc.clues, "clues", { maxRows: MAX_SIDE, maxLength: MAX_SIDE }, (text) =>
    textFormat.parse(text),
  );
  checkDeclaredSides(doc, puzzle, "clues");
  return puzzle;
}

/**
 * Gridsmith's JSON: `{"type": "slitherlink", "clues": ["2..1.", ".2..1", ...]}`, the rows of the text format
 * as strings (`type` may be left out; `width` and `height`, when given, must match the rows). A mistake is
 * placed at its row, else at its top-level value, and named by its path (`line 3, column 3: clues[1]: 'x'
 * (column 1) is not a clue`).
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "slitherlink",
  limits,
  shape: 'a slitherlink JSON document is an object: {"clues": ["2..1.", ...]}',
  read: readDoc,
  listKey: "clues",
  serialize(puzzle) {
    const rows = Array.from({ length: puzzle.height }, (_, r) =>
      puzzle.clues
        .slice(r * puzzle.width, (r + 1) * puzzle.width)
        .map(clueChar)
        .join(""),
    );
    return `${JSON.stringify({ type: "slitherlink", width: puzzle.width, height: puzzle.height, clues: rows }, null, 2)}\n`;
  },
});
