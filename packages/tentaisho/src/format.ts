import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { limits, MAX_SIZE, type Puzzle } from "./puzzle.js";

/** n lines of n characters: a digit 1..n is a given, `.` an empty cell. Blank lines around are ignored. */
export const gridFormat: Format<Puzzle> = {
  id: "grid",
  name: "Grid of digits and dots",
  extensions: ["txt"],
  parse(text) {
    // The text's length first, then the number of rows before any row is read: a text that claims a huge
    // grid costs what the text costs.
    checkTextLength(text, limits);
    const lines = text.split(/\r?\n/);
    const rows: { text: string; line: number }[] = [];
    lines.forEach((raw, i) => {
      const row = raw.trimEnd();
      if (row !== "") rows.push({ text: row, line: i + 1 });
    });
    const size = rows.length;
    if (size === 0) throw new ParseError("the puzzle is empty");
    if (size > MAX_SIZE)
      throw new ParseError(
        `the grid has ${size} rows; at most ${MAX_SIZE} are supported`,
        rows[MAX_SIZE]!.line,
      );
    const cells: number[] = [];
    for (const row of rows) {
      if (row.text.length !== size) {
        throw new ParseError(
          `row has ${row.text.length} cells; expected ${size}`,
          row.line,
          Math.min(row.text.length, size) + 1,
        );
      }
      for (let c = 0; c < size; c++) {
        const ch = row.text[c]!;
        if (ch === ".") cells.push(0);
        else if (ch >= "1" && ch <= String(size)) cells.push(Number(ch));
        else throw new ParseError(`'${ch}' is not a digit 1-${size} or '.'`, row.line, c + 1);
      }
    }
    return { size, cells };
  },
  serialize(puzzle) {
    const rows: string[] = [];
    for (let r = 0; r < puzzle.size; r++) {
      const row = puzzle.cells.slice(r * puzzle.size, (r + 1) * puzzle.size);
      rows.push(row.map((v) => (v === 0 ? "." : String(v))).join(""));
    }
    return `${rows.join("\n")}\n`;
  },
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((l) => l.trimEnd())
      .filter((l) => l !== "");
    return (
      rows.length > 0 &&
      rows.length <= MAX_SIZE &&
      rows.every((r) => r.length === rows.length && /^[.1-9]+$/.test(r))
    );
  },
};
