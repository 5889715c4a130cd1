import { cellNameAt, checkTextLength, type Format } from "@gridsmith/kit";
import { looksLikePuzzlink, puzzlinkError, puzzlinkUrl, readPuzzlinkUrl } from "@gridsmith/kit/puzzlink";
import { GENRES } from "../genres.js";
import { type Block, isWhite, type KakuroCell, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";

/**
 * puzz.link's kakuro (learnt from pzprjs's kakuro encoder, MIT; written afresh). The URL's size counts only
 * the cells inside the clue border: `kakuro/COLS/ROWS/` is a (ROWS+1) x (COLS+1) grid here, whose first row
 * and column are black. The body lists those inner cells row by row: `k`-`z` are 1-16 white cells, `.` a
 * black cell without clues, and two clue characters a black cell with clues, down then across. Then come the
 * border's clues: the down clue above each column whose top inner cell is white, then the across clue left
 * of each row whose first inner cell is white. A clue character is `0`-`9`, `a`-`j` (10-19) or `A`-`Z`
 * (20-45); `-` (and `0`, which older links wrote) is no clue.
 */
const WHITE_RUN_MAX = 16;
const MAX_URL_CLUE = 45;

function clueOf(ch: string): number | null {
  if (ch === "-") return 0;
  if (/^[0-9a-j]$/.test(ch)) return Number.parseInt(ch, 36);
  if (/^[A-Z]$/.test(ch)) return Number.parseInt(ch, 36) + 10;
  return null;
}

function clueChar(value: number | undefined): string {
  if (value === undefined) return "-";
  return value < 20 ? value.toString(36) : (value - 10).toString(36).toUpperCase();
}

/** A black cell of `down` and `across` clues, 0 (or less) for none: the link's and the pzprv3 file's. */
export function blockOf(down: number, across: number): Block {
  const block: Block = {};
  if (down > 0) block.down = down;
  if (across > 0) block.across = across;
  return block;
}

/** Reads `https://puzz.link/p?kakuro/COLS/ROWS/BODY` (and the pzv.jp, pzprxs hosts); throws ParseError. */
export function parsePuzzlink(text: string): Puzzle {
  checkTextLength(text, limits);
  const url = readPuzzlinkUrl(text, GENRES);
  const { body } = url;
  const inner = { rows: url.rows, cols: url.cols };
  if (inner.rows + 1 > MAX_SIDE || inner.cols + 1 > MAX_SIDE)
    throw puzzlinkError(
      url,
      url.bodyOffset - 1,
      `the grid is larger than ${MAX_SIDE - 1}x${MAX_SIDE - 1} inside its border`,
    );
  const cols = inner.cols + 1;
  const rows = inner.rows + 1;
  const cells: KakuroCell[] = new Array(rows * cols).fill(0);
  for (let i = 0; i < cols; i++) cells[i] = {};
  for (let r = 1; r < rows; r++) cells[r * cols] = {};
  const at = (c: number) => (Math.floor(c / inner.cols) + 1) * cols + (c % inner.cols) + 1;
  const clueAt = (i: number): number => {
    const ch = body[i];
    const value = ch === undefined ? null : clueOf(ch);
    if (value === null)
      throw puzzlinkError(
        url,
        url.bodyOffset + Math.min(i, body.length),
        ch === undefined ? "the URL ends inside its clues" : `'${ch}' is not a clue (0-9, a-j, A-Z or -)`,
      );
    return value;
  };
  const total = inner.rows * inner.cols;
  let c = 0;
  let i = 0;
  while (c < total) {
    const ch = body[i];
    if (ch === undefined)
      throw puzzlinkError(url, url.bodyOffset + i, `the URL ends after ${c} of ${total} cells`);
    if (ch >= "k" && ch <= "z") {
      c += ch.charCodeAt(0) - 106; // k = 1 ... z = 16 white cells
      i++;
      if (c > total)
        throw puzzlinkError(url, url.bodyOffset + i - 1, "this run of white cells goes past the last cell");
      continue;
    }
    if (ch === ".") {
      cells[at(c++)] = {};
      i++;
      continue;
    }
    cells[at(c++)] = blockOf(clueAt(i), clueAt(i + 1));
    i += 2;
  }
  // The border's clues, for the columns and rows whose first inner cell is white.
  for (let col = 1; col < cols; col++) {
    if (isWhite(cells[cols + col])) cells[col] = blockOf(clueAt(i++), 0);
  }
  for (let row = 1; row < rows; row++) {
    if (isWhite(cells[row * cols + 1])) cells[row * cols] = blockOf(0, clueAt(i++));
  }
  if (i < body.length) throw puzzlinkError(url, url.bodyOffset + i, "the URL goes on after the last clue");
  return { rows, cols, cells };
}

/**
 * The puzzle as puzz.link holds it (its link and its file): a grid whose first row or column has a white
 * cell gets a black border added, as puzz.link draws one always (`bordered` says whether one was). Throws
 * for what puzz.link cannot hold: given digits (unless `givens`: an answer holds them), clues above
 * `maxClue`, and clues on border cells that pzprjs keeps no clue for.
 */
export function puzzlinkGrid(
  given: Puzzle,
  maxClue: number,
  options: { givens?: boolean } = {},
): { puzzle: Puzzle; bordered: boolean } {
  const bordered = !(
    given.cells.slice(0, given.cols).every((c) => !isWhite(c)) &&
    given.cells.every((c, i) => i % given.cols !== 0 || !isWhite(c))
  );
  const p = bordered ? addBorder(given) : given;
  const { cols, cells } = p;
  const fail = (i: number, why: string) => {
    throw new Error(`puzz.link kakuro cannot hold ${cellNameAt(i, cols)}: ${why}`);
  };
  cells.forEach((cell, i) => {
    if (isWhite(cell)) {
      if (cell !== 0 && !options.givens)
        fail(i, `it holds the given digit ${cell}, and puzz.link's kakuro has no given digits`);
      return;
    }
    for (const v of [cell.down, cell.across])
      if (v !== undefined && v > maxClue) fail(i, `clues go up to ${maxClue} (${v})`);
    const row = Math.floor(i / cols);
    const col = i % cols;
    const onBorder = row === 0 || col === 0;
    if (!onBorder) return;
    const downKept = row === 0 && col > 0 && isWhite(cells[cols + col]);
    const acrossKept = col === 0 && row > 0 && isWhite(cells[i + 1]);
    if (cell.down !== undefined && !downKept) fail(i, "a down clue over a black cell on the border");
    if (cell.across !== undefined && !acrossKept) fail(i, "an across clue beside a black cell on the border");
  });
  return { puzzle: p, bordered };
}

/**
 * The canonical puzz.link URL (see {@link puzzlinkGrid} for the border it adds and what it refuses; the
 * link's clues go up to 45).
 */
export function puzzlinkText(given: Puzzle): string {
  const { rows, cols, cells } = puzzlinkGrid(given, MAX_URL_CLUE).puzzle;
  let out = "";
  let whites = 0;
  const flush = () => {
    if (whites > 0) out += (whites + 19).toString(36);
    whites = 0;
  };
  for (let r = 1; r < rows; r++) {
    for (let c = 1; c < cols; c++) {
      const cell = cells[r * cols + c]!;
      if (isWhite(cell)) {
        if (++whites === WHITE_RUN_MAX) flush();
        continue;
      }
      flush();
      out +=
        cell.down === undefined && cell.across === undefined
          ? "."
          : clueChar(cell.down) + clueChar(cell.across);
    }
  }
  flush();
  for (let c = 1; c < cols; c++) if (isWhite(cells[cols + c])) out += clueChar((cells[c] as Block).down);
  for (let r = 1; r < rows; r++)
    if (isWhite(cells[r * cols + 1])) out += clueChar((cells[r * cols] as Block).across);
  return puzzlinkUrl(GENRES[0], cols - 1, rows - 1, out);
}

/**
 * A grid of `cols` columns, row by row, with a row of `edge()` above it and a column of them on its left:
 * the border puzz.link adds, on a puzzle's cells or a solution's digits.
 */
export function withBorder<T>(grid: readonly T[], cols: number, edge: () => T): T[] {
  const out: T[] = [];
  for (let i = 0; i <= cols; i++) out.push(edge());
  for (let r = 0; r * cols < grid.length; r++) out.push(edge(), ...grid.slice(r * cols, (r + 1) * cols));
  return out;
}

function addBorder(p: Puzzle): Puzzle {
  return { rows: p.rows + 1, cols: p.cols + 1, cells: withBorder<KakuroCell>(p.cells, p.cols, () => ({})) };
}

/** A puzz.link (pzprjs) link, as copied from puzz.link's address bar. */
export const puzzlinkFormat: Format<Puzzle> = {
  id: "puzzlink",
  name: "puzz.link URL (https://puzz.link/p?kakuro/COLS/ROWS/...)",
  extensions: ["url"],
  parse: parsePuzzlink,
  serialize: puzzlinkText,
  detect: (text) => looksLikePuzzlink(text, GENRES),
  genres: GENRES,
};
