import { type Format, ParseError } from "@gridsmith/kit";
import { clueText } from "../clues.js";
import type { Nonogram } from "../types.js";
import { checkFits, decodeEntities, isBlank, parseSize, splitLines } from "./text.js";

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

/** One `.non` clue line: numbers separated by commas (or spaces), each maybe followed by a colour letter. */
function parseNonClue(line: string, lineNo: number, what: string, colours: Set<string>): number[] {
  const clue: number[] = [];
  const re = /[^\s,]+/g;
  let zeroAt = -1;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    const t = /^(\d+)([a-zA-Z]?)$/.exec(m[0]);
    if (!t) throw new ParseError(`${what}: '${m[0]}' is not a number`, lineNo, m.index + 1);
    if (t[2]) colours.add(t[2]);
    const n = Number(t[1]);
    if (n === 0) zeroAt = m.index + 1;
    else clue.push(n);
  }
  if (zeroAt > 0 && clue.length > 0)
    throw new ParseError(`${what}: 0 may only stand alone, for an empty line`, lineNo, zeroAt);
  return clue;
}

/**
 * Reads `.non` (Steve Simpson's format as extended by mikix/nonogram-db): `width`, `height`, then `rows` and
 * `columns` blocks of comma-separated clues (a blank line or `0` for an empty line), optional `title`, `by`,
 * `copyright`, `license`, `catalogue` and `goal`. Unknown lines are ignored, as the format asks. Colour
 * puzzles (clues in more than one colour) are refused.
 */
export function parseNon(text: string): Nonogram {
  const lines = splitLines(text);
  let width = 0;
  let height = 0;
  let rows: number[][] | undefined;
  let columns: number[][] | undefined;
  const p: Partial<Nonogram> = {};
  const colours = new Set<string>();
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
    } else if (key === "rows" || key === "columns") {
      const isRows = key === "rows";
      const count = isRows ? height : width;
      const length = isRows ? width : height;
      if (count === 0 || length === 0) {
        throw new ParseError(`'${key}' must come after both 'width' and 'height'`, i + 1, 1);
      }
      const list: number[][] = [];
      const axis = isRows ? "row" : "column";
      for (let k = 0; k < count; k++) {
        const lineNo = i + 2 + k;
        if (i + 1 + k >= lines.length) {
          throw new ParseError(
            `'${key}' needs ${count} clue lines, but the file ends after ${k}`,
            lineNo - 1,
          );
        }
        const clue = parseNonClue(lines[i + 1 + k]!, lineNo, `${axis} ${k + 1}`, colours);
        checkFits(axis, k, clue, length, lineNo);
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
      const c = /^\s*([a-zA-Z])\b/.exec(value);
      if (c) colours.add(c[1]!);
    }
  }
  if (!rows) throw new ParseError("no 'rows' block (and 'width'/'height' before it)");
  if (!columns) throw new ParseError("no 'columns' block (and 'width'/'height' before it)");
  if (colours.size > 1) {
    throw new ParseError(`colour puzzles are not supported yet (colours ${[...colours].sort().join(", ")})`);
  }
  const puzzle: Nonogram = { ...p, rows, columns };
  if (goalText) {
    const cells = goalText.value.replace(/\s+/g, "");
    if (cells.length !== width * height) {
      throw new ParseError(
        `the goal has ${cells.length} cells but the puzzle has ${width * height}`,
        goalText.line,
      );
    }
    const goal: string[] = [];
    for (let r = 0; r < height; r++) {
      let s = "";
      for (let c = 0; c < width; c++) s += cells[r * width + c] === "0" ? "." : "#";
      goal.push(s);
    }
    puzzle.goal = goal;
  }
  return puzzle;
}

function quote(s: string): string {
  return `"${s.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;
}

/** Writes `.non`, keeping title, author, copyright, licence, catalogue and goal. */
export function serializeNon(p: Nonogram): string {
  const out: string[] = [];
  if (p.catalogue !== undefined) out.push(`catalogue ${quote(p.catalogue)}`);
  if (p.title !== undefined) out.push(`title ${quote(p.title)}`);
  if (p.author !== undefined) out.push(`by ${quote(p.author)}`);
  if (p.copyright !== undefined) out.push(`copyright ${quote(p.copyright)}`);
  if (p.license !== undefined)
    out.push(/^[A-Za-z0-9.+-]+$/.test(p.license) ? `license ${p.license}` : `license ${quote(p.license)}`);
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
  detect: (text) => /^\s*width\s+\d+/m.test(text) && /^\s*(rows|columns)\s*$/m.test(text),
};
