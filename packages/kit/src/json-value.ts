// Bounded readers for puzzle JSON that comes from outside: an API body, a saved game, a value a package
// user built. Each reads no more of the value than the expected shape allows and checks a length before
// it walks it, so a value that claims a billion cells costs what the value itself costs, not what it
// claims. A wrong value throws a ParseError whose `path` says where (`cells[80]`, `clues.rows[3][1]`).
import { ParseError } from "./parse-error.js";
import type { Limits } from "./types.js";

/** The path of `key` inside `path`: `cells[3]`, `clues.rows`; the root is the empty path. */
export function jsonPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** Throws the ParseError for a wrong value at `path` (the root is called `puzzle`). */
export function jsonError(path: string, reason: string): never {
  throw new ParseError(reason, 0, 0, path || "puzzle");
}

/** A few words for what a value is, for error messages; never long, whatever the value. */
export function describeJson(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  switch (typeof value) {
    case "string":
      return value.length <= 20 ? JSON.stringify(value) : `a text of ${value.length} characters`;
    case "number":
      return Number.isFinite(value) ? String(value) : String(value);
    case "boolean":
      return String(value);
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}

/** Whether `value` is a plain object (not null, not a list): what a JSON object parses to. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `value` as a plain object (not null, not a list), else a ParseError at `path`. */
export function jsonObject(value: unknown, path: string): Record<string, unknown> {
  if (!isJsonObject(value)) jsonError(path, `expected an object, got ${describeJson(value)}`);
  return value as Record<string, unknown>;
}

/** `value` as an integer from `min` to `max`, else a ParseError at `path`. */
export function jsonInteger(value: unknown, path: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value))
    jsonError(path, `expected an integer from ${min} to ${max}, got ${describeJson(value)}`);
  if ((value as number) < min || (value as number) > max)
    jsonError(path, `${value} is out of range: expected ${min} to ${max}`);
  // -0 reads as 0: JSON writes it as 0, so a puzzle read from `-0` would not read back equal.
  return (value as number) + 0;
}

/**
 * `value` as one of `sizes` (a type's sides, ascending: 4, 6, 9), else a ParseError at `path`; a number
 * over the largest is called that first (`1000000000 is over the largest side, 9`).
 */
export function jsonSize(value: unknown, path: string, sizes: readonly number[]): number {
  const largest = sizes[sizes.length - 1]!;
  if (typeof value === "number" && Number.isInteger(value) && value > largest)
    jsonError(path, `${value} is over the largest side, ${largest}`);
  const size = jsonInteger(value, path, sizes[0]!, largest);
  if (!sizes.includes(size)) jsonError(path, `expected one of ${sizes.join(", ")}, got ${size}`);
  return size;
}

/** `value` as a string of at most `maxLength` characters, else a ParseError at `path`. */
export function jsonString(value: unknown, path: string, maxLength: number): string {
  if (typeof value !== "string") jsonError(path, `expected a text, got ${describeJson(value)}`);
  if ((value as string).length > maxLength)
    jsonError(path, `the text has ${(value as string).length} characters; at most ${maxLength} are allowed`);
  return value as string;
}

/** `value` as one of `options`, else a ParseError at `path` listing them. */
export function jsonOneOf<T extends string>(value: unknown, path: string, options: readonly T[]): T {
  if (typeof value !== "string" || !(options as readonly string[]).includes(value))
    jsonError(path, `expected one of ${options.map((o) => `"${o}"`).join(", ")}, got ${describeJson(value)}`);
  return value as T;
}

/**
 * `value` as a list, its length checked before anything reads it: exactly `length` when a number, else
 * from `length.min` (default 0) to `length.max`.
 */
export function jsonArray(
  value: unknown,
  path: string,
  length: number | { min?: number; max: number },
): unknown[] {
  if (!Array.isArray(value)) jsonError(path, `expected a list, got ${describeJson(value)}`);
  const n = (value as unknown[]).length;
  if (typeof length === "number") {
    if (n !== length) jsonError(path, `expected a list of ${length}, got ${n}`);
  } else {
    const min = length.min ?? 0;
    if (n < min || n > length.max)
      jsonError(path, `expected a list of ${min === length.max ? min : `${min} to ${length.max}`}, got ${n}`);
  }
  return value as unknown[];
}

/**
 * A fresh list of integers from `min` to `max`, read from `value` (a list of `length`, or of a length in
 * `length`'s range). The copy means later reads never see a getter or a hole of the original.
 */
export function jsonIntegers(
  value: unknown,
  path: string,
  length: number | { min?: number; max: number },
  min: number,
  max: number,
): number[] {
  const list = jsonArray(value, path, length);
  const out = new Array<number>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = jsonInteger(list[i], jsonPath(path, i), min, max);
  return out;
}

/**
 * A grid's width and height, each read as an integer from 1 to `limits.maxSide`, their product at most
 * `limits.maxCells`: what every grid type checks before it sizes anything by them. `paths` says where the
 * sides are and where the grid is (`grid`, the root by default), for the error of a grid too large.
 */
export function jsonGridSize(
  width: unknown,
  height: unknown,
  limits: Limits,
  paths: { width: string; height: string; grid?: string } = { width: "width", height: "height" },
): { width: number; height: number } {
  const w = jsonInteger(width, paths.width, 1, limits.maxSide);
  const h = jsonInteger(height, paths.height, 1, limits.maxSide);
  checkCellCount(w * h, limits, `${w} x ${h}`, paths.grid ?? "");
  return { width: w, height: h };
}

/**
 * A grid puzzle given as a JSON object, as {@link jsonGridDocument} reads it: its sides, its `fields`, and
 * readers bound to them, so that a field's name is written once and is the `path` of its errors.
 */
export interface JsonGridDocument {
  /** The object itself, for a field no bound reader reads. */
  fields: Record<string, unknown>;
  /** The grid's width, 1 to `limits.maxSide`. */
  width: number;
  /** The grid's height, 1 to `limits.maxSide`. */
  height: number;
  /** The field `name` as an integer from `min` to `max` ({@link jsonInteger} at path `name`). */
  integer(name: string, min: number, max: number): number;
  /** The field `name` as a fresh list of integers ({@link jsonIntegers} at path `name`). */
  integers(name: string, length: number | { min?: number; max: number }, min: number, max: number): number[];
  /** The field `name` as a list, its length checked first ({@link jsonArray} at path `name`). */
  array(name: string, length: number | { min?: number; max: number }): unknown[];
}

/**
 * A grid puzzle given as a JSON object: the object's `fields`, its `width` and `height`, read first (by
 * {@link jsonGridSize}) so that a type's `fromJson` can size the lists it reads next, and readers of the
 * other fields by name (`integers("regions", width * height, 0, 61)`; see {@link JsonGridDocument}). Throws
 * a ParseError whose `path` names the wrong place.
 */
export function jsonGridDocument(value: unknown, limits: Limits): JsonGridDocument {
  const fields = jsonObject(value, "");
  return {
    fields,
    ...jsonGridSize(fields.width, fields.height, limits),
    integer: (name, min, max) => jsonInteger(fields[name], name, min, max),
    integers: (name, length, min, max) => jsonIntegers(fields[name], name, length, min, max),
    array: (name, length) => jsonArray(fields[name], name, length),
  };
}

/**
 * A grid given as a JSON object of `width` and `height` (read by {@link jsonGridSize}, first) and one list,
 * `field`, of exactly `length(width, height)` integers from `min` to `max` (one a cell, a grid point, a
 * clue around the grid...): the whole puzzle of many grid types. Throws a ParseError whose `path` names the
 * wrong place.
 */
export function jsonIntegerGrid<F extends string>(
  value: unknown,
  limits: Limits,
  field: F,
  length: (width: number, height: number) => number,
  min: number,
  max: number,
): { width: number; height: number } & Record<F, number[]> {
  const { width, height, integers } = jsonGridDocument(value, limits);
  return { width, height, [field]: integers(field, length(width, height), min, max) } as {
    width: number;
    height: number;
  } & Record<F, number[]>;
}

/**
 * A grid of one integer per cell, as a JSON object `{width, height, [key]: [...]}`: the sides first (see
 * {@link jsonGridSize}), then exactly width x height integers from `min` to `max` under `key`, row by row,
 * read into fresh values; the ParseError of anything else names its path. `max` may depend on the sides
 * (a Shikaku number is at most the grid's area).
 */
export function jsonCellGrid<K extends string>(
  value: unknown,
  key: K,
  limits: Limits,
  min: number,
  max: number | ((width: number, height: number) => number),
): { width: number; height: number } & Record<K, number[]> {
  const { width, height, integers } = jsonGridDocument(value, limits);
  const top = typeof max === "number" ? max : max(width, height);
  return { width, height, [key]: integers(key, width * height, min, top) } as {
    width: number;
    height: number;
  } & Record<K, number[]>;
}

/**
 * Throws a ParseError when a grid of `cells` cells (`what`, e.g. "60 x 60") is over `limits.maxCells`; at
 * `path` when given (the grid's place in a JSON value, the root being `""`), else at no place (a text).
 */
export function checkCellCount(cells: number, limits: Limits, what: string, path?: string): void {
  if (cells <= limits.maxCells) return;
  const reason = `the grid is too large: ${what} is ${cells} cells; at most ${limits.maxCells} are allowed`;
  if (path !== undefined) jsonError(path, reason);
  throw new ParseError(reason);
}

/** Throws a ParseError when a text is longer than `limits.maxTextLength`, before any reader looks at it. */
export function checkTextLength(text: string, limits: Limits): void {
  if (text.length > limits.maxTextLength)
    throw new ParseError(
      `the text has ${text.length} characters; a puzzle of this type has at most ${limits.maxTextLength}`,
    );
}

/**
 * Throws a ParseError at `path` when `value` nests lists and objects deeper than `maxDepth`. Walks without
 * recursion, so a value nested a million deep (a 2 MB JSON text) is refused rather than overflowing the
 * stack of whatever would copy it next (structured cloning to a worker, JSON.stringify).
 */
export function checkJsonDepth(value: unknown, maxDepth: number, path: string): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    if (depth >= maxDepth) jsonError(path, `nested more than ${maxDepth} deep`);
    for (const child of Array.isArray(node) ? node : Object.values(node)) stack.push([child, depth + 1]);
  }
}

/**
 * A puzzle kept in JSON as the rows of its text format, one string a row (`{"rows": [".5..", "..2."]}`):
 * reads `value` (at `path`) as 1 to `maxRows` one-line strings of at most `maxLength` characters each and
 * parses them, joined by line breaks, with `parse`. A ParseError of the text is reported at its row
 * (`rows[2]`) with the text format's message and the column in the row (`(column 3 of the row)`).
 */
export function parseJsonRows<T>(
  value: unknown,
  path: string,
  { maxRows, maxLength }: { maxRows: number; maxLength: number },
  parse: (text: string) => T,
): T {
  const rows = jsonArray(value, path, { min: 1, max: maxRows }).map((row, r) => {
    const s = jsonString(row, jsonPath(path, r), maxLength);
    if (/[\r\n]/.test(s)) jsonError(jsonPath(path, r), "a row is one line, without line breaks");
    return s;
  });
  try {
    return parse(rows.join("\n"));
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    const at = e.column > 0 ? ` (column ${e.column} of the row)` : "";
    return jsonError(jsonPath(path, Math.max(0, e.line - 1)), `${e.reason}${at}`);
  }
}

/**
 * A grid document's optional `width` and `height` must agree with the grid read from its rows: throws a
 * ParseError at the first that does not (`width: 3, but the clues have 2 columns`, `listKey` naming the rows).
 */
export function checkDeclaredSides(
  doc: Record<string, unknown>,
  grid: { width: number; height: number },
  listKey: string,
): void {
  for (const [key, what] of [
    ["width", "columns"],
    ["height", "rows"],
  ] as const) {
    if (doc[key] !== undefined && doc[key] !== grid[key])
      jsonError(key, `${describeJson(doc[key])}, but the ${listKey} have ${grid[key]} ${what}`);
  }
}
