import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { boxShape, type Cage, type Puzzle } from "../puzzle.js";
import { limits, SUM_RANGE } from "../shape.js";

/** Cage labels in the order the writer hands them out: 62, more than a 9x9 with cages of two or more needs. */
export const LABELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const SUM = /^([A-Za-z0-9])=(\d{1,3})$/;

interface Line {
  text: string;
  line: number;
  /** Characters trimmed from the start: columns point into the line as written. */
  indent: number;
}

/**
 * The lines of `text` that are neither blank nor comments, trimmed; a text longer than the limits allow is
 * refused with a ParseError before a line of it is read (as kit's `puzzleTextLines` does).
 */
function contentLines(text: string): Line[] {
  checkTextLength(text, limits);
  const out: Line[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const t = raw.trim();
    if (t !== "" && !t.startsWith("#"))
      out.push({ text: t, line: i + 1, indent: raw.length - raw.trimStart().length });
  });
  return out;
}

/** The cage grid: n rows of n labels, read until the first line with a `=` or the `givens` line. */
function readGrid(lines: Line[]): { labels: string[]; size: number } {
  const end = lines.findIndex((l) => l.text.includes("=") || l.text === "givens");
  const grid = end < 0 ? lines : lines.slice(0, end);
  if (grid.length === 0)
    throw new ParseError("the puzzle is empty: write its cage grid first", lines[0]?.line ?? 0);
  const size = grid[0]!.text.replace(/\s+/g, "").length;
  if (!boxShape(size))
    throw new ParseError(
      `the first row has ${size} cells; a killer sudoku is 4x4, 6x6 or 9x9`,
      grid[0]!.line,
    );
  if (grid.length !== size)
    throw new ParseError(
      `the cage grid has ${grid.length} rows; a ${size}x${size} grid has ${size}`,
      grid[Math.min(grid.length, size) - 1]!.line,
    );
  const labels: string[] = [];
  for (const row of grid) {
    const cells = row.text.replace(/\s+/g, "");
    if (cells.length !== size)
      throw new ParseError(`this row has ${cells.length} cells, not ${size}`, row.line, row.indent + 1);
    for (const ch of cells) {
      if (!LABELS.includes(ch)) {
        throw new ParseError(
          `'${ch}' is not a cage label (a letter or a digit)`,
          row.line,
          columnOf(row, ch),
        );
      }
      labels.push(ch);
    }
  }
  return { labels, size };
}

/** Column (1-based, in the line as written) of the first `token` in a line. */
function columnOf(row: Line, token: string): number {
  return row.indent + row.text.indexOf(token) + 1;
}

/**
 * The plain text format: the cage grid (n rows of n labels, a letter or a digit per cell, spaces allowed),
 * then each cage's sum as `LABEL=SUM` (several on a line, separated by spaces), then optionally a line
 * `givens` and n rows of digits and dots. Lines starting with `#` are comments.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Cage grid and sums",
  extensions: ["txt", "killer"],
  parse(text) {
    const lines = contentLines(text);
    const { labels, size } = readGrid(lines);
    const sums = new Map<string, number>();
    let k = size;
    for (; k < lines.length && lines[k]!.text !== "givens"; k++) {
      const line = lines[k]!;
      for (const m of line.text.matchAll(/\S+/g)) {
        const column = line.indent + m.index + 1;
        const sum = SUM.exec(m[0]);
        if (!sum)
          throw new ParseError(`'${m[0]}' is not a cage sum: write LABEL=SUM, as in A=15`, line.line, column);
        if (sums.has(sum[1]!)) throw new ParseError(`cage ${sum[1]} has a second sum`, line.line, column);
        if (Number(sum[2]) < SUM_RANGE.min)
          throw new ParseError(
            `'${m[0]}': a cage sum is ${SUM_RANGE.min} to ${SUM_RANGE.max}`,
            line.line,
            column,
          );
        if (!labels.includes(sum[1]!))
          throw new ParseError(`there is no cage ${sum[1]} in the grid`, line.line, column);
        sums.set(sum[1]!, Number(sum[2]));
      }
    }
    const givens = new Array<number>(size * size).fill(0);
    if (k < lines.length) {
      const rows = lines.slice(k + 1);
      if (rows.length !== size)
        throw new ParseError(`givens has ${rows.length} rows, not ${size}`, lines[k]!.line);
      rows.forEach((row, r) => {
        const cells = row.text.replace(/\s+/g, "");
        if (cells.length !== size)
          throw new ParseError(`this row has ${cells.length} cells, not ${size}`, row.line, row.indent + 1);
        [...cells].forEach((ch, c) => {
          if (ch === "." || ch === "0") return;
          const d = Number(ch);
          if (!(d >= 1 && d <= size))
            throw new ParseError(`'${ch}' is not a digit 1-${size} or '.'`, row.line, columnOf(row, ch));
          givens[r * size + c] = d;
        });
      });
    }
    const order = [...new Set(labels)];
    const missing = order.find((l) => !sums.has(l));
    if (missing !== undefined) {
      const i = labels.indexOf(missing);
      throw new ParseError(
        `cage ${missing} has no sum: add a line ${missing}=SUM`,
        lines[Math.floor(i / size)]!.line,
      );
    }
    const cages: Cage[] = order.map((l) => ({
      sum: sums.get(l)!,
      cells: labels.flatMap((x, i) => (x === l ? [i] : [])),
    }));
    return { size, cages, givens };
  },
  serialize(puzzle) {
    const { size, cages, givens } = puzzle;
    if (cages.length > LABELS.length)
      throw new RangeError(`the text format labels at most ${LABELS.length} cages, not ${cages.length}`);
    const label = new Array<string>(size * size).fill("?");
    cages.forEach((cage, k) => {
      for (const i of cage.cells) label[i] = LABELS[k]!;
    });
    const rows = Array.from({ length: size }, (_, r) => label.slice(r * size, (r + 1) * size).join(""));
    const sums = cages.map((cage, k) => `${LABELS[k]}=${cage.sum}`);
    let out = `${rows.join("\n")}\n${sums.join("\n")}\n`;
    if (givens.some((d) => d !== 0)) {
      const digits = givens.map((d) => (d === 0 ? "." : String(d)));
      out += `givens\n${Array.from({ length: size }, (_, r) => digits.slice(r * size, (r + 1) * size).join("")).join("\n")}\n`;
    }
    return out;
  },
  detect(text) {
    return /^\s*[A-Za-z0-9]=\d{1,3}\s*$/m.test(text) && !text.trimStart().startsWith("{");
  },
};
