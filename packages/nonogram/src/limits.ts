import {
  checkCellCount,
  describeJson,
  jsonArray,
  jsonError,
  jsonIntegers,
  jsonObject,
  jsonPath,
  jsonProblems,
  jsonString,
  type Limits,
  type LineRef,
  type Problem,
} from "@gridsmith/kit";
import { BACKGROUND_CODE, CODE_PATTERN, MAX_COLOURS, normaliseRgb } from "./colour/palette.js";
import type { Nonogram, NonogramColour } from "./types.js";

/** The largest width or height, in cells: webpbn's and griddlers' large puzzles, with room to spare. */
export const MAX_SIDE = 200;

/** The largest width or height the generator makes (uniqueness gets slow to prove beyond). */
export const MAX_GENERATED_SIDE = 60;

/** The longest colour name (a palette entry's `name`). */
export const MAX_COLOUR_NAME = 100;

/**
 * The sizes nonograms have, on every way in (each format's `parse`, `fromJson`, `validate`, `generate`):
 * at most `MAX_SIDE` rows and columns and 40,000 cells, texts up to 1 MiB. The most verbose format,
 * webpbn XML, writes a 200 x 200 puzzle in about 690,000 characters even when every block is one cell long
 * (black and white); a colour one fits unless most of its blocks are single cells.
 */
export const limits: Limits = {
  maxSide: MAX_SIDE,
  maxCells: 40_000,
  maxTextLength: 1_048_576,
  notes:
    `at most ${MAX_SIDE} numbers in a clue, each from 1 to ${MAX_SIDE}; colour puzzles at most ${MAX_COLOURS} ` +
    `colours besides the background, names of at most ${MAX_COLOUR_NAME} characters; the generator makes 2x2 ` +
    `to ${MAX_GENERATED_SIDE}x${MAX_GENERATED_SIDE}`,
};

/** The metadata a puzzle may carry, each a text. */
export const TEXT_KEYS = ["title", "author", "copyright", "license", "catalogue"] as const;

function readColour(value: unknown, path: string, index: number): NonogramColour {
  const o = jsonObject(value, path);
  const name = jsonString(o.name, jsonPath(path, "name"), MAX_COLOUR_NAME);
  const rgbText = jsonString(o.rgb, jsonPath(path, "rgb"), 7);
  const rgb = normaliseRgb(rgbText);
  if (rgb === null)
    jsonError(jsonPath(path, "rgb"), `expected a colour such as "#ff0000", got ${describeJson(rgbText)}`);
  const code = o.code;
  const ok = index === 0 ? code === BACKGROUND_CODE : typeof code === "string" && CODE_PATTERN.test(code);
  if (!ok)
    jsonError(
      jsonPath(path, "code"),
      `expected ${index === 0 ? '"." (the background)' : "one letter or one of #$%&*+-/:;=@^_~!"}, got ${describeJson(code)}`,
    );
  return { name, rgb, code: code as string };
}

/**
 * Reads a puzzle given as a JSON value, in the shape of {@link Nonogram} (what `parse` returns and the API
 * sends back): `rows` and `columns` first (1 to 200 clues each, at most 40,000 cells), then each clue (at most
 * 200 integers from 1 to 200); for colour, the `palette` (at most 32 entries, the background first, each with
 * a `name`, an `rgb` and a `code`) and `rowColours` and `columnColours`, one palette index (1 or more) per
 * block; then the optional texts and the `goal` (one row of `width` cells per row, `#` and `.`, or colour
 * codes). A palette of at most one colour besides the background is black and white: the colour
 * fields are left out, as every format reads such a puzzle. Reads no more of the value than that shape;
 * throws a ParseError whose `path` names the wrong place; the result shares nothing with `value`. Clues that
 * cannot fit their line and rows and columns that disagree are `validate`'s.
 */
export function fromJson(value: unknown): Nonogram {
  const o = jsonObject(value, "");
  const rowList = jsonArray(o.rows, "rows", { min: 1, max: MAX_SIDE });
  const columnList = jsonArray(o.columns, "columns", { min: 1, max: MAX_SIDE });
  const height = rowList.length;
  const width = columnList.length;
  checkCellCount(width * height, limits, `${width} x ${height}`, "");
  const clues = (list: unknown[], key: string) =>
    list.map((clue, i) => jsonIntegers(clue, jsonPath(key, i), { max: MAX_SIDE }, 1, MAX_SIDE));
  const p: Nonogram = { rows: clues(rowList, "rows"), columns: clues(columnList, "columns") };
  if (o.palette !== undefined) {
    const palette = jsonArray(o.palette, "palette", { min: 1, max: MAX_COLOURS + 1 }).map((c, i) =>
      readColour(c, jsonPath("palette", i), i),
    );
    if (palette.length > 2) {
      const colours = (key: "rowColours" | "columnColours", lengths: number[][]) =>
        jsonArray(o[key], key, lengths.length).map((cs, i) =>
          jsonIntegers(cs, jsonPath(key, i), lengths[i]!.length, 1, palette.length - 1),
        );
      p.palette = palette;
      p.rowColours = colours("rowColours", p.rows);
      p.columnColours = colours("columnColours", p.columns);
    }
  }
  for (const key of TEXT_KEYS)
    if (o[key] !== undefined) p[key] = jsonString(o[key], key, limits.maxTextLength);
  if (o.goal !== undefined) {
    // Black and white: `#` and `.`; colour: characters that can be codes (whether the palette has each is
    // validate's `bad-goal`, which names the cell).
    const isCell = p.palette
      ? (ch: string) => ch === BACKGROUND_CODE || CODE_PATTERN.test(ch)
      : (ch: string) => ch === "#" || ch === ".";
    p.goal = jsonArray(o.goal, "goal", height).map((row, r) => {
      const path = jsonPath("goal", r);
      const s = jsonString(row, path, width);
      if (s.length !== width) jsonError(path, `expected a row of ${width} cells, got ${s.length}`);
      for (let c = 0; c < width; c++)
        if (!isCell(s[c]!))
          jsonError(
            path,
            `column ${c + 1} holds ${describeJson(s[c])}, which is not ${p.palette ? "a colour code" : "# or ."}`,
          );
      return s;
    });
  }
  return p;
}

/** The row or column a path such as `rows[3][1]` or `columnColours[2]` is in, for a problem's `lines`. */
function lineOfPath(path: string): { lines: LineRef[] } | undefined {
  const m = /^(rows|rowColours|columns|columnColours|goal)\[(\d+)\]/.exec(path);
  if (!m) return undefined;
  return { lines: [{ axis: m[1]!.startsWith("col") ? "column" : "row", index: Number(m[2]) }] };
}

/**
 * One `bad-shape` problem naming the path (and the row or column it is in) for a value {@link fromJson} does
 * not read; empty when it does. What `validate`, `check` and `hint` look at before anything else.
 */
export function shapeProblems(value: unknown): Problem[] {
  return jsonProblems(() => fromJson(value), "bad-shape", lineOfPath);
}

/** Throws the ParseError of {@link fromJson} unless a puzzle a format read has the shape; returns it. */
export function checkedShape<P extends Nonogram>(p: P): P {
  fromJson(p);
  return p;
}

/**
 * A problem (`attempt-shape`, naming the place) for an attempt that is not a list of at most `height` rows,
 * each a text of at most `width` cells (or null for a row not begun); null when it has that shape.
 */
export function attemptShapeProblem(attempt: unknown, width: number, height: number): Problem | null {
  const what = "an attempt is a list of rows, each a text of one character per cell";
  if (!Array.isArray(attempt))
    return { code: "attempt-shape", message: `${what}, not ${describeJson(attempt)}` };
  if (attempt.length > height)
    return {
      code: "attempt-shape",
      message: `the attempt has ${attempt.length} rows; the grid has ${height}`,
    };
  for (let r = 0; r < attempt.length; r++) {
    const row: unknown = attempt[r];
    if (row === null || row === undefined) continue;
    if (typeof row !== "string")
      return { code: "attempt-shape", message: `attempt[${r}]: ${what}, not ${describeJson(row)}` };
    if (row.length > width)
      return {
        code: "attempt-shape",
        message: `attempt[${r}]: the row has ${row.length} cells; the grid has ${width} columns`,
        lines: [{ axis: "row", index: r }],
      };
  }
  return null;
}
