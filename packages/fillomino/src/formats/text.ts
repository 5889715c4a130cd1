import {
  cellNameAt,
  commentedTextRows,
  edgeBetween,
  type Format,
  gridText,
  ParseError,
  type TextGridRow,
} from "@gridsmith/kit";
import { givenChar, givenCode } from "@gridsmith/kit/puzzlink";
import { limits, MAX_CHAR_GIVEN, MAX_GIVEN, type Puzzle } from "../puzzle.js";
import { wallCells, withWalls } from "../walls.js";

const ROW = /^[.?1-9A-Z]+$/;
const WALLS = /^walls:/i;
const EXPECTED = `a given ('.', '?', 1-9, A-Z, or a number up to ${MAX_GIVEN})`;
const WALL = /^r(\d{1,3})c(\d{1,3})-r(\d{1,3})c(\d{1,3})$/i;

/** A cell's given as text: its character, or the number itself past {@link MAX_CHAR_GIVEN}. */
const givenText = (v: number) => (v > MAX_CHAR_GIVEN ? String(v) : givenChar(v));

/** The grid as rows of words (see {@link textFormat}), a row of one word starting with a space. */
function wordRows(puzzle: Puzzle): string {
  const { width: w, height: h, givens } = puzzle;
  const rows = Array.from({ length: h }, (_, r) =>
    givens
      .slice(r * w, (r + 1) * w)
      .map(givenText)
      .join(" "),
  );
  return `${rows.map((row) => (w === 1 ? ` ${row}` : row)).join("\n")}\n`;
}

/** A given read from one character or a word (a number written out); undefined when it is none. */
function readGiven(token: string): number | undefined {
  if (token.length === 1) return givenCode(token);
  return /^[1-9]\d{0,3}$/.test(token) && Number(token) <= MAX_GIVEN ? Number(token) : undefined;
}

/** A row's cells with the column each starts at: characters, or words when the row has a space anywhere. */
function cellsOf(text: string): { token: string; column: number }[] {
  if (!/\s/.test(text)) return [...text].map((token, k) => ({ token, column: k + 1 }));
  return [...text.matchAll(/\S+/g)].map((m) => ({ token: m[0], column: m.index! + 1 }));
}

/** The givens of the grid's rows, checked to be one grid within the limits. */
function readGrid(rows: readonly TextGridRow[]): { width: number; givens: number[] } {
  if (rows.length > limits.maxSide)
    throw new ParseError(
      `the grid has ${rows.length} rows; at most ${limits.maxSide}`,
      rows[limits.maxSide]!.line,
    );
  const width = cellsOf(rows[0]!.text).length;
  if (width > limits.maxSide)
    throw new ParseError(`the grid has ${width} columns; at most ${limits.maxSide}`, rows[0]!.line);
  const givens: number[] = [];
  for (const row of rows) {
    const cells = cellsOf(row.text);
    if (cells.length !== width)
      throw new ParseError(`row has ${cells.length} cells; expected ${width}`, row.line, row.text.length + 1);
    for (const { token, column } of cells) {
      const v = readGiven(token);
      if (v === undefined) throw new ParseError(`'${token}' is not ${EXPECTED}`, row.line, column);
      givens.push(v);
    }
  }
  return { width, givens };
}

/**
 * The edge of a wall written `rXcY-rXcY` (the two cells it parts, side by side, in either order) in a
 * `width` x `height` grid; throws a ParseError saying what is wrong, at no place (the caller places it).
 */
export function wallEdge(token: string, width: number, height: number): number {
  const parts = WALL.exec(token);
  if (parts === null)
    throw new ParseError(`'${token}' is not a wall: write the two cells it parts, as r1c1-r1c2`);
  const [r1, c1, r2, c2] = parts.slice(1).map(Number) as [number, number, number, number];
  if ([r1, r2].some((r) => r < 1 || r > height) || [c1, c2].some((c) => c < 1 || c > width))
    throw new ParseError(`the wall ${token} names a cell outside the ${width}x${height} grid`);
  if (Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1)
    throw new ParseError(`the wall ${token} is not between two cells side by side`);
  const [a, b] = [(r1 - 1) * width + c1 - 1, (r2 - 1) * width + c2 - 1];
  return edgeBetween({ width, height }, Math.min(a, b), Math.max(a, b));
}

/** How a wall is written: its two cells, `r1c1-r1c2`. */
export function wallToken(puzzle: Puzzle, [a, b]: [number, number]): string {
  return `${cellNameAt(a, puzzle.width)}-${cellNameAt(b, puzzle.width)}`;
}

/** The walls of the `walls:` lines (see {@link wallEdge}), a mistake placed at its line and column. */
function readWalls(rows: readonly TextGridRow[], width: number, height: number): number[] {
  const walls: number[] = [];
  for (const row of rows) {
    const start = row.text.indexOf(":") + 1;
    for (const m of row.text.slice(start).matchAll(/\S+/g)) {
      try {
        walls.push(wallEdge(m[0], width, height));
      } catch (e) {
        if (!(e instanceof ParseError)) throw e;
        throw new ParseError(e.reason, row.line, start + m.index! + 1);
      }
    }
  }
  return walls;
}

/**
 * One line a row, one character a cell: `.` no given, `?` a given without its number, `1`-`9` then `A` for
 * 10 up to `Z` for 35. A grid with a given past 35 is written as rows of words parted by spaces (`. 66 3`;
 * a row of one word starts with a space), which the reader also takes. Given walls follow the grid on
 * lines starting `walls:`, each wall the two cells it parts (`walls: r1c1-r1c2 r2c3-r3c3`). Blank lines
 * around the grid are ignored, and so are lines starting with `#`.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of givens",
  extensions: ["fillomino", "txt"],
  parse(text) {
    const lines = commentedTextRows(text, limits, "the puzzle is empty").filter((r) => r.text.trim() !== "");
    const firstWall = lines.findIndex((r) => WALLS.test(r.text.trim()));
    const grid = firstWall < 0 ? lines : lines.slice(0, firstWall);
    const wallRows = firstWall < 0 ? [] : lines.slice(firstWall).map((r) => ({ ...r, text: r.text.trim() }));
    const stray = wallRows.find((r) => !WALLS.test(r.text));
    if (stray)
      throw new ParseError(
        "the grid comes before the walls: lines after 'walls:' start with 'walls:'",
        stray.line,
      );
    if (grid.length === 0) throw new ParseError("the puzzle is empty: no grid before the walls");
    const { width, givens } = readGrid(grid);
    const height = grid.length;
    return withWalls({ width, height, givens }, readWalls(wallRows, width, height));
  },
  serialize(puzzle) {
    const { width: w } = puzzle;
    const words = puzzle.givens.some((v) => v > MAX_CHAR_GIVEN);
    const grid = words ? wordRows(puzzle) : gridText(w, puzzle.givens.map(givenChar));
    const walls = wallCells(puzzle).map((cells) => wallToken(puzzle, cells));
    return walls.length > 0 ? `${grid}walls: ${walls.join(" ")}\n` : grid;
  },
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((r) => r.trim())
      .filter((r) => r !== "" && !WALLS.test(r));
    return rows.length > 0 && rows.every((r) => r.length === rows[0]!.length && ROW.test(r));
  },
};

/**
 * An answer as text: each cell's number, one line a row, `0` where a partial answer has none (parted by spaces
 * when a number has two digits).
 */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle.width,
    puzzle.givens.map((_, i) => String(Math.max(0, solution[i] ?? 0))),
  );
}
