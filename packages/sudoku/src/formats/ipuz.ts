import { ParseError, positionAt } from "@gridsmith/kit";
import { isSupportedSize, SIZES, type Sudoku, symbol } from "../grid.js";
import { jsonErrorAt } from "./json-error.js";

const KIND = "http://ipuz.org/sudoku";

function fail(reason: string): never {
  throw new ParseError(`ipuz: ${reason}`);
}

/** Reads JSON; a syntax error becomes a ParseError at its line and column. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const { offset, reason } = jsonErrorAt(text);
    const { line, column } = positionAt(text, offset);
    throw new ParseError(`ipuz: not valid JSON: ${reason}`, line, column);
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Reads an ipuz document of the sudoku kind (`"kind": ["http://ipuz.org/sudoku#1"]`): `puzzle` is an array
 * of rows; a cell is a number, a character of `charset`, an object with `given`/`value`/`cell`, or the
 * `empty` value (default 0) or null for an empty cell.
 */
export function parseIpuz(text: string): Sudoku {
  const doc = parseJson(text);
  if (!isRecord(doc)) fail("the document is not a JSON object");
  const kinds = doc.kind;
  if (!Array.isArray(kinds) || !kinds.some((k) => typeof k === "string" && k.startsWith(KIND))) {
    fail(`"kind" must list "${KIND}#1"`);
  }
  const grid = doc.puzzle;
  if (!Array.isArray(grid)) fail(`"puzzle" must be an array of rows`);
  const size = grid.length;
  if (!isSupportedSize(size)) fail(`"puzzle" has ${size} rows; expected one of ${SIZES.join(", ")}`);
  const charset =
    typeof doc.charset === "string" && [...doc.charset].length === size
      ? [...doc.charset]
      : Array.from({ length: size }, (_, i) => symbol(i + 1));
  const empty = doc.empty ?? 0;
  const cells: number[] = [];
  grid.forEach((row: unknown, r: number) => {
    if (!Array.isArray(row) || row.length !== size) {
      fail(`row ${r + 1} of "puzzle" has ${Array.isArray(row) ? row.length : "no"} cells; expected ${size}`);
    }
    row.forEach((raw: unknown, c: number) => {
      cells.push(cellValue(raw, empty, charset, size, r, c));
    });
  });
  return { size, cells };
}

function cellValue(
  raw: unknown,
  empty: unknown,
  charset: string[],
  size: number,
  r: number,
  c: number,
): number {
  let v = raw;
  if (isRecord(v)) v = v.given ?? v.value ?? v.cell ?? null;
  if (v === null || v === empty || v === 0 || v === "0" || v === "" || v === "." || v === String(empty))
    return 0;
  if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= size) return v;
  if (typeof v === "string") {
    const i = charset.indexOf(v);
    if (i >= 0) return i + 1;
    const n = Number(v);
    if (Number.isInteger(n) && n >= 1 && n <= size) return n;
  }
  return fail(
    `r${r + 1}c${c + 1} holds ${JSON.stringify(raw)}, which is not a digit 1-${size}, a character of the charset or empty`,
  );
}

/** An ipuz v2 document of the sudoku kind, one row of the grid per line. */
export function ipuzText(puzzle: Sudoku): string {
  const n = puzzle.size;
  const charset = Array.from({ length: n }, (_, i) => symbol(i + 1)).join("");
  const value = (d: number) => (d === 0 ? "0" : n <= 9 ? String(d) : JSON.stringify(symbol(d)));
  const rows: string[] = [];
  for (let r = 0; r < n; r++)
    rows.push(
      `    [${puzzle.cells
        .slice(r * n, r * n + n)
        .map(value)
        .join(", ")}]`,
    );
  return [
    "{",
    '  "version": "http://ipuz.org/v2",',
    `  "kind": ["${KIND}#1"],`,
    `  "charset": "${charset}",`,
    '  "displaycharset": true,',
    '  "boxes": true,',
    `  "dimensions": { "width": ${n}, "height": ${n} },`,
    '  "puzzle": [',
    rows.join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
}

/** Whether a text looks like an ipuz sudoku document (cheap: no JSON parse). */
export function looksLikeIpuz(text: string): boolean {
  return /^\s*\{/.test(text) && text.includes(KIND);
}
