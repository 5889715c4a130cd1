import { ParseError, positionAt } from "@gridsmith/kit";

/** JSON.parse, with a syntax error turned into a ParseError at the line and column JSON.parse names. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const lc = /line (\d+) column (\d+)/.exec(message);
    if (lc) return fail(message, Number(lc[1]), Number(lc[2]));
    const pos = /position (\d+)/.exec(message);
    if (pos) {
      const { line, column } = positionAt(text, Number(pos[1]));
      return fail(message, line, column);
    }
    const { line, column } = positionAt(text, firstBadOffset(text));
    return fail(message, line, column);
  }
}

/** A number, `true`, `false` or `null`, where the scan stands (sticky: no copy of the rest of the text). */
const PRIMITIVE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/** Nesting deeper than this stops the scan below where it stands: its recursion stays shallow. */
const MAX_SCAN_DEPTH = 256;

/**
 * Where JSON text first goes wrong, found by a small recursive-descent scan: some engines' JSON.parse
 * messages carry no position. Past {@link MAX_SCAN_DEPTH} levels of nesting it answers where that level
 * starts (`[[[[...` without an end would otherwise recurse once a character).
 */
function firstBadOffset(text: string): number {
  let i = 0;
  let depth = 0;
  const ws = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  const value = (): boolean => {
    ws();
    const ch = text[i];
    if (ch === "{" || ch === "[") {
      if (depth >= MAX_SCAN_DEPTH) return false;
      const close = ch === "{" ? "}" : "]";
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return true;
      }
      for (;;) {
        if (ch === "{") {
          ws();
          if (text[i] !== '"' || !string()) return false;
          ws();
          if (text[i] !== ":") return false;
          i++;
        }
        depth++;
        const ok = value();
        depth--;
        if (!ok) return false;
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === close) {
          i++;
          return true;
        }
        return false;
      }
    }
    if (ch === '"') return string();
    PRIMITIVE.lastIndex = i;
    const m = PRIMITIVE.exec(text);
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  const string = (): boolean => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === "\\") i++;
      else if (text.charCodeAt(i) < 32) return false;
      i++;
    }
    if (i >= text.length) return false;
    i++;
    return true;
  };
  if (value()) ws();
  return Math.min(i, text.length);
}

function fail(message: string, line: number, column: number): never {
  const reason = `not valid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, "")}`;
  throw new ParseError(reason, line, column);
}

/** True for a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
