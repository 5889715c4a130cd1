import {
  checkTextLength,
  describeJson,
  isJsonObject,
  jsonArray,
  jsonError,
  jsonFromText,
  jsonPath,
  ParseError,
} from "@gridsmith/kit";
import { isSupportedSize, limits, SIZES, type Sudoku, symbol } from "../puzzle.js";

const KIND = "http://ipuz.org/sudoku";

/**
 * Reads an ipuz document of the sudoku kind (`"kind": ["http://ipuz.org/sudoku#1"]`): `puzzle` is an array
 * of rows; a cell is a number, a character of `charset`, an object with `given`/`value`/`cell`, or the
 * `empty` value (default 0) or null for an empty cell. The text's length and the grid's size are checked
 * against the limits before anything is read by them; a mistake in the document names its path
 * (`puzzle[2][7]`).
 */
export function parseIpuz(text: string): Sudoku {
  checkTextLength(text, limits);
  const doc = jsonFromText(text, "ipuz");
  if (!isJsonObject(doc)) throw new ParseError("ipuz: the document is not a JSON object");
  const kinds = doc.kind;
  if (!Array.isArray(kinds) || !kinds.some((k) => typeof k === "string" && k.startsWith(KIND)))
    throw new ParseError(`ipuz: "kind" must list "${KIND}#1"`);
  const grid = jsonArray(doc.puzzle, "puzzle", { min: SIZES[0], max: limits.maxSide });
  const size = grid.length;
  if (!isSupportedSize(size))
    jsonError("puzzle", `${size} rows; a sudoku has one of ${SIZES.join(", ")} rows`);
  const charset =
    typeof doc.charset === "string" && doc.charset.length <= 4 * size && [...doc.charset].length === size
      ? [...doc.charset]
      : Array.from({ length: size }, (_, i) => symbol(i + 1));
  const empty = doc.empty ?? 0;
  const cells: number[] = [];
  for (let r = 0; r < size; r++) {
    const row = jsonArray(grid[r], jsonPath("puzzle", r), size);
    for (let c = 0; c < size; c++) cells.push(cellValue(row[c], empty, charset, size, r, c));
  }
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
  if (isJsonObject(v)) v = v.given ?? v.value ?? v.cell ?? null;
  if (v === null || v === empty || v === 0 || v === "0" || v === "" || v === ".") return 0;
  if ((typeof empty === "string" || typeof empty === "number") && v === String(empty)) return 0;
  if (typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= size) return v;
  if (typeof v === "string" && v.length <= 8) {
    const i = charset.indexOf(v);
    if (i >= 0) return i + 1;
    const n = Number(v);
    if (Number.isInteger(n) && n >= 1 && n <= size) return n;
  }
  return jsonError(
    jsonPath(jsonPath("puzzle", r), c),
    `r${r + 1}c${c + 1} holds ${describeJson(raw)}, which is not a digit 1-${size}, a character of the charset or empty`,
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
