import {
  checkDeclaredSides,
  describeJson,
  type Format,
  gridsmithJsonFormat,
  jsonError,
  parseJsonRows,
} from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

/** The longest row the text format writes: a word of up to 4 digits and a space per cell. */
const MAX_ROW_LENGTH = 5 * MAX_SIDE;

function readDoc(o: Record<string, unknown>): Puzzle {
  if (o.type !== undefined && o.type !== "nurikabe")
    jsonError("type", `this is a ${describeJson(o.type)} document, not "nurikabe"`);
  const puzzle = parseJsonRows(o.clues, "clues", { maxRows: MAX_SIDE, maxLength: MAX_ROW_LENGTH }, (text) =>
    textFormat.parse(text),
  );
  checkDeclaredSides(o, puzzle, "clues");
  return puzzle;
}

/**
 * Gridsmith's JSON: `{"type": "nurikabe", "clues": [".5...", "..2..", ...]}`, the rows of the text format as
 * strings (`type` may be left out; `width` and `height`, when given, must match the rows). The document is
 * read with the kit's bounded readers (at most 60 rows of at most 300 characters) before the rows are read;
 * a mistake is placed at its row, else at its top-level value, and named by its path (`clues[1]: ...`).
 */
export const jsonFormat: Format<Puzzle> = gridsmithJsonFormat({
  type: "nurikabe",
  limits,
  shape: 'a nurikabe JSON document is an object: {"clues": [".5...", ...]}',
  read: readDoc,
  listKey: "clues",
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "nurikabe", width: puzzle.width, height: puzzle.height, clues: rows }, null, 2)}\n`;
  },
});
