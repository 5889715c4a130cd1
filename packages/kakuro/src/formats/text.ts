import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { type Block, isWhite, type KakuroCell, MAX_CLUE, MAX_SIDE, type Puzzle } from "../puzzle.js";
import { limits } from "../shape.js";

const CLUE = /^(\d*)\\(\d*)$/;
const NUMBER = /^[1-9]\d?$/;
const TOKEN = /^(?:#|X|\.|_|[1-9]|\d*\\\d*)$/;

interface Token {
  text: string;
  column: number;
}

function tokensOf(line: string): Token[] {
  const tokens: Token[] = [];
  for (const match of line.matchAll(/\S+/g)) tokens.push({ text: match[0], column: match.index + 1 });
  return tokens;
}

/**
 * The rows of `text` that hold a token, with their line numbers; a text longer than the limits allow is
 * refused with a ParseError before a line of it is read (as kit's `puzzleTextLines` does).
 */
function tokenRows(text: string): { tokens: Token[]; line: number }[] {
  checkTextLength(text, limits);
  const rows: { tokens: Token[]; line: number }[] = [];
  text.split(/\r?\n|\r/).forEach((raw, i) => {
    const tokens = tokensOf(raw);
    if (tokens.length > 0) rows.push({ tokens, line: i + 1 });
  });
  return rows;
}

function clueValue(side: string): number | undefined | null {
  if (side === "") return undefined;
  return NUMBER.test(side) && Number(side) <= MAX_CLUE ? Number(side) : null;
}

function cellOf(token: Token, line: number): KakuroCell {
  const t = token.text;
  if (t === "#" || t === "X") return {};
  if (t === "." || t === "_") return 0;
  if (/^[1-9]$/.test(t)) return Number(t);
  const clue = CLUE.exec(t);
  if (t.includes("\\")) {
    const down = clue ? clueValue(clue[1]!) : null;
    const across = clue ? clueValue(clue[2]!) : null;
    if (down === null || across === null)
      throw new ParseError(
        `'${t}' is not a clue: write down\\across, each 1-${MAX_CLUE} or left out, as in 23\\ or \\16 or 24\\11`,
        line,
        token.column,
      );
    const block: Block = {};
    if (down !== undefined) block.down = down;
    if (across !== undefined) block.across = across;
    return block;
  }
  throw new ParseError(
    `'${t}' is not a cell: use # or X (black), down\\across (a clue), . or _ (empty), 1-9 (a digit)`,
    line,
    token.column,
  );
}

function tokenOf(cell: KakuroCell): string {
  if (isWhite(cell)) return cell === 0 ? "." : String(cell);
  if (cell.down === undefined && cell.across === undefined) return "#";
  return `${cell.down ?? ""}\\${cell.across ?? ""}`;
}

/** Writes rows of tokens with each column padded to its widest token, so the grid lines up. */
export function gridText(rows: number, cols: number, token: (index: number) => string): string {
  const texts = Array.from({ length: rows * cols }, (_, i) => token(i));
  const widths = Array.from({ length: cols }, (_, c) =>
    Math.max(...texts.filter((_, i) => i % cols === c).map((t) => t.length)),
  );
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) {
    const row = texts.slice(r * cols, (r + 1) * cols).map((t, c) => t.padEnd(widths[c]!));
    lines.push(row.join(" ").trimEnd());
  }
  return `${lines.join("\n")}\n`;
}

/** A puzzle (or a solution written into its white cells) as the text grid. */
export function writeGrid(puzzle: Puzzle, values?: readonly number[]): string {
  return gridText(puzzle.rows, puzzle.cols, (i) => {
    const cell = puzzle.cells[i]!;
    return tokenOf(isWhite(cell) && values ? (values[i] ?? cell) : cell);
  });
}

/**
 * The plain text grid: one row per line, cells separated by spaces or tabs. `#` or `X` is a black cell,
 * `down\across` a clue cell (either side may be left out: `\16`, `23\`, `24\11`), `.` or `_` an empty white
 * cell and 1-9 a given digit. Blank lines are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Text grid (# black, down\\across clues, . empty)",
  extensions: ["txt", "kakuro"],
  parse(text) {
    const rows = tokenRows(text);
    if (rows.length === 0) throw new ParseError("the puzzle is empty: write one row of cells per line");
    if (rows.length > MAX_SIDE)
      throw new ParseError(
        `the grid has ${rows.length} rows; at most ${MAX_SIDE} are supported`,
        rows[MAX_SIDE]!.line,
      );
    const cols = rows[0]!.tokens.length;
    if (cols > MAX_SIDE)
      throw new ParseError(
        `the grid has ${cols} columns; at most ${MAX_SIDE} are supported`,
        rows[0]!.line,
        rows[0]!.tokens[MAX_SIDE]!.column,
      );
    const cells: KakuroCell[] = [];
    rows.forEach((row, r) => {
      const { tokens, line } = row;
      if (tokens.length !== cols) {
        const column =
          tokens.length > cols ? tokens[cols]!.column : tokens.at(-1)!.column + tokens.at(-1)!.text.length;
        throw new ParseError(`row ${r + 1} has ${tokens.length} cells; row 1 has ${cols}`, line, column);
      }
      for (const token of tokens) cells.push(cellOf(token, line));
    });
    return { rows: rows.length, cols, cells };
  },
  serialize: (puzzle) => writeGrid(puzzle),
  detect(text) {
    const rows = text
      .split(/\r?\n|\r/)
      .map((l) => l.trim().split(/\s+/))
      .filter((t) => t[0] !== "");
    return (
      rows.length > 0 &&
      rows.every((t) => t.length === rows[0]!.length && t.every((x) => TOKEN.test(x))) &&
      rows.some((t) => t.some((x) => x.includes("\\")))
    );
  },
};
