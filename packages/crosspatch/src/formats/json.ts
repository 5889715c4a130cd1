import {
  checkTextLength,
  describeJson,
  type Format,
  isJsonObject,
  jsonFromText,
  ParseError,
} from "@gridsmith/kit";
import { fromJson } from "../from-json.js";
import { type CrosspatchPuzzle, limits } from "../puzzle.js";
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
    checkTextLength(text, limits);
    const value = jsonFromText(text);
    if (!isJsonObject(value))
      throw new ParseError("a crosspatch JSON document is an object with grid and words");
    if (value.type !== undefined && value.type !== "crosspatch") {
      throw new ParseError(`type is ${describeJson(value.type)}, not "crosspatch"`, 0, 0, "type");
    }
    // The shape and the limits are fromJson's (paths such as `grid[3]`); the structure is kkck's.
    const { grid, words } = fromJson(value);
    return puzzleOf(grid, words);
  },
  serialize: (puzzle) =>
    `${JSON.stringify({ type: "crosspatch", grid: puzzle.grid, words: puzzle.words }, null, 2)}\n`,
  detect(text) {
    const t = text.trimStart();
    return t.startsWith("{") && /"grid"\s*:/.test(t) && !/ipuz\.org/.test(t);
  },
};
