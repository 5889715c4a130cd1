import { type Format, ParseError, puzzleTextLines } from "@gridsmith/kit";
import { letterOf, limits, MAX_LETTERS, MAX_SIDE, NO_CLUE, type Puzzle, UNKNOWN_CLUE } from "../puzzle.js";

const LAST = letterOf(MAX_LETTERS);

/** A clue's or a given's character: `.` none, `?` a clue without a letter, else the letter. */
const symbolOf = (v: number) => (v === UNKNOWN_CLUE ? "?" : v > 0 ? letterOf(v) : ".");

/** The value of a clue's or cell's character (`-1` none for a clue, 0 for a cell), or undefined. */
function readSymbol(ch: string, clue: boolean): number | undefined {
  if (ch === ".") return clue ? NO_CLUE : 0;
  if (ch === "?" && clue) return UNKNOWN_CLUE;
  const v = ch.charCodeAt(0) - 64;
  return /^[A-Z]$/.test(ch) && v <= MAX_LETTERS ? v : undefined;
}

/** The lines of the text: the letters, then the grid in its frame of clues, `inner(i)` for grid cell i. */
function textLines(puzzle: Puzzle, inner: (i: number) => string): string[] {
  const { width: w, height: h, clues } = puzzle;
  const across = (from: number) =>
    `+${clues
      .slice(from, from + w)
      .map(symbolOf)
      .join("")}+`;
  const rows = Array.from(
    { length: h },
    (_, r) =>
      symbolOf(clues[2 * w + r]!) +
      Array.from({ length: w }, (_, c) => inner(r * w + c)).join("") +
      symbolOf(clues[2 * w + h + r]!),
  );
  return [`A-${letterOf(puzzle.letters)}`, across(0), ...rows, across(w)];
}

/**
 * The letters used (`A-C`) on the first line, then the grid in a frame of clues, a line a row: `+` in the
 * four corners, each clue beside its row or column (`.` none, `?` one without a letter, else its letter),
 * and each cell of the grid `.` or its given letter. Blank lines around it are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Letters A-C, then the grid in a frame of letter clues",
  extensions: ["easyasabc", "txt"],
  parse(text) {
    const rows = puzzleTextLines(text, limits);
    const head = /^A-([A-Z])$/.exec(rows[0]!.text);
    const letters = head ? head[1]!.charCodeAt(0) - 64 : 0;
    if (!head || letters > MAX_LETTERS)
      throw new ParseError(`the first line is the letters used, A-A to A-${LAST}`, rows[0]!.line);
    const grid = rows.slice(1);
    if (grid.length < 3)
      throw new ParseError("a grid in its frame of clues is at least 3 lines", rows[0]!.line);
    const wide = grid[0]!.text.length;
    const height = grid.length - 2;
    const width = wide - 2;
    if (height > MAX_SIDE)
      throw new ParseError(`the grid has ${height} rows; at most ${MAX_SIDE}`, grid[MAX_SIDE + 2]!.line);
    if (width < 1 || width > MAX_SIDE)
      throw new ParseError(`the grid has ${width} columns; 1 to ${MAX_SIDE}`, grid[0]!.line);
    const clues = new Array<number>(2 * (width + height)).fill(NO_CLUE);
    const givens = new Array<number>(width * height).fill(0);
    grid.forEach((row, r) => {
      if (row.text.length !== wide)
        throw new ParseError(`row has ${row.text.length} characters; expected ${wide}`, row.line);
      const edge = r === 0 || r === height + 1;
      [...row.text].forEach((ch, c) => {
        const side = c === 0 || c === wide - 1;
        if (edge && side) {
          if (ch !== "+") throw new ParseError(`'${ch}' is not '+' (a corner)`, row.line, c + 1);
          return;
        }
        const clue = edge || side;
        const v = readSymbol(ch, clue);
        if (v === undefined)
          throw new ParseError(
            `'${ch}' is not ${clue ? "a clue ('.', '?'" : "a cell ('.'"} or a letter A to ${LAST})`,
            row.line,
            c + 1,
          );
        if (!clue) givens[(r - 1) * width + c - 1] = v;
        else if (edge) clues[(r === 0 ? 0 : width) + c - 1] = v;
        else clues[2 * width + (c === 0 ? 0 : height) + r - 1] = v;
      });
    });
    return { width, height, letters, clues, givens };
  },
  serialize: (puzzle) => `${textLines(puzzle, (i) => symbolOf(puzzle.givens[i] ?? 0)).join("\n")}\n`,
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== "");
    return rows.length >= 4 && /^A-[A-Z]$/.test(rows[0]!) && /^\+[.?A-Z]*\+$/.test(rows[1]!);
  },
};

/** An answer as text: the letters and the framed grid with each cell's letter (`.` where it is empty). */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return `${textLines(puzzle, (i) => symbolOf(solution[i] ?? 0)).join("\n")}\n`;
}
