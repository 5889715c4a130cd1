import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { digitSymbol } from "@gridsmith/kit/digit-play";
import { limits, MAX_SIDE, NO_DOT, type Puzzle, pairCount } from "../puzzle.js";

const DOT_CHARS = [" ", "o", "*"];

/** The lines of the grid: cells (`inner(i)`) with the dots between them, and between rows the dots below. */
function gridLines(puzzle: Puzzle, inner: (i: number) => string): string[] {
  const { width: w, height: h, dots } = puzzle;
  const across = (w - 1) * h;
  const out: string[] = [];
  for (let r = 0; r < h; r++) {
    let line = inner(r * w);
    for (let c = 1; c < w; c++) line += DOT_CHARS[dots[r * (w - 1) + c - 1]!]! + inner(r * w + c);
    out.push(line);
    if (r === h - 1) break;
    out.push(
      Array.from({ length: w }, (_, c) => DOT_CHARS[dots[across + r * w + c]!]!)
        .join("+")
        .trimEnd(),
    );
  }
  return out;
}

/**
 * The grid as text: a line a row, each cell a `.` with the dot to its right between cells (`o` white, `*`
 * black, a space none); between two rows a line of the dots below each cell, in the cells' columns, with `+`
 * at the grid points between them. Spaces at the end of a line may be left out; blank lines before and after
 * the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of . with o and * dots between cells",
  extensions: ["kropki", "txt"],
  parse(text) {
    checkTextLength(text, limits);
    const all = text.split(/\r?\n/);
    const first = all.findIndex((l) => l.trim() !== "");
    if (first < 0) throw new ParseError("the puzzle is empty");
    let last = all.length - 1;
    while (all[last]!.trim() === "") last--;
    const raw = all.slice(first, last + 1).map((l) => l.trimEnd());
    const line = (k: number) => first + k + 1;
    const wide = raw[0]!.length;
    if (wide % 2 === 0)
      throw new ParseError(
        "a row is its cells with the dots between them: an odd number of characters",
        line(0),
      );
    const width = (wide + 1) / 2;
    if (raw.length % 2 === 0)
      throw new ParseError("the grid ends with a row of cells, not a line of dots", line(raw.length - 1));
    const height = (raw.length + 1) / 2;
    if (width > MAX_SIDE || height > MAX_SIDE)
      throw new ParseError(`a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`, line(0));
    const dots = new Array<number>(pairCount({ width, height })).fill(NO_DOT);
    const across = (width - 1) * height;
    raw.forEach((text, k) => {
      if (text.length > wide)
        throw new ParseError(`line has ${text.length} characters; expected ${wide}`, line(k), wide + 1);
      const row = text.padEnd(wide);
      for (let c = 0; c < wide; c++) {
        const ch = row[c]!;
        const cellRow = k % 2 === 0;
        const fixed = cellRow ? (c % 2 === 0 ? "." : null) : c % 2 === 1 ? "+" : null;
        if (fixed !== null) {
          if (ch !== fixed)
            throw new ParseError(
              `'${ch}' is not '${fixed}' (${cellRow ? "a cell" : "a grid point"})`,
              line(k),
              c + 1,
            );
          continue;
        }
        const dot = DOT_CHARS.indexOf(ch);
        if (dot < 0)
          throw new ParseError(`'${ch}' is not a dot ('o' white, '*' black, or a space)`, line(k), c + 1);
        const r = Math.floor(k / 2);
        if (cellRow) dots[r * (width - 1) + (c - 1) / 2] = dot;
        else dots[across + r * width + c / 2] = dot;
      }
    });
    return { width, height, dots };
  },
  serialize: (puzzle) => `${gridLines(puzzle, () => ".").join("\n")}\n`,
  detect(text) {
    const rows = text.split(/\r?\n/).filter((l) => l.trim() !== "");
    if (rows.length === 0 || !/^\.([ o*]\.)*$/.test(rows[0]!)) return false;
    return rows.every((r, k) =>
      (k % 2 === 0 ? /^\.([ o*]\.)*$/ : /^[ o*](\+[ o*])*\+?$|^[ o*]?$/).test(r.trimEnd()),
    );
  },
};

/** An answer as text: the grid with each cell's digit (`0` where a partial answer has none) and the dots. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return `${gridLines(puzzle, (i) => (solution[i] ? digitSymbol(solution[i]!) : "0")).join("\n")}\n`;
}
