import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { charLength, rstrip, upper } from "../code-points.js";
import { type CrosspatchPuzzle, limits, MAX_SIDE, MAX_WORDS } from "../puzzle.js";
import { checkStructure, type StructureProblem } from "../rules.js";

/** kkck's comment mark: a line whose very first character is `!` is ignored wherever it is. */
export const COMMENT = "!";

/** Where each part of a kkck file came from, so a problem found later can name its line. */
export interface KkckSource {
  /** 1-based line of each framework row. */
  rowLines: number[];
  /** 1-based line and column of each word. */
  wordPlaces: { line: number; column: number }[];
  /** 1-based line of the blank line that ends the framework. */
  separatorLine: number;
  /** 1-based line of the last line of the file. */
  lastLine: number;
}

// Python 2's str.split() with no argument splits on these.
const TOKEN = /[^ \t\n\r\v\f]+/g;

/**
 * Reads kkck's format: framework rows, a blank line, then a free-field word list; a line starting with `!`
 * is a comment anywhere. Returns the puzzle and where its parts were. Throws {@link ParseError} with kkck's
 * message and the line (and column) of the first mistake. Duplicate words are allowed.
 */
export function readKkck(text: string): { puzzle: CrosspatchPuzzle; source: KkckSource } {
  checkTextLength(text, limits);
  const physical = text.split("\n");
  if (physical.length > 1 && physical[physical.length - 1] === "") physical.pop();
  const kept: { line: number; raw: string; text: string }[] = [];
  physical.forEach((raw, i) => {
    if (raw.startsWith(COMMENT)) return;
    kept.push({ line: i + 1, raw, text: rstrip(raw) });
  });
  const lastLine = Math.max(1, physical.length);
  const sep = kept.findIndex((l) => l.text === "");
  if (sep < 0) throw new ParseError("There must be a blank line between frame and word list.", lastLine);
  const separatorLine = kept[sep]!.line;
  const frame = kept.slice(0, sep);
  if (frame.length === 0) throw new ParseError("Empty puzzle frame.", separatorLine);
  if (frame.length > MAX_SIDE)
    throw new ParseError(
      `The framework has ${frame.length} rows; at most ${MAX_SIDE} are allowed.`,
      frame[MAX_SIDE]!.line,
    );
  for (const l of frame) {
    if (l.text.length > MAX_SIDE && charLength(l.text) > MAX_SIDE)
      throw new ParseError(
        `This framework row has ${charLength(l.text)} cells; at most ${MAX_SIDE} are allowed.`,
        l.line,
        MAX_SIDE + 1,
      );
  }
  const grid = frame.map((l) => upper(l.text));
  const rowLines = frame.map((l) => l.line);
  const words: string[] = [];
  const wordPlaces: { line: number; column: number }[] = [];
  const typed: string[] = [];
  for (const l of kept.slice(sep + 1)) {
    // Columns count code points; counted as the line is walked, not from its start for every word.
    let column = 1;
    let from = 0;
    for (const m of l.raw.matchAll(TOKEN)) {
      column += charLength(l.raw.slice(from, m.index));
      from = m.index;
      if (words.length === MAX_WORDS)
        throw new ParseError(
          `There are more than ${MAX_WORDS} words; at most ${MAX_WORDS} are allowed.`,
          l.line,
          column,
        );
      const length = charLength(m[0]);
      if (length > MAX_SIDE)
        throw new ParseError(
          `The word has ${length} letters; a word has at most ${MAX_SIDE}.`,
          l.line,
          column,
        );
      typed.push(m[0]);
      words.push(upper(m[0]));
      wordPlaces.push({ line: l.line, column });
    }
  }
  const source: KkckSource = { rowLines, wordPlaces, separatorLine, lastLine };
  const checked = checkStructure(grid, words);
  if (checked.problem) throw problemAt(checked.problem, source, typed);
  return { puzzle: { grid, words }, source };
}

/** Turns a structure problem into a ParseError at its place in the kkck file. */
function problemAt(p: StructureProblem, source: KkckSource, typed: string[]): ParseError {
  // kkck shows a one-letter word as typed, not uppercased.
  const reason =
    p.code === "one-letter-word" && p.word !== undefined
      ? `One-letter words such as '${typed[p.word]}' are not allowed.`
      : p.reason;
  if (p.word !== undefined) {
    const at = source.wordPlaces[p.word]!;
    return new ParseError(reason, at.line, at.column);
  }
  if (p.cell) return new ParseError(reason, source.rowLines[p.cell.row]!, p.cell.col + 1);
  if (p.code === "count-mismatch") return new ParseError(reason, source.lastLine);
  return new ParseError(reason, source.rowLines[0] ?? source.separatorLine);
}

/** Writes a puzzle in kkck's format: the framework, a blank line, the words (several to a line). */
export function writeKkck(puzzle: CrosspatchPuzzle): string {
  const lines = puzzle.grid.map((r) => rstrip(r));
  const bad = lines.findIndex((r) => r === "" || r.startsWith(COMMENT));
  if (bad >= 0) {
    throw new RangeError(
      `kkck's format cannot hold framework row ${bad + 1}: it is blank or starts with '!'`,
    );
  }
  lines.push("");
  let line = "";
  for (const w of puzzle.words) {
    if (line !== "" && line.length + 1 + w.length > 72) {
      lines.push(line);
      line = "";
    }
    // A word starting with '!' at the start of a line would read as a comment.
    line = line === "" ? (w.startsWith(COMMENT) ? ` ${w}` : w) : `${line} ${w}`;
  }
  if (line !== "") lines.push(line);
  return `${lines.join("\n")}\n`;
}

/** kkck's own format (`.kk`, `.txt`): the default. */
export const kkckFormat: Format<CrosspatchPuzzle> = {
  id: "kkck",
  name: "kkck framework and word list",
  extensions: ["kk", "kkck", "txt"],
  parse: (text) => readKkck(text).puzzle,
  serialize: writeKkck,
  detect(text) {
    const t = text.trimStart();
    if (t.startsWith("{")) return false;
    return /(^|\n)[ \t\r]*(\r?\n|$)/.test(text);
  },
};
