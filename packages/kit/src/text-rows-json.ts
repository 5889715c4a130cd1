import { gridsmithJsonFormat } from "./json-text.js";
import { checkDeclaredSides, parseJsonRows } from "./json-value.js";
import { checkDocumentType } from "./puzzle-json-format.js";
import type { Format, Limits } from "./types.js";

/** What a {@link textRowsJsonFormat} is made of. */
export interface TextRowsJsonParts<P extends { width: number; height: number }> {
  /** The type's id, which a document's `"type"` names (it may be left out). */
  type: string;
  limits: Limits;
  /** The type's text format, which reads the rows joined by line breaks and writes them. */
  textFormat: Format<P>;
  /** The key of the list of rows; `"rows"` unless given (`"clues"`). */
  listKey?: string;
  /** The start of a row list for the error that the document is not an object: `".5...", ...`. */
  example: string;
  /**
   * The most rows, and the most characters of a row, read before the text format sees them: by default
   * `limits.maxSide` rows of at most as many characters (a text of one character a cell).
   */
  maxRows?: number;
  maxLength?: number;
  /** Whether documents carry `width` and `height`: written, and checked against the rows when given. */
  sides?: boolean;
}

/**
 * A type's Gridsmith JSON whose grid is the rows of its text format as strings:
 * `{"type": "nurikabe", "width": 5, "height": 5, "clues": [".5...", ...]}` (`width` and `height` with
 * `sides`). The rows are read with the kit's bounded readers (at most `maxRows` of at most `maxLength`
 * characters) before the text format reads them; a mistake is placed at its row, else at its top-level
 * value, and named by its path (`clues[1]: ...`).
 */
export function textRowsJsonFormat<P extends { width: number; height: number }>(
  parts: TextRowsJsonParts<P>,
): Format<P> {
  const { type, textFormat, listKey = "rows", sides = false } = parts;
  const { maxRows = parts.limits.maxSide, maxLength = maxRows } = parts;
  const serializeText = textFormat.serialize;
  if (!serializeText) throw new Error(`the ${type} text format does not write`);
  return gridsmithJsonFormat({
    type,
    limits: parts.limits,
    shape: `${/^[aeiou]/.test(type) ? "an" : "a"} ${type} JSON document is an object: {"${listKey}": [${parts.example}]}`,
    listKey,
    read(doc) {
      checkDocumentType(doc, type);
      const puzzle = parseJsonRows(doc[listKey], listKey, { maxRows, maxLength }, (text) =>
        textFormat.parse(text),
      );
      if (sides) checkDeclaredSides(doc, puzzle, listKey);
      return puzzle;
    },
    serialize(puzzle) {
      const rows = serializeText(puzzle).trimEnd().split("\n");
      const size = sides ? { width: puzzle.width, height: puzzle.height } : {};
      return `${JSON.stringify({ type, ...size, [listKey]: rows }, null, 2)}\n`;
    },
  });
}
