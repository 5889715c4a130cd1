import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { clueText } from "../bw/clues.js";
import { checkedShape, limits } from "../limits.js";
import type { Nonogram } from "../types.js";
import { blackAndWhiteOnly } from "./colour-formats.js";
import { checkFits, checkGridSize, isBlank, parseClueLine, parseSize, splitLines } from "./text.js";

/**
 * Reads `.nin` (Jakub Wilk's format): `W H`, then H row clues and W column clues, one per line, numbers
 * separated by spaces, `0` (or a blank line) for an empty line.
 */
export function parseNin(text: string): Nonogram {
  checkTextLength(text, limits);
  const lines = splitLines(text);
  let i = 0;
  while (i < lines.length && isBlank(lines[i]!)) i++;
  if (i === lines.length) throw new ParseError("empty input: expected 'WIDTH HEIGHT' on the first line");
  const headerNo = i + 1;
  const header = lines[i]!.trim().split(/\s+/);
  if (header.length !== 2) {
    throw new ParseError(`expected 'WIDTH HEIGHT' on the first line, got '${lines[i]!.trim()}'`, headerNo, 1);
  }
  const width = parseSize(header[0], "the width", headerNo, 1);
  const height = parseSize(header[1], "the height", headerNo, lines[i]!.indexOf(header[1]!) + 1);
  checkGridSize(width, height, headerNo, 1);
  i++;
  const rows: number[][] = [];
  const columns: number[][] = [];
  const total = width + height;
  // Blank lines at the very end are not clues.
  let end = lines.length;
  while (end > i && isBlank(lines[end - 1]!)) end--;
  for (let k = 0; k < total; k++, i++) {
    const isRow = k < height;
    const index = isRow ? k : k - height;
    const axis = isRow ? "row" : "column";
    if (i >= end) {
      throw new ParseError(
        `expected ${height} row clue lines and ${width} column clue lines, but the file ends after ${k}`,
        Math.max(1, end),
      );
    }
    const clue = parseClueLine(lines[i]!, i + 1, `${axis} ${index + 1}`);
    checkFits(axis, index, clue, isRow ? width : height, i + 1);
    (isRow ? rows : columns).push(clue);
  }
  if (i < end) {
    throw new ParseError(
      `expected ${height} row clue lines and ${width} column clue lines, but there is more after them`,
      i + 1,
    );
  }
  return checkedShape({ rows, columns });
}

/** Writes `.nin`. */
export function serializeNin(p: Nonogram): string {
  blackAndWhiteOnly("nin (Jakub Wilk's .nin)", p);
  const out = [`${p.columns.length} ${p.rows.length}`];
  for (const c of p.rows) out.push(clueText(c));
  for (const c of p.columns) out.push(clueText(c));
  return `${out.join("\n")}\n`;
}

/** `.nin`: detected by a first line of two numbers followed by lines of numbers only. */
export const ninFormat: Format<Nonogram> = {
  id: "nin",
  name: "Jakub Wilk's .nin (W H, row clues, column clues)",
  extensions: ["nin"],
  parse: parseNin,
  serialize: serializeNin,
  detect(text) {
    const lines = splitLines(text).filter((l) => !isBlank(l));
    if (lines.length < 2 || !/^\s*\d+\s+\d+\s*$/.test(lines[0]!)) return false;
    return lines.slice(1, 50).every((l) => /^[\d\s,]+$/.test(l));
  },
};
