import { ParseError, positionAt } from "@gridsmith/kit";

/** JSON.parse, with a syntax error turned into a ParseError at the line and column of the first bad character. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // Engines word this differently and do not always give a place, so find the place ourselves.
    const { line, column } = positionAt(text, syntaxErrorOffset(text));
    const reason = message
      .replace(/\s*\(line \d+ column \d+\)/, "")
      .replace(/ in JSON at position \d+.*$/, "")
      .replace(/, ".*" is not valid JSON$/s, "")
      .replace(/^JSON\.parse: /, "");
    throw new ParseError(`not valid JSON: ${reason}`, line, column);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const HEX4 = /[0-9a-fA-F]{4}/y;

/** Offset just past a string starting at `i`, or -(offset of the mistake) - 1. */
function stringEnd(text: string, i: number): number {
  for (i++; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 34) return i + 1;
    if (ch < 32) return -i - 1;
    if (ch === 92) {
      const next = text[i + 1];
      if (next === "u") {
        HEX4.lastIndex = i + 2;
        if (!HEX4.test(text)) return -i - 1;
        i += 5;
      } else if (next !== undefined && '"\\/bfnrt'.includes(next)) i++;
      else return -i - 1;
    }
  }
  return -text.length - 1;
}

/**
 * Offset of the first character that makes `text` invalid JSON (its length when it ends too early), or -1
 * when it is valid. Iterative, so no nesting depth overflows the stack.
 */
export function syntaxErrorOffset(text: string): number {
  const stack: string[] = [];
  let i = skipSpace(text, 0);
  const key = (): boolean => {
    if (text[i] !== '"') return false;
    const end = stringEnd(text, i);
    if (end < 0) {
      i = -end - 1;
      return false;
    }
    i = skipSpace(text, end);
    if (text[i] !== ":") return false;
    i = skipSpace(text, i + 1);
    return true;
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
        if (ch === "{" && !key()) return i;
        continue;
      }
    } else if (ch === '"') {
      const end = stringEnd(text, i);
      if (end < 0) return -end - 1;
      i = end;
    } else if (text.startsWith("true", i) || text.startsWith("null", i)) i += 4;
    else if (text.startsWith("false", i)) i += 5;
    else {
      NUMBER.lastIndex = i;
      if (!NUMBER.test(text)) return i;
      i = NUMBER.lastIndex;
    }
    // After a value: close what it ends, or go on to the next one.
    for (;;) {
      i = skipSpace(text, i);
      const top = stack.at(-1);
      if (top === undefined) return i === text.length ? -1 : i;
      if (text[i] === ",") {
        i = skipSpace(text, i + 1);
        if (top === "{" && !key()) return i;
        break;
      }
      if (text[i] !== (top === "{" ? "}" : "]")) return i;
      stack.pop();
      i++;
    }
  }
}

/**
 * Where the values of a JSON document's top-level keys start, and where each element of one top-level array
 * starts, as offsets into the text; for pointing a ParseError at a value that parsed but means nothing.
 * The text must be valid JSON (it has been parsed already); the last of repeated keys wins, as in JSON.parse.
 */
export function jsonPlaces(
  text: string,
  arrayKey: string,
): { keys: Map<string, number>; elements: number[] } {
  const keys = new Map<string, number>();
  let elements: number[] = [];
  let i = skipSpace(text, 0);
  if (text[i] !== "{") return { keys, elements };
  i = skipSpace(text, i + 1);
  while (text[i] === '"') {
    const end = skipString(text, i);
    const key = JSON.parse(text.slice(i, end)) as string;
    i = skipSpace(text, skipSpace(text, end) + 1);
    keys.set(key, i);
    if (key === arrayKey && text[i] === "[") {
      elements = [];
      let j = skipSpace(text, i + 1);
      while (j < text.length && text[j] !== "]") {
        elements.push(j);
        j = skipSpace(text, skipValue(text, j));
        if (text[j] === ",") j = skipSpace(text, j + 1);
      }
    }
    i = skipSpace(text, skipValue(text, i));
    if (text[i] === ",") i = skipSpace(text, i + 1);
  }
  return { keys, elements };
}

function skipSpace(text: string, i: number): number {
  // JSON's whitespace only: space, tab, line feed, carriage return.
  while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r"))
    i++;
  return i;
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
