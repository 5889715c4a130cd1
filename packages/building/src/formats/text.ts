import { type Format, ParseError, puzzleTextLines } from "@gridsmith/kit";
import { digitSymbol } from "@gridsmith/kit/digit-play";
import { limits, MAX_SIDE, NO_CLUE, type Puzzle, UNKNOWN_CLUE } from "../puzzle.js";

/** A clue's character: `.` none, `?` unknown, `0`-`9` then `A`, `B`, ... for 10 and up. */
const clueChar = (v: number) =>
  v === NO_CLUE ? "." : v === UNKNOWN_CLUE ? "?" : v === 0 ? "0" : digitSymbol(v);

/** The value of a clue character, or undefined. */
function clueValue(ch: string): number | undefined {
  if (ch === ".") return NO_CLUE;
  if (ch === "?") return UNKNOWN_CLUE;
  const v = Number.parseInt(ch, 36);
  return /^[0-9A-Z]$/.test(ch) && v <= MAX_SIDE ? v : undefined;
}

/** The framed grid's rows: `+` corners, the clues around, and `inner(i)` for grid cell i. */
function framedRows(puzzle: Puzzle, inner: (i: number) => string): string[] {
  const { width: w, height: h, clues } = puzzle;
  const edge = (from: number) =>
    `+${Array.from({ length: w }, (_, c) => clueChar(clues[from + c]!)).join("")}+`;
  const rows = [edge(0)];
  for (let r = 0; r < h; r++) {
    const cells = Array.from({ length: w }, (_, c) => inner(r * w + c)).join("");
    rows.push(`${clueChar(clues[2 * w + r]!)}${cells}${clueChar(clues[2 * w + h + r]!)}`);
  }
  rows.push(edge(w));
  return rows;
}

/**
 * The grid in a frame of clues, a line a row: `+` in the four corners, each clue beside its row or column
 * (`.` none, `?` one without a number, `0`-`9`, then `A` for 10 and so on), `.` for every cell of the grid.
 * Blank lines around it are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of . in a frame of clues, + at the corners",
  extensions: ["building", "skyscrapers", "txt"],
  parse(text) {
    const rows = puzzleTextLines(text, limits);
    if (rows.length < 3)
      throw new ParseError("a grid in its frame of clues is at least 3 lines", rows[0]!.line);
    if (rows.length > MAX_SIDE + 2)
      throw new ParseError(
        `the grid has ${rows.length - 2} rows; at most ${MAX_SIDE}`,
        rows[MAX_SIDE + 2]!.line,
      );
    const wide = rows[0]!.text.length;
    if (wide < 3)
      throw new ParseError("a grid in its frame of clues is at least 3 characters wide", rows[0]!.line);
    if (wide > MAX_SIDE + 2)
      throw new ParseError(
        `the grid has ${wide - 2} columns; at most ${MAX_SIDE}`,
        rows[0]!.line,
        MAX_SIDE + 3,
      );
    const width = wide - 2;
    const height = rows.length - 2;
    const clues = new Array<number>(2 * (width + height)).fill(NO_CLUE);
    rows.forEach((row, r) => {
      if (row.text.length !== wide)
        throw new ParseError(
          `row has ${row.text.length} characters; expected ${wide}`,
          row.line,
          Math.min(row.text.length, wide) + 1,
        );
      for (let c = 0; c < wide; c++) {
        const ch = row.text[c]!;
        const corner = (r === 0 || r === height + 1) && (c === 0 || c === wide - 1);
        const inside = r > 0 && r <= height && c > 0 && c <= width;
        if (corner || inside) {
          const want = corner ? "+" : ".";
          if (ch !== want)
            throw new ParseError(
              `'${ch}' is not '${want}' (${corner ? "a corner" : "a cell of the grid"})`,
              row.line,
              c + 1,
            );
          continue;
        }
        const v = clueValue(ch);
        if (v === undefined)
          throw new ParseError(
            `'${ch}' is not a clue ('.', '?', 0-9 or a letter up to ${clueChar(MAX_SIDE)})`,
            row.line,
            c + 1,
          );
        const k =
          r === 0
            ? c - 1
            : r === height + 1
              ? width + c - 1
              : c === 0
                ? 2 * width + r - 1
                : 2 * width + height + r - 1;
        clues[k] = v;
      }
    });
    return { width, height, clues };
  },
  serialize: (puzzle) => `${framedRows(puzzle, () => ".").join("\n")}\n`,
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== "");
    if (rows.length < 3) return false;
    const wide = rows[0]!.length;
    const edge = new RegExp(`^\\+[.?0-9A-Z]{${wide - 2}}\\+$`);
    const middle = new RegExp(`^[.?0-9A-Z]\\.{${wide - 2}}[.?0-9A-Z]$`);
    return (
      wide >= 3 &&
      edge.test(rows[0]!) &&
      edge.test(rows.at(-1)!) &&
      rows.slice(1, -1).every((r) => middle.test(r))
    );
  },
};

/** An answer as text: the framed grid with each cell's height (`0` where a partial answer has none). */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return `${framedRows(puzzle, (i) => (solution[i] ? digitSymbol(solution[i]!) : "0")).join("\n")}\n`;
}
