import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { checkedShape, limits } from "../limits.js";
import type { Nonogram } from "../types.js";
import { blackAndWhiteOnly } from "./colour-formats.js";
import { checkFits, checkGridSize, parseSize } from "./text.js";

/**
 * Reads a game id of Simon Tatham's Pattern: `WxH:` (or `N:` for a square) and then the clues of the columns
 * (left to right) and of the rows (top to bottom), separated by `/`, the numbers of one clue by `.`; an empty
 * clue is empty (`//`). The optional `,` section of fixed squares is not supported.
 */
export function parseTatham(text: string): Nonogram {
  checkTextLength(text, limits);
  const id = text.trim();
  const colon = id.indexOf(":");
  if (colon < 0) throw new ParseError("expected 'WxH:' before the clues", 1, 1);
  const params = id.slice(0, colon).split("x");
  const width = parseSize(params[0], "the width", 1, 1);
  const height = params.length > 1 ? parseSize(params[1], "the height", 1, params[0]!.length + 2) : width;
  if (params.length > 2) throw new ParseError(`expected 'WxH', got '${id.slice(0, colon)}'`, 1, 1);
  checkGridSize(width, height, 1, 1);
  const body = id.slice(colon + 1);
  const comma = body.indexOf(",");
  if (comma >= 0) {
    throw new ParseError("fixed squares after ',' are not supported", 1, colon + 2 + comma);
  }
  const groups = body.split("/");
  if (groups.length !== width + height) {
    throw new ParseError(
      `expected ${width} column clues and ${height} row clues (${width + height} in all, separated by '/'), found ${groups.length}`,
      1,
      colon + 2,
    );
  }
  const rows: number[][] = [];
  const columns: number[][] = [];
  let at = colon + 2;
  groups.forEach((group, k) => {
    const isColumn = k < width;
    const index = isColumn ? k : k - width;
    const axis = isColumn ? "column" : "row";
    const clue: number[] = [];
    if (group !== "") {
      let col = at;
      for (const token of group.split(".")) {
        if (!/^\d+$/.test(token) || Number(token) === 0) {
          throw new ParseError(`${axis} ${index + 1}: '${token}' is not a number of at least 1`, 1, col);
        }
        clue.push(Number(token));
        col += token.length + 1;
      }
    }
    checkFits(axis, index, clue, isColumn ? height : width, 1);
    (isColumn ? columns : rows).push(clue);
    at += group.length + 1;
  });
  return checkedShape({ rows, columns });
}

/** Writes a Pattern game id. */
export function serializeTatham(p: Nonogram): string {
  blackAndWhiteOnly("tatham (Simon Tatham's Pattern game id)", p);
  const w = p.columns.length;
  const h = p.rows.length;
  return `${w}x${h}:${[...p.columns, ...p.rows].map((c) => c.join(".")).join("/")}\n`;
}

/** Simon Tatham's Pattern game id: `WxH:` then column clues and row clues, `/` between clues, `.` between numbers. */
export const tathamFormat: Format<Nonogram> = {
  id: "tatham",
  name: "Simon Tatham's Pattern game id (WxH:columns/rows)",
  extensions: ["pattern"],
  parse: parseTatham,
  serialize: serializeTatham,
  detect: (text) => /^\s*\d+(x\d+)?:[\d./]*\s*$/.test(text),
};
