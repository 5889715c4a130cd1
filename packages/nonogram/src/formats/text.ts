import { ParseError } from "@gridsmith/kit";
import { clueTooLong } from "../bw/validate.js";
import { limits, MAX_SIDE } from "../limits.js";

/** The lines of a text (LF, CRLF or CR), without their endings. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

/** True when a line is blank (spaces and tabs only). */
export function isBlank(line: string): boolean {
  return /^[ \t]*$/.test(line);
}

/**
 * Reads a clue line such as `3 1 2`, `3,1,2` or `0` (an empty line). `lineNo` is 1-based, for errors that
 * point at the offending number. A blank line is an empty clue.
 */
export function parseClueLine(line: string, lineNo: number, what: string): number[] {
  const clue: number[] = [];
  const re = /[^\s,]+/g;
  let zeroAt = -1;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    const token = m[0];
    if (!/^\d+$/.test(token)) {
      throw new ParseError(`${what}: '${token}' is not a whole number`, lineNo, m.index + 1);
    }
    const n = Number(token);
    if (n === 0) zeroAt = m.index + 1;
    else clue.push(n);
  }
  if (zeroAt > 0 && clue.length > 0) {
    throw new ParseError(`${what}: 0 may only stand alone, for an empty line`, lineNo, zeroAt);
  }
  return clue;
}

/** Throws a ParseError at `lineNo` when the clue needs more cells than its line has. */
export function checkFits(
  axis: "row" | "column",
  index: number,
  clue: readonly number[],
  length: number,
  lineNo: number,
): void {
  const message = clueTooLong(axis, index, clue, length);
  if (message) throw new ParseError(message, lineNo);
}

/**
 * A size from 1 to `limits.maxSide`, or a ParseError pointing at it: what a header claims is checked before
 * anything is sized or looped over by it.
 */
export function parseSize(token: string | undefined, what: string, lineNo: number, column: number): number {
  if (token === undefined || !/^\d+$/.test(token)) {
    const shown = token === undefined ? "" : token.length > 20 ? `${token.slice(0, 20)}...` : token;
    throw new ParseError(`${what} must be a whole number, got '${shown}'`, lineNo, column);
  }
  const n = Number(token);
  if (n < 1 || n > MAX_SIDE)
    throw new ParseError(
      `${what} must be between 1 and ${MAX_SIDE}, got ${token.length > 20 ? "more" : n}`,
      lineNo,
      column,
    );
  return n;
}

/** A ParseError (at `lineNo`, `column`) when a grid of `width` x `height` has more cells than the limits allow. */
export function checkGridSize(width: number, height: number, lineNo = 0, column = 0): void {
  if (width * height > limits.maxCells)
    throw new ParseError(
      `the grid is too large: ${width} x ${height} is ${width * height} cells; at most ${limits.maxCells} are allowed`,
      lineNo,
      column,
    );
}

/**
 * A ParseError when a grid read from a document (not a header) has no rows or columns, or more than the
 * limits allow.
 */
export function checkLineCounts(width: number, height: number, lineNo = 0, column = 0): void {
  for (const [what, n] of [
    ["columns", width],
    ["rows", height],
  ] as const)
    if (n < 1 || n > MAX_SIDE)
      throw new ParseError(`the puzzle has ${n} ${what}; it needs 1 to ${MAX_SIDE}`, lineNo, column);
  checkGridSize(width, height, lineNo, column);
}

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  copy: "\u00a9",
  nbsp: "\u00a0",
};

/** Decodes XML/HTML character references (`&amp;`, `&#169;`, `&#xa9;`, `&copy;`); unknown ones stay as they are. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith("#x")) return safeCodePoint(Number.parseInt(ref.slice(2), 16), whole);
    if (ref.startsWith("#")) return safeCodePoint(Number.parseInt(ref.slice(1), 10), whole);
    return named[ref] ?? whole;
  });
}

function safeCodePoint(n: number, fallback: string): string {
  return Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : fallback;
}

/** Escapes text for XML content and attributes. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
