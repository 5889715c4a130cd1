import { type Format, ParseError, positionAt } from "@gridsmith/kit";
import { MAX_SIDE, type Puzzle } from "../puzzle.js";
import { textFormat } from "./text.js";

function errorAt(text: string, key: string, reason: string): ParseError {
  const at = text.indexOf(`"${key}"`);
  const { line, column } = positionAt(text, Math.max(0, at));
  return new ParseError(reason, line, column);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    // V8 says "... at position N" (Node 20) or "(line L column C)" (newer): point at either.
    const message = (e as Error).message;
    const lc = /line (\d+) column (\d+)/.exec(message);
    if (lc) throw new ParseError(`not JSON: ${message}`, Number(lc[1]), Number(lc[2]));
    const pos = /position (\d+)/.exec(message);
    const { line, column } = positionAt(text, pos ? Number(pos[1]) : 0);
    throw new ParseError(`not JSON: ${message}`, line, column);
  }
}

/**
 * Gridsmith's JSON: `{"type": "nurikabe", "clues": [".5...", "..2..", ...]}`, the rows of the text format as
 * strings (`type` may be left out; `width` and `height`, when given, must match the rows).
 */
export const jsonFormat: Format<Puzzle> = {
  id: "json",
  name: "Gridsmith JSON",
  extensions: ["json"],
  mediaType: "application/json",
  parse(text) {
    const value = parseJson(text) as Record<string, unknown>;
    if (typeof value !== "object" || value === null || Array.isArray(value))
      throw new ParseError('a nurikabe JSON document is an object: {"clues": [".5...", ...]}', 1, 1);
    if (value.type !== undefined && value.type !== "nurikabe")
      throw errorAt(text, "type", `this is a '${String(value.type)}' document, not 'nurikabe'`);
    const rows = value.clues;
    if (!Array.isArray(rows) || rows.length === 0 || !rows.every((r) => typeof r === "string"))
      throw errorAt(text, "clues", '"clues" must be a non-empty list of rows such as ".5..."');
    let puzzle: Puzzle;
    try {
      puzzle = textFormat.parse(rows.join("\n"));
    } catch (e) {
      const pe = e as ParseError;
      throw errorAt(text, "clues", `"clues" row ${pe.line || 1}: ${pe.reason}`);
    }
    for (const key of ["width", "height"] as const) {
      if (value[key] !== undefined && value[key] !== puzzle[key])
        throw errorAt(text, key, `"${key}" is ${String(value[key])} but the clues have ${puzzle[key]}`);
    }
    if (puzzle.width > MAX_SIDE || puzzle.height > MAX_SIDE)
      throw errorAt(text, "clues", "the grid is too large");
    return puzzle;
  },
  serialize(puzzle) {
    const rows = textFormat.serialize!(puzzle).trimEnd().split("\n");
    return `${JSON.stringify({ type: "nurikabe", width: puzzle.width, height: puzzle.height, clues: rows }, null, 2)}\n`;
  },
  detect(text, filename) {
    if (filename !== undefined && !/\.json$/i.test(filename)) return false;
    return /^\s*\{/.test(text) && /"type"\s*:\s*"nurikabe"/.test(text);
  },
};
