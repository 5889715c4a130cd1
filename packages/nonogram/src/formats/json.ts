import {
  checkTextLength,
  type Format,
  isJsonObject,
  jsonArray,
  jsonFromText,
  jsonIntegers,
  jsonPath,
  ParseError,
} from "@gridsmith/kit";
import { isColourPuzzle } from "../colour/palette.js";
import { fromJson, limits, MAX_SIDE, TEXT_KEYS } from "../limits.js";
import { validateNonogram } from "../operations.js";
import type { Nonogram } from "../types.js";
import { colourJsonLines, readJsonColourClues, readJsonPalette } from "./json-colour.js";
import { checkGridSize } from "./text.js";

/**
 * A black-and-white clue list as a file gives it: at most {@link MAX_SIDE} clues (checked by the caller),
 * each a list of at most {@link MAX_SIDE} whole numbers, `[0]` for an empty line.
 */
function clueList(list: unknown[], key: "rows" | "columns"): number[][] {
  return list.map((clue, i) => {
    const what = `${key === "rows" ? "row" : "column"} ${i + 1}`;
    const numbers = jsonIntegers(clue, jsonPath(key, i), { max: MAX_SIDE }, 0, MAX_SIDE);
    if (numbers.length === 1 && numbers[0] === 0) return [];
    if (numbers.includes(0)) throw new ParseError(`${what}: 0 may only stand alone, for an empty line`);
    return numbers;
  });
}

/**
 * Reads `{"rows": [[...], ...], "columns": [[...], ...]}` with optional metadata and `goal`. A colour puzzle
 * adds `"palette": [{"name", "rgb", "code"}, ...]` (the background first) and writes each block as
 * `[length, "code"]`; its goal is rows of colour codes. The puzzle's own shape (`JSON.stringify` of what
 * `parse` returns: bare lengths with `rowColours` and `columnColours`) reads too. The grid's size is checked
 * first (at most 200 clues a side, 40,000 cells), each clue's length before its blocks are read; the file's
 * conveniences (`[0]`, `[length, "code"]` blocks, a palette without codes) are turned into the puzzle's shape,
 * which {@link fromJson} then reads: the limits are checked in one place.
 */
export function parseJson(text: string): Nonogram {
  checkTextLength(text, limits);
  const data = jsonFromText(text);
  if (!isJsonObject(data)) {
    throw new ParseError('expected a JSON object with "rows" and "columns"');
  }
  const o = data as Record<string, unknown>;
  const rowList = jsonArray(o.rows, "rows", { min: 1, max: MAX_SIDE });
  const columnList = jsonArray(o.columns, "columns", { min: 1, max: MAX_SIDE });
  checkGridSize(columnList.length, rowList.length);
  const palette = o.palette === undefined ? undefined : readJsonPalette(o.palette);
  const value: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) if (typeof o[key] === "string") value[key] = o[key];
  if (palette && palette.length > 2) {
    const rows = readJsonColourClues(rowList, "rows", palette, o.rowColours);
    const columns = readJsonColourClues(columnList, "columns", palette, o.columnColours);
    Object.assign(value, {
      rows: rows.map((l) => l.lengths),
      columns: columns.map((l) => l.lengths),
      palette,
      rowColours: rows.map((l) => l.colours),
      columnColours: columns.map((l) => l.colours),
    });
  } else if (palette) {
    // A palette of one colour: black and white, whatever the colour is called.
    const lengths = (list: unknown[], key: "rows" | "columns") =>
      readJsonColourClues(list, key, palette).map((l) => l.lengths);
    Object.assign(value, { rows: lengths(rowList, "rows"), columns: lengths(columnList, "columns") });
  } else Object.assign(value, { rows: clueList(rowList, "rows"), columns: clueList(columnList, "columns") });
  if (o.goal !== undefined) value.goal = o.goal;
  const p = fromJson(value);
  const fatal = validateNonogram(p).find((x) =>
    ["clue-too-long", "bad-goal", "bad-colour", "too-many-colours"].includes(x.code),
  );
  if (fatal) throw new ParseError(fatal.message);
  return p;
}

/** Writes the JSON form, one clue list per line (a colour puzzle also one palette entry per line). */
export function serializeJson(p: Nonogram): string {
  const parts: string[] = [];
  for (const key of TEXT_KEYS)
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
