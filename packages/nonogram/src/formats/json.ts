import { type Format, ParseError, positionAt } from "@gridsmith/kit";
import { isColourPuzzle } from "../colour/palette.js";
import type { Nonogram } from "../types.js";
import { validateNonogram } from "../validate.js";
import { colourJsonLines, colourJsonPuzzle, readJsonColourClues, readJsonPalette } from "./json-colour.js";

const textKeys = ["title", "author", "copyright", "license", "catalogue"] as const;

function clueList(value: unknown, key: "rows" | "columns"): number[][] {
  if (!Array.isArray(value)) throw new ParseError(`"${key}" must be a list of clues, each a list of numbers`);
  return value.map((clue, i) => {
    const what = `${key === "rows" ? "row" : "column"} ${i + 1}`;
    if (!Array.isArray(clue) || clue.some((n) => typeof n !== "number" || !Number.isInteger(n) || n < 0)) {
      throw new ParseError(`${what}: the clue must be a list of whole numbers, got ${JSON.stringify(clue)}`);
    }
    if (clue.length === 1 && clue[0] === 0) return [];
    if (clue.includes(0)) throw new ParseError(`${what}: 0 may only stand alone, for an empty line`);
    return [...clue] as number[];
  });
}

/**
 * Reads `{"rows": [[...], ...], "columns": [[...], ...]}` with optional metadata and `goal`. A colour puzzle
 * adds `"palette": [{"name", "rgb", "code"}, ...]` (the background first) and writes each block as
 * `[length, "code"]`; its goal is rows of colour codes.
 */
export function parseJson(text: string): Nonogram {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = /position (\d+)/.exec(message);
    if (at) {
      const { line, column } = positionAt(text, Number(at[1]));
      throw new ParseError(`not valid JSON: ${message}`, line, column);
    }
    throw new ParseError(`not valid JSON: ${message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ParseError('expected a JSON object with "rows" and "columns"');
  }
  const o = data as Record<string, unknown>;
  const palette = o.palette === undefined ? undefined : readJsonPalette(o.palette);
  let p: Nonogram;
  if (palette && palette.length > 2) p = colourJsonPuzzle(o, palette);
  else if (palette) {
    // A palette of one colour: black and white, whatever the colour is called.
    const lengths = (key: "rows" | "columns") =>
      readJsonColourClues(o[key], key, palette).map((l) => l.lengths);
    p = { rows: lengths("rows"), columns: lengths("columns") };
  } else p = { rows: clueList(o.rows, "rows"), columns: clueList(o.columns, "columns") };
  for (const key of textKeys) {
    const v = o[key];
    if (typeof v === "string") p[key] = v;
  }
  if (o.goal !== undefined) {
    const cells = isColourPuzzle(p) ? /^[^\s?,0-9]*$/ : /^[#.]*$/;
    if (!Array.isArray(o.goal) || o.goal.some((r) => typeof r !== "string" || !cells.test(r))) {
      throw new ParseError(
        `"goal" must be a list of rows made of ${isColourPuzzle(p) ? "colour codes" : "# and ."}`,
      );
    }
    p.goal = o.goal as string[];
  }
  const fatal = validateNonogram(p).find((x) =>
    ["clue-too-long", "bad-goal", "bad-colour", "too-many-colours"].includes(x.code),
  );
  if (fatal) throw new ParseError(fatal.message);
  return p;
}

/** Writes the JSON form, one clue list per line (a colour puzzle also one palette entry per line). */
export function serializeJson(p: Nonogram): string {
  const parts: string[] = [];
  for (const key of textKeys)
    if (p[key] !== undefined) parts.push(`  ${JSON.stringify(key)}: ${JSON.stringify(p[key])}`);
  if (isColourPuzzle(p)) parts.push(...colourJsonLines(p));
  else {
    parts.push(`  "rows": ${JSON.stringify(p.rows)}`);
    parts.push(`  "columns": ${JSON.stringify(p.columns)}`);
  }
  if (p.goal) parts.push(`  "goal": ${JSON.stringify(p.goal)}`);
  return `{\n${parts.join(",\n")}\n}\n`;
}

/** `{"rows": [[...]], "columns": [[...]]}` plus optional metadata, `goal` and, for colour, `palette`. */
export const jsonFormat: Format<Nonogram> = {
  id: "json",
  name: 'JSON ({"rows": [[...]], "columns": [[...]]})',
  extensions: ["json"],
  mediaType: "application/json",
  parse: parseJson,
  serialize: serializeJson,
  detect: (text) => /^\s*\{/.test(text) && /"rows"/.test(text),
};
