import { gridsmithJsonFormat, type JsonFormatParts } from "./json-text.js";
import { describeJson, jsonError } from "./json-value.js";
import type { Format } from "./types.js";

/**
 * Throws a ParseError at `type` when a Gridsmith JSON document names another type than `type` in its
 * `"type"`; a document without one is taken as this type's.
 */
export function checkDocumentType(doc: Record<string, unknown>, type: string): void {
  if (doc.type !== undefined && doc.type !== type)
    jsonError("type", `this is a ${describeJson(doc.type)} document, not "${type}"`);
}

/** What {@link puzzleJsonFormat} takes: {@link gridsmithJsonFormat}'s parts, with the type's `fromJson` to read. */
export interface PuzzleJsonFormatParts<P> extends Omit<JsonFormatParts<P>, "read"> {
  /** Reads the document's object, the puzzle's own shape, with the bounded readers (the type's `fromJson`). */
  fromJson(value: unknown): P;
}

/**
 * The Gridsmith JSON format of a type whose document is its puzzle's own shape (what its `fromJson` reads)
 * and, optionally, `"type"`: {@link gridsmithJsonFormat}, refusing a document of another type (see
 * {@link checkDocumentType}) before `fromJson` reads it.
 */
export function puzzleJsonFormat<P>(parts: PuzzleJsonFormatParts<P>): Format<P> {
  const { fromJson, ...rest } = parts;
  return gridsmithJsonFormat({
    ...rest,
    read(doc) {
      checkDocumentType(doc, parts.type);
      return fromJson(doc);
    },
  });
}
