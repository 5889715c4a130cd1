// The grids of the genres whose clues stand on the grid points, the cells' corners (Creek, Slant): each a
// number 0 to 4 about the up to four cells around it.
import { checkTextLength, jsonIntegerGrid } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { textGridLines } from "./text-grid.js";
import { textRowsJsonFormat } from "./text-rows-json.js";
import type { Format, Limits } from "./types.js";

/**
 * A grid of `width` x `height` cells with a clue on each of its (width + 1) x (height + 1) points, row by row
 * from the top-left corner: 0 to 4, -1 none, -2 a hidden one (puzz.link's `?`).
 */
export interface PointClueGrid {
  width: number;
  height: number;
  clues: number[];
}

/**
 * Reads a {@link PointClueGrid} given as a JSON value: `width` and `height` first (within `limits`), then
 * `clues`, exactly (width + 1) x (height + 1) integers from -2 to 4. Throws a ParseError whose `path` names
 * the wrong place.
 */
export function pointClueGridFromJson(value: unknown, limits: Limits): PointClueGrid {
  return jsonIntegerGrid(value, limits, "clues", (width, height) => (width + 1) * (height + 1), -2, 4);
}

/** A grid point without a clue in a {@link PointClueGrid}. */
export const NO_POINT_CLUE = -1;
/** A grid point whose clue is hidden (puzz.link's `?`) in a {@link PointClueGrid}: it says nothing. */
export const HIDDEN_POINT_CLUE = -2;

/** What a point-clue genre's {@link pointClueTextFormat} is made of. */
export interface PointClueTextParts {
  /** The genre's name in messages: `Creek`, `Slant`. */
  genre: string;
  limits: Limits;
  /** The file name endings that mark a text file of this genre (`txt` is read too, but not detected). */
  extensions: readonly string[];
}

/**
 * The text format of a point-clue genre (Creek, Slant): the grid points, one line a row of points and one
 * character a point (`0`-`4` a clue, `.` none, `?` a hidden clue), so a grid of W x H cells has H + 1 lines
 * of W + 1 points; blank lines around it are ignored. Lines of digits and dots say nothing of their genre from
 * their content alone, so only a file named with one of `extensions` is detected (a type's page and
 * `--type` read any text with it).
 */
export function pointClueTextFormat(parts: PointClueTextParts): Format<PointClueGrid> {
  const { genre, limits, extensions } = parts;
  const { maxSide } = limits;
  const named = new RegExp(`\\.(?:${extensions.join("|")})$`, "i");
  return {
    id: "text",
    name: "Grid points: 0-4, . and ?",
    extensions: [...extensions, "txt"],
    parse(text) {
      checkTextLength(text, limits);
      const lines = textGridLines(text);
      if (lines.length < 2)
        throw new ParseError(
          `a ${genre} grid has at least two lines of points (one row of cells)`,
          lines[0]?.line,
        );
      if (lines.length > maxSide + 1)
        throw new ParseError(
          `the grid has ${lines.length - 1} rows of cells; at most ${maxSide}`,
          lines[maxSide + 1]!.line,
        );
      const points = lines[0]!.text.length;
      if (points < 2 || points > maxSide + 1)
        throw new ParseError(`a line has ${points} points; expected 2 to ${maxSide + 1}`, lines[0]!.line);
      const clues: number[] = [];
      for (const { text: row, line } of lines) {
        if (row.length !== points)
          throw new ParseError(`line has ${row.length} points; expected ${points}`, line);
        [...row].forEach((ch, c) => {
          if (ch === ".") clues.push(NO_POINT_CLUE);
          else if (ch === "?") clues.push(HIDDEN_POINT_CLUE);
          else if (/^[0-4]$/.test(ch)) clues.push(Number(ch));
          else throw new ParseError(`'${ch}' is not a clue 0-4, '.' or '?'`, line, c + 1);
        });
      }
      return { width: points - 1, height: lines.length - 1, clues };
    },
    serialize(puzzle) {
      const tokens = puzzle.clues.map((v) =>
        v === NO_POINT_CLUE ? "." : v === HIDDEN_POINT_CLUE ? "?" : String(v),
      );
      const w = puzzle.width + 1;
      const rows = Array.from({ length: puzzle.height + 1 }, (_, r) =>
        tokens.slice(r * w, (r + 1) * w).join(""),
      );
      return `${rows.join("\n")}\n`;
    },
    detect: (text, filename) => named.test(filename ?? "") && text.trim() !== "",
  };
}

/**
 * The Gridsmith JSON of a point-clue genre named `type`: `{"type": TYPE, "rows": ["1.2", ...]}`, the rows of
 * its `textFormat` ({@link pointClueTextFormat}) as strings (`type` may be left out), read with the kit's
 * bounded readers; a mistake is named by its path.
 */
export function pointClueJsonFormat(
  type: string,
  limits: Limits,
  textFormat: Format<PointClueGrid>,
): Format<PointClueGrid> {
  return textRowsJsonFormat({
    type,
    limits,
    textFormat,
    example: '"1.2", ...',
    maxRows: limits.maxSide + 1,
    // A row of the text format is at most maxSide + 1 points of one character each.
    maxLength: limits.maxSide + 1,
  });
}
