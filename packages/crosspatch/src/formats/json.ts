import type { Format } from "@gridsmith/kit";
import { ParseError } from "@gridsmith/kit";
import type { CrosspatchPuzzle } from "../types.js";
import { isObject, parseJsonText, stringArray } from "./json-text.js";
import { puzzleOf } from "./puzzle-of.js";

/**
 * Gridsmith's JSON: `{"type": "crosspatch", "grid": [rows], "words": [words]}` with the rows in kkck's
 * framework notation (`#` empty, space no cell, other characters given letters).
 */
export const jsonFormat: Format<CrosspatchPuzzle> = {
  id: "json",
  name: "Gridsmith JSON",
  extensions: ["json"],
  mediaType: "application/json",
  parse(text) {
    const value = parseJsonText(text);
    if (!isObject(value)) throw new ParseError("a crosspatch JSON document is an object with grid and words");
    if (value.type !== undefined && value.type !== "crosspatch") {
      throw new ParseError(`type is '${String(value.type)}', not 'crosspatch'`);
    }
    return puzzleOf(stringArray(value.grid, "grid"), stringArray(value.words, "words"));
  },
  serialize: (puzzle) =>
    `${JSON.stringify({ type: "crosspatch", grid: puzzle.grid, words: puzzle.words }, null, 2)}\n`,
  detect(text) {
    const t = text.trimStart();
    return t.startsWith("{") && /"grid"\s*:/.test(t) && !/ipuz\.org/.test(t);
  },
};
