import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { clueText } from "../bw/clues.js";
import { colourClueText, isColourPuzzle, MAX_COLOURS, nameOfRgb, normaliseRgb } from "../colour/palette.js";
import { checkedShape, limits } from "../limits.js";
import type { Nonogram } from "../types.js";
import { colourPuzzle, type FileColour, paletteOf, undeclaredColour } from "./colour-formats.js";
import { checkFits, checkGridSize, decodeEntities, isBlank, parseSize, splitLines } from "./text.js";

const stringKeys: Record<string, "title" | "author" | "copyright" | "catalogue"> = {
  title: "title",
  by: "author",
  copyright: "copyright",
  catalogue: "catalogue",
};

function unquote(value: string): string {
  const v = value.trim();
  return decodeEntities(v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v);
}

/** One `.non` clue as read: lengths, each block's colour character ('' for none), and its file line. */
interface NonClue {
  lengths: number[];
  chars: string[];
  lineNo: number;
}

/** One `.non` clue line: numbers separated by commas (or spaces), each maybe followed by a colour character. */
function parseNonClue(line: string, lineNo: number, what: string): NonClue {
  const lengths: number[] = [];
  const chars: string[] = [];
  const re = /[^\s,]+/g;
  let zeroAt = -1;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    const t = /^(\d+)([^\d\s,]?)$/.exec(m[0]);
    if (!t) throw new ParseError(`${what}: '${m[0]}' is not a number`, lineNo, m.index + 1);
    const n = Number(t[1]);
    if (n === 0) zeroAt = m.index + 1;
    else {
      lengths.push(n);
      chars.push(t[2]!);
    }
  }
  if (zeroAt > 0 && lengths.length > 0)
    throw new ParseError(`${what}: 0 may only stand alone, for an empty line`, lineNo, zeroAt);
  return { lengths, chars, lineNo };
}

/** Throws when a clue cannot fit its line: a gap between neighbouring blocks of the same character only. */
function checkNonFit(axis: "row" | "column", index: number, clue: NonClue, length: number): void {
  if (new Set(clue.chars).size <= 1) {
    checkFits(axis, index, clue.lengths, length, clue.lineNo);
    return;
  }
  let need = 0;
  clue.lengths.forEach((n, j) => {
    need += n + (j > 0 && clue.chars[j] === clue.chars[j - 1] ? 1 : 0);
  });
  if (need > length) {
    const text = clue.lengths.map((n, j) => `${n}${clue.chars[j]}`).join(" ");
    throw new ParseError(
      `${axis} ${index + 1}: clue ${text} needs ${need} cells but the ${axis} has ${length}`,
      clue.lineNo,
    );
  }
}

/**
 * Reads `.non` (Steve Simpson's format as extended by mikix/nonogram-db): `width`, `height`, then `rows` and
 * `columns` blocks of comma-separated clues (a blank line or `0` for an empty line), optional `title`, `by`,
 * `copyright`, `license`, `catalogue` and `goal`. Unknown lines are ignored, as the format asks. Colour
 * puzzles follow mikix's extension: `color a #ff0000` lines, a colour character after each number
 * (`3a,1b`), and the goal in those characters (`0` blank); a colour gets its X11 name, or its value as name.
 */
export function parseNon(text: string): Nonogram {
  checkTextLength(text, limits);
  const lines = splitLines(text);
  let width = 0;
  let height = 0;
  let rows: NonClue[] | undefined;
  let columns: NonClue[] | undefined;
  const p: Partial<Nonogram> = {};
  const declared = new Map<string, string>();
  let goalText: { value: string; line: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (isBlank(raw)) continue;
    const m = /^\s*([a-zA-Z]+)\b\s*(.*)$/.exec(raw);
    if (!m) continue;
    const key = m[1]!.toLowerCase();
    const value = m[2]!;
    if (key === "width" || key === "height") {
      const col = raw.indexOf(value) + 1;
      const n = parseSize(value.trim().split(/\s+/)[0], `the ${key}`, i + 1, col);
      if (key === "width") width = n;
      else height = n;
      if (width > 0 && height > 0) checkGridSize(width, height, i + 1, col);
    } else if (key === "rows" || key === "columns") {
      const isRows = key === "rows";
      const count = isRows ? height : width;
      const length = isRows ? width : height;
      if (count === 0 || length === 0) {
        throw new ParseError(`'${key}' must come after both 'width' and 'height'`, i + 1, 1);
      }
      const list: NonClue[] = [];
      const axis = isRows ? "row" : "column";
      for (let k = 0; k < count; k++) {
        const lineNo = i + 2 + k;
        if (i + 1 + k >= lines.length) {
          throw new ParseError(
            `'${key}' needs ${count} clue lines, but the file ends after ${k}`,
            lineNo - 1,
          );
        }
        const clue = parseNonClue(lines[i + 1 + k]!, lineNo, `${axis} ${k + 1}`);
        checkNonFit(axis, k, clue, length);
        list.push(clue);
      }
      if (isRows) rows = list;
      else columns = list;
      i += count;
    } else if (key === "goal") {
      goalText = { value: unquote(value), line: i + 1 };
    } else if (key === "license") {
      p.license = unquote(value);
    } else if (key in stringKeys) {
      p[stringKeys[key]!] = unquote(value);
    } else if (key === "color") {
      const c = /^\s*([^\d\s,])(?:\s+(#?[0-9a-fA-F]{6}|#?[0-9a-fA-F]{3}))?(?:\s|$)/.exec(value);
      if (c) declared.set(c[1]!, normaliseRgb(c[2] ?? "") ?? "");
    }
  }
  if (!rows) throw new ParseError("no 'rows' block (and 'width'/'height' before it)");
  if (!columns) throw new ParseError("no 'columns' block (and 'width'/'height' before it)");
  const chars = new Set([...declared.keys(), ...[...rows, ...columns].flatMap((c) => c.chars)]);
  chars.delete("");
  if (chars.size > MAX_COLOURS)
    throw new ParseError(
      `the puzzle uses ${chars.size} colour characters; at most ${MAX_COLOURS} colours besides the background are allowed`,
    );
  if (chars.size > 1) {
    const puzzle: Nonogram = { ...p, ...colourNon(declared, rows, columns, goalText, width * height) };
    return checkedShape(puzzle);
  }
  const puzzle: Nonogram = { ...p, rows: rows.map((c) => c.lengths), columns: columns.map((c) => c.lengths) };
  if (goalText) {
    const cells = goalCells(goalText, width * height);
    const goal: string[] = [];
    for (let r = 0; r < height; r++) {
      let s = "";
      for (let c = 0; c < width; c++) s += cells[r * width + c] === "0" ? "." : "#";
      goal.push(s);
    }
    puzzle.goal = goal;
  }
  return checkedShape(puzzle);
}

/** The goal's characters, white space removed, checked to be one per cell. */
function goalCells(goalText: { value: string; line: number }, cells: number): string {
  const text = goalText.value.replace(/\s+/g, "");
  if (text.length !== cells) {
    throw new ParseError(`the goal has ${text.length} cells but the puzzle has ${cells}`, goalText.line);
  }
  return text;
}

/** The colour part of a `.non` puzzle: palette (declared colours, then undeclared ones), clues and goal. */
function colourNon(
  declared: Map<string, string>,
  rows: NonClue[],
  columns: NonClue[],
  goalText: { value: string; line: number } | undefined,
  cells: number,
) {
  const order = [...declared.keys()];
  for (const c of [...rows, ...columns].flatMap((l) => l.chars))
    if (c !== "" && !order.includes(c)) order.push(c);
  let undeclared = 0;
  const colours: FileColour[] = [{ name: "white", rgb: "#ffffff" }];
  for (const ch of order) {
    const rgb = declared.get(ch);
    colours.push(rgb ? { name: nameOfRgb(rgb), rgb, wanted: ch } : undeclaredColour(undeclared++, ch));
  }
  const palette = paletteOf(colours);
  const index = new Map(order.map((ch, i) => [ch, i + 1]));
  const read = (axis: string) => (c: NonClue, i: number) => ({
    lengths: c.lengths,
    colours: c.chars.map((ch, j) => {
      if (ch === "")
        throw new ParseError(`${axis} ${i + 1}: block ${j + 1} has no colour character`, c.lineNo);
      return index.get(ch)!;
    }),
    line: c.lineNo,
  });
  const p = colourPuzzle(palette, rows.map(read("row")), columns.map(read("column")));
  if (goalText) {
    const text = goalCells(goalText, cells);
    const width = columns.length;
    const goal: string[] = [];
    for (let r = 0; r < rows.length; r++) {
      let s = "";
      for (let c = 0; c < width; c++) {
        const ch = text[r * width + c]!;
        const v = ch === "0" ? 0 : index.get(ch);
        if (v === undefined)
          throw new ParseError(`the goal has '${ch}', which is not a colour character`, goalText.line);
        s += palette[v]!.code;
      }
      goal.push(s);
    }
    p.goal = goal;
  }
  return p;
}

function quote(s: string): string {
  return `"${s.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
}

/**
 * Writes `.non`, keeping title, author, copyright, licence, catalogue and goal; a colour puzzle with a
 * `color CODE #rrggbb` line per colour (`.non` has no colour names, nor a background colour: read back,
 * colours are named by {@link nameOfRgb} and the background is white).
 */
export function serializeNon(p: Nonogram): string {
  const out: string[] = [];
  if (p.catalogue !== undefined) out.push(`catalogue ${quote(p.catalogue)}`);
  if (p.title !== undefined) out.push(`title ${quote(p.title)}`);
  if (p.author !== undefined) out.push(`by ${quote(p.author)}`);
  if (p.copyright !== undefined) out.push(`copyright ${quote(p.copyright)}`);
  if (p.license !== undefined)
    out.push(/^[A-Za-z0-9.+-]+$/.test(p.license) ? `license ${p.license}` : `license ${quote(p.license)}`);
  if (isColourPuzzle(p)) {
    for (const c of p.palette.slice(1)) out.push(`color ${c.code} ${c.rgb}`);
    out.push(`width ${p.columns.length}`, `height ${p.rows.length}`, "", "rows");
    for (const [i, c] of p.rows.entries()) out.push(colourClueText(c, p.rowColours[i]!, p.palette, ","));
    out.push("", "columns");
    for (const [i, c] of p.columns.entries())
      out.push(colourClueText(c, p.columnColours[i]!, p.palette, ","));
    if (p.goal) out.push("", `goal "${p.goal.join("").replace(/\./g, "0")}"`);
    return `${out.join("\n")}\n`;
  }
  out.push(`width ${p.columns.length}`, `height ${p.rows.length}`, "", "rows");
  for (const c of p.rows) out.push(clueText(c, ","));
  out.push("", "columns");
  for (const c of p.columns) out.push(clueText(c, ","));
  if (p.goal) out.push("", `goal "${p.goal.map((r) => r.replace(/#/g, "1").replace(/\./g, "0")).join("")}"`);
  return `${out.join("\n")}\n`;
}

/** Steve Simpson's `.non` as extended by mikix/nonogram-db: `width`, `height`, `rows`, `columns`, `goal`, metadata. */
export const nonFormat: Format<Nonogram> = {
  id: "non",
  name: "Simpson/mikix .non (width, height, rows, columns, goal)",
  extensions: ["non"],
  parse: parseNon,
  serialize: serializeNon,
  // Spaces and tabs, not \s: with the m flag, `^\s*` runs on across line breaks from every line start, which
  // is quadratic in a text of blank lines.
  detect: (text) => /^[ \t]*width[ \t]+\d+/m.test(text) && /^[ \t]*(rows|columns)[ \t\r]*$/m.test(text),
};
