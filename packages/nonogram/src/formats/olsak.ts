import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { colourClueText, isColourPuzzle, NAMED_COLOURS, nameOfRgb, normaliseRgb } from "../colour/palette.js";
import { checkedShape, limits, MAX_SIDE } from "../limits.js";
import type { Nonogram } from "../types.js";
import { colourPuzzle, type FileColour, paletteOf } from "./colour-formats.js";
import { checkFits, checkGridSize, isBlank, splitLines } from "./text.js";

/** One colour declaration: `INCHAR:OUTCHAR  WORD  comment`. */
interface Declared extends FileColour {
  inchar: string;
}

/** A declaration line; WORD is `#rrggbb` or an X11 colour name, the comment (if any) our colour name. */
function readDeclaration(line: string, lineNo: number): Declared {
  const m = /^\s*(\S):(.)(.*)$/.exec(line);
  const [word, ...comment] = (m?.[3] ?? "").trim().split(/\s+/);
  const rgb = word
    ? word.startsWith("#")
      ? normaliseRgb(word)
      : (NAMED_COLOURS[word.toLowerCase()] ?? null)
    : null;
  if (!m || rgb === null) {
    throw new ParseError(
      `a colour is declared as 'c:o  #rrggbb  name' (or an X11 colour name), got '${line.trim()}'`,
      lineNo,
      1,
    );
  }
  const given = comment.join(" ");
  const name = given !== "" ? given : word!.startsWith("#") ? nameOfRgb(rgb) : word!.toLowerCase();
  // The output character is how the colour is shown, which is what a code is; the input one is the fallback.
  const out = m[2]!;
  return { inchar: m[1]!, name, rgb, wanted: /\s/.test(out) ? m[1] : out };
}

/** One clue line: numbers, each followed by a colour's input character or by nothing (colour `1`). */
function readClue(line: string, lineNo: number, what: string, inchars: Map<string, number>) {
  const lengths: number[] = [];
  const colours: number[] = [];
  const re = /\S+/g;
  let zeroAt = -1;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    const t = /^(\d+)(\D?)$/.exec(m[0]);
    if (!t)
      throw new ParseError(`${what}: '${m[0]}' is not a number with an optional colour`, lineNo, m.index + 1);
    if (Number(t[1]) === 0 && t[2] === "") {
      zeroAt = m.index + 1;
      continue;
    }
    const colour = inchars.get(t[2] === "" ? "1" : t[2]!);
    if (colour === undefined || Number(t[1]) === 0) {
      const why =
        Number(t[1]) === 0
          ? "is not a length of at least 1"
          : t[2] === ""
            ? "has no colour, and no default colour '1' is declared"
            : `has the undeclared colour '${t[2]}'`;
      throw new ParseError(`${what}: '${m[0]}' ${why}`, lineNo, m.index + 1);
    }
    lengths.push(Number(t[1]));
    colours.push(colour);
  }
  if (zeroAt > 0 && lengths.length > 0)
    throw new ParseError(`${what}: 0 may only stand alone, for an empty line`, lineNo, zeroAt);
  return { lengths, colours, line: lineNo };
}

/**
 * Reads Mirko Olšák's `.g` format (the griddlers solver's, also read by pbnsolve): free text, then an
 * optional `#d` line and colour declarations `INCHAR:OUTCHAR  #rrggbb  name` (`0` the background, `1` the
 * colour of a number without a character), then a line starting with `:` and one row clue a line, another
 * `:` line and the column clues, ended by a `:` line or the end. A number is followed by its colour's input
 * character (`3r 1b`); `0` or a blank line is an empty clue. Without declarations it is black and white.
 * A colour's code is its output character (else its input character); its name is the comment.
 */
export function parseOlsak(text: string): Nonogram {
  checkTextLength(text, limits);
  const lines = splitLines(text);
  let i = 0;
  const declared: Declared[] = [];
  while (i < lines.length && !lines[i]!.startsWith(":")) {
    if (/^#[dD]/.test(lines[i]!)) {
      for (i++; i < lines.length && !/^\s*:/.test(lines[i]!); i++) {
        if (!isBlank(lines[i]!)) declared.push(readDeclaration(lines[i]!, i + 1));
      }
      break;
    }
    i++;
  }
  if (i >= lines.length) throw new ParseError("no ':' line before the row clues");
  const background = declared.find((d) => d.inchar === "0") ?? { inchar: "0", name: "white", rgb: "#ffffff" };
  const colours = declared.filter((d) => d.inchar !== "0");
  const bw = colours.length <= 1;
  const inchars = new Map<string, number>(bw ? [["1", 1]] : []);
  colours.forEach((d, k) => {
    inchars.set(d.inchar, bw ? 1 : k + 1);
  });
  const sections: ReturnType<typeof readClue>[][] = [[], []];
  for (const [s, axis] of ["row", "column"].entries()) {
    if (i >= lines.length || !/^\s*:/.test(lines[i]!))
      throw new ParseError(`no ':' line before the ${axis} clues`, i + 1);
    let end = i + 1;
    while (end < lines.length && !/^\s*:/.test(lines[end]!)) end++;
    // Blank lines after the last clue of a file that does not end with ':' are not clues.
    let last = end;
    if (end === lines.length) while (last > i + 1 && isBlank(lines[last - 1]!)) last--;
    for (let k = i + 1; k < last; k++) {
      if (sections[s]!.length === MAX_SIDE)
        throw new ParseError(`more than ${MAX_SIDE} ${axis} clues; at most ${MAX_SIDE} are allowed`, k + 1);
      sections[s]!.push(readClue(lines[k]!, k + 1, `${axis} ${sections[s]!.length + 1}`, inchars));
    }
    i = end;
  }
  const [rows, columns] = sections as [ReturnType<typeof readClue>[], ReturnType<typeof readClue>[]];
  if (rows.length === 0 || columns.length === 0)
    throw new ParseError("a puzzle needs at least one row clue and one column clue");
  checkGridSize(columns.length, rows.length);
  if (bw) {
    for (const [k, c] of rows.entries()) checkFits("row", k, c.lengths, columns.length, c.line);
    for (const [k, c] of columns.entries()) checkFits("column", k, c.lengths, rows.length, c.line);
    return checkedShape({ rows: rows.map((c) => c.lengths), columns: columns.map((c) => c.lengths) });
  }
  return checkedShape(colourPuzzle(paletteOf([background, ...colours]), rows, columns));
}

/** Writes `.g`: black and white without declarations, colour with `#d`, each colour as `c:c  #rrggbb  name`. */
export function serializeOlsak(p: Nonogram): string {
  const out: string[] = [];
  if (isColourPuzzle(p)) {
    out.push("#d", ...p.palette.map((c, i) => `   ${i === 0 ? "0" : c.code}:${c.code}  ${c.rgb}  ${c.name}`));
    out.push(": rows", ...p.rows.map((c, i) => colourClueText(c, p.rowColours[i]!, p.palette)));
    out.push(": columns", ...p.columns.map((c, i) => colourClueText(c, p.columnColours[i]!, p.palette)));
  } else {
    out.push(": rows", ...p.rows.map((c) => (c.length ? c.join(" ") : "0")));
    out.push(": columns", ...p.columns.map((c) => (c.length ? c.join(" ") : "0")));
  }
  out.push(": end");
  return `${out.join("\n")}\n`;
}

/** Mirko Olšák's `.g` (griddlers solver): colour declarations after `#d`, clue sections after `:` lines. */
export const olsakFormat: Format<Nonogram> = {
  id: "g",
  name: "Olšák's .g (#d colour declarations, ': rows' and ': columns' sections)",
  extensions: ["g"],
  parse: parseOlsak,
  serialize: serializeOlsak,
  // `[ \t]*`, not `\s*`: with the m flag `^\s*` crosses line breaks from every line start (quadratic).
  detect: (text) => (text.match(/^[ \t]*:/gm)?.length ?? 0) >= 2 && !/^\s*</.test(text),
};
