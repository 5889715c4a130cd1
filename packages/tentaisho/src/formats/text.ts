import { type Format, ParseError, puzzleTextLines, regionsOf } from "@gridsmith/kit";
import { limits, MAX_SIDE, type Puzzle, starCells, starsOf } from "../puzzle.js";

const STAR_CHARS = [".", "o", "*"];

/**
 * The places a dot may take, as text: 2 x rows - 1 lines of 2 x cols - 1 characters, the half-cell lattice
 * inside the grid's outline (a cell's centre at odd places from 1, the middles of edges and the grid points
 * between them): `o` a white dot, `*` a black one, `.` none. Blank lines before and after are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Half-cell lattice of . with o and * dots",
  extensions: ["tentaisho", "txt"],
  parse(text) {
    const rows = puzzleTextLines(text, limits);
    const wide = rows[0]!.text.length;
    if (rows.length % 2 === 0 || wide % 2 === 0)
      throw new ParseError(
        "the lattice of a grid has an odd number of lines, each of an odd length",
        rows[0]!.line,
      );
    const width = (wide + 1) / 2;
    const height = (rows.length + 1) / 2;
    if (width > MAX_SIDE || height > MAX_SIDE)
      throw new ParseError(`a grid is at most ${MAX_SIDE}x${MAX_SIDE} cells`, rows[0]!.line);
    const stars: number[] = [];
    for (const row of rows) {
      if (row.text.length !== wide)
        throw new ParseError(`line has ${row.text.length} characters; expected ${wide}`, row.line);
      [...row.text].forEach((ch, c) => {
        const s = STAR_CHARS.indexOf(ch);
        if (s < 0) throw new ParseError(`'${ch}' is not a dot ('o', '*' or '.')`, row.line, c + 1);
        stars.push(s);
      });
    }
    return { width, height, stars };
  },
  serialize(puzzle) {
    const w = 2 * puzzle.width - 1;
    const lines = Array.from({ length: 2 * puzzle.height - 1 }, (_, r) =>
      puzzle.stars
        .slice(r * w, r * w + w)
        .map((s) => STAR_CHARS[s])
        .join(""),
    );
    return `${lines.join("\n")}\n`;
  },
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== "");
    const wide = rows[0]?.length ?? 0;
    return (
      rows.length % 2 === 1 && wide % 2 === 1 && rows.every((r) => r.length === wide && /^[.o*]+$/.test(r))
    );
  },
};

/**
 * An answer as text: a line a row, each cell the letter of its galaxy (`a`, `b`, ... in the order of the
 * dots, then `A`...; `?` for a region with no dot or more than one).
 */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const { regionOf } = regionsOf(puzzle, (e) => solution[e] === 1);
  const letter = new Map<number, string>();
  starsOf(puzzle).forEach((k, g) => {
    const region = regionOf[starCells(puzzle, k)[0]!]!;
    letter.set(
      region,
      letter.has(region) ? "?" : "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"[g % 52]!,
    );
  });
  const rows = Array.from({ length: puzzle.height }, (_, r) =>
    Array.from({ length: puzzle.width }, (_, c) => letter.get(regionOf[r * puzzle.width + c]!) ?? "?").join(
      "",
    ),
  );
  return `${rows.join("\n")}\n`;
}
