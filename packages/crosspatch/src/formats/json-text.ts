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
    return fail(message, 0, 0);
  }
}

function fail(message: string, line: number, column: number): never {
  const reason = `not valid JSON: ${message.replace(/\s*\(line \d+ column \d+\)/, "").replace(/ in JSON at position \d+/, "")}`;
  throw new ParseError(reason, line, column);
}

/** Throws a ParseError naming `path` unless `value` is an array of strings. */
export function stringArray(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    throw new ParseError(`${path} must be an array of strings`);
  }
  return value as string[];
}

/** True for a plain JSON object. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
