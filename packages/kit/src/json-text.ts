// JSON text as people write it: where a syntax error is, and where a parsed document's keys and list items
// stand, so that a ParseError can point at a line and column. JSON.parse's messages differ between engines
// and often carry no position, so the place is found here, by a small scanner of our own.
import { checkTextLength, isJsonObject } from "./json-value.js";
import { ParseError, positionAt } from "./parse-error.js";
import type { Format, Limits } from "./types.js";

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;

/** A syntax error: the offset of the first character that makes a text not JSON, and what is wrong there. */
export interface JsonSyntaxError {
  offset: number;
  reason: string;
}

function skipSpace(text: string, i: number): number {
  // JSON's whitespace only: space, tab, line feed, carriage return.
  while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r"))
    i++;
  return i;
}

const found = (text: string, i: number) => (i >= text.length ? "the text ends" : `unexpected '${text[i]}'`);

/** Offset just past the string that starts at `i`, or the syntax error inside it. */
function stringEnd(text: string, i: number): number | JsonSyntaxError {
  for (i++; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34) return i + 1;
    if (ch < 32) return { offset: i, reason: "a control character inside a string" };
    if (ch === 92) {
      const next = text[i + 1];
      if (next === "u") {
        HEX4.lastIndex = i + 2;
        if (!HEX4.test(text)) return { offset: i, reason: "a bad \\u escape" };
        i += 5;
      } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i++;
      else return { offset: i, reason: "a bad escape" };
    }
  }
  return { offset: text.length, reason: "a string that never ends" };
}

/**
 * The first syntax error of `text`, or null when it is JSON. Iterative, so no nesting overflows the stack;
 * an offset of the text's length means the text ends too early.
 */
export function jsonSyntaxError(text: string): JsonSyntaxError | null {
  const stack: string[] = [];
  let i = skipSpace(text, 0);
  const fail = (expected: string): JsonSyntaxError => ({
    offset: i,
    reason: `${found(text, i)}; ${expected}`,
  });
  // Reads `"key":` at i, leaving i at the value; the error when there is none.
  const key = (): JsonSyntaxError | null => {
    if (text[i] !== '"') return fail('expected a "key"');
    const end = stringEnd(text, i);
    if (typeof end !== "number") return end;
    i = skipSpace(text, end);
    if (text[i] !== ":") return fail("expected ':'");
    i = skipSpace(text, i + 1);
    return null;
  };
  for (;;) {
    // A value starts at i.
    const ch = text[i];
    if (ch === "{" || ch === "[") {
      i = skipSpace(text, i + 1);
      const close = ch === "{" ? "}" : "]";
      if (text[i] === close) i++;
      else {
        stack.push(ch);
        if (ch === "{") {
          const bad = key();
          if (bad) return bad;
        }
        continue;
      }
    } else if (ch === '"') {
      const end = stringEnd(text, i);
      if (typeof end !== "number") return end;
      i = end;
    } else if (text.startsWith("true", i) || text.startsWith("null", i)) i += 4;
    else if (text.startsWith("false", i)) i += 5;
    else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return fail("expected a value");
      i = NUMBER.lastIndex;
    }
    // After a value: close what it ends, or go on to the next one.
    for (;;) {
      i = skipSpace(text, i);
      const top = stack.at(-1);
      if (top === undefined) return i === text.length ? null : fail("expected nothing after the value");
      const close = top === "{" ? "}" : "]";
      if (text[i] === ",") {
        i = skipSpace(text, i + 1);
        if (top === "{") {
          const bad = key();
          if (bad) return bad;
        }
        break;
      }
      if (text[i] !== close) return fail(`expected ',' or '${close}'`);
      stack.pop();
      i++;
    }
  }
}

/**
 * The value of a JSON text, or a ParseError `not valid JSON: <what is wrong>` at the line and column of the
 * first character that makes it not JSON (found by {@link jsonSyntaxError}, whatever the engine says).
 * `label` starts the message when given (`ipuz: not valid JSON: ...`).
 */
export function jsonFromText(text: string, label?: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const error = jsonSyntaxError(text) ?? { offset: 0, reason: "the engine refused it" };
    const { line, column } = positionAt(text, error.offset);
    throw new ParseError(`${label ? `${label}: ` : ""}not valid JSON: ${error.reason}`, line, column);
  }
}

/**
 * Where the values of a JSON document's top-level keys start, and where each item of its top-level list
 * `listKey` starts, as offsets into the text; for pointing a ParseError at a value that parsed but means
 * nothing. The text must be JSON (parsed already); the last of repeated keys wins, as in JSON.parse.
 */
export function jsonPlaces(text: string, listKey?: string): { keys: Map<string, number>; items: number[] } {
  const keys = new Map<string, number>();
  let items: number[] = [];
  let i = skipSpace(text, 0);
  if (text[i] !== "{") return { keys, items };
  i = skipSpace(text, i + 1);
  while (text[i] === '"') {
    const end = skipString(text, i);
    const key = JSON.parse(text.slice(i, end)) as string;
    i = skipSpace(text, skipSpace(text, end) + 1);
    keys.set(key, i);
    if (key === listKey && text[i] === "[") {
      items = [];
      let j = skipSpace(text, i + 1);
      while (j < text.length && text[j] !== "]") {
        items.push(j);
        j = skipSpace(text, skipValue(text, j));
        if (text[j] === ",") j = skipSpace(text, j + 1);
      }
    }
    i = skipSpace(text, skipValue(text, i));
    if (text[i] === ",") i = skipSpace(text, i + 1);
  }
  return { keys, items };
}

function skipString(text: string, i: number): number {
  for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
  return i + 1;
}

function skipValue(text: string, i: number): number {
  const open = text[i];
  if (open === '"') return skipString(text, i);
  if (open === "{" || open === "[") {
    let depth = 0;
    for (; i < text.length; i++) {
      const ch = text[i];
      if (ch === '"') i = skipString(text, i) - 1;
      else if (ch === "{" || ch === "[") depth++;
      else if ((ch === "}" || ch === "]") && --depth === 0) return i + 1;
    }
    return i;
  }
  while (i < text.length && !/[\s,\]}]/.test(text[i]!)) i++;
  return i;
}

/**
 * Reads `value`, the value of the JSON document `text`, with `read` (a bounded reader), placing a mistake at
 * the line and column where its value starts: the item of the list `listKey` the path is in
 * (`cells[3]...`), else its top-level key's value, else the start. The message keeps the path
 * (`line 2, column 10: cages[0].sum: ...`). Errors that have a line already, and anything but a ParseError,
 * pass through.
 */
export function readJsonDocument<T>(
  text: string,
  value: unknown,
  read: (value: unknown) => T,
  listKey?: string,
): T {
  try {
    return read(value);
  } catch (e) {
    if (!(e instanceof ParseError) || e.path === undefined || e.line > 0) throw e;
    const places = jsonPlaces(text, listKey);
    const item = listKey === undefined ? null : new RegExp(`^${listKey}\\[(\\d+)\\]`).exec(e.path);
    const key = /^[^.[]*/.exec(e.path)![0];
    const at = (item ? places.items[Number(item[1])] : undefined) ?? places.keys.get(key) ?? 0;
    const { line, column } = positionAt(text, at);
    throw new ParseError(`${e.path}: ${e.reason}`, line, column, e.path);
  }
}

/**
 * Reads a JSON document as a type's Gridsmith JSON format does: parses `text` (see {@link jsonFromText}),
 * requires an object (else a ParseError at the start saying `shape`, e.g. `a kakuro JSON document is an
 * object: {...}`) and reads it with `read`, a mistake placed as {@link readJsonDocument} places it.
 */
export function readJsonObject<T>(
  text: string,
  shape: string,
  read: (doc: Record<string, unknown>) => T,
  listKey?: string,
): T {
  const value = jsonFromText(text);
  if (!isJsonObject(value)) throw new ParseError(shape, 1, 1);
  return readJsonDocument(text, value, (v) => read(v as Record<string, unknown>), listKey);
}

/** What a type's Gridsmith JSON format is made of (see {@link gridsmithJsonFormat}). */
export interface JsonFormatParts<P> {
  /** The type's id, which a document's `"type"` names. */
  type: string;
  limits: Limits;
  /** What the document is, for a value that is not an object: `a kakuro JSON document is an object: {...}`. */
  shape: string;
  /** Reads the document's object into a puzzle with the bounded readers (a mistake throws at its path). */
  read(doc: Record<string, unknown>): P;
  /** The list whose items a mistake is placed at (see {@link readJsonDocument}). */
  listKey?: string;
  /** Writes a puzzle as the format's JSON text. */
  serialize(puzzle: P): string;
  /** By default: an object whose `"type"` is the type's id (and a `.json` file, when named). */
  detect?(text: string, filename?: string): boolean;
}

/**
 * A type's Gridsmith JSON format (id `json`): the text's length checked against the limits first, then
 * read by {@link readJsonObject}, so every type's JSON says what and where a mistake is the same way.
 */
export function gridsmithJsonFormat<P>(parts: JsonFormatParts<P>): Format<P> {
  const typed = new RegExp(`"type"\\s*:\\s*"${parts.type}"`);
  return {
    id: "json",
    name: "Gridsmith JSON",
    extensions: ["json"],
    mediaType: "application/json",
    parse(text) {
      checkTextLength(text, parts.limits);
      return readJsonObject(text, parts.shape, parts.read, parts.listKey);
    },
    serialize: parts.serialize,
    detect:
      parts.detect ??
      ((text, filename) =>
        (filename === undefined || /\.json$/i.test(filename)) && /^\s*\{/.test(text) && typed.test(text)),
  };
}
