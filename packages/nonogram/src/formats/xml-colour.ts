import { ParseError } from "@gridsmith/kit";
import type { ColourNonogram } from "../colour/palette.js";
import { normaliseRgb } from "../colour/palette.js";
import { colourPuzzle, type FileColour, paletteOf, type ReadLine } from "./colour-formats.js";
import { escapeXml } from "./text.js";
import { childrenNamed, type XmlElement } from "./xml-tree.js";

/** A block as the XML gives it: its length, the name of its colour and the `<count>` element. */
export interface XmlBlock {
  length: number;
  colour: string;
  el: XmlElement;
}

/** A `<color name="..." char="...">rrggbb</color>` definition. */
export interface XmlColour {
  name: string;
  char?: string;
  /** The element's text, as written (read as hex only for colour puzzles). */
  rgb: string;
  el: XmlElement;
}

// webpbn files may leave black and white undeclared.
const IMPLIED: Record<string, string> = { black: "#000000", white: "#ffffff" };

/** The `<color>` definitions of a puzzle, in file order. */
export function readXmlColours(puzzle: XmlElement): XmlColour[] {
  return childrenNamed(puzzle, "color").map((el) => ({
    name: el.attrs.name ?? "",
    char: el.attrs.char,
    rgb: el.text.trim(),
    el,
  }));
}

/** A definition's value as `#rrggbb`; a colour puzzle needs every one to be hex (a ParseError otherwise). */
function rgbOf(d: XmlColour): string {
  const rgb = normaliseRgb(d.rgb);
  if (d.name === "" || rgb === null) {
    throw new ParseError(
      `a <color> needs a name and a hex value such as ff0000 (got name '${d.name}', value '${d.rgb}')`,
      d.el.line,
      d.el.column,
    );
  }
  return rgb;
}

/**
 * The colour puzzle of a webpbn file whose palette has more than one colour besides the background:
 * the background first, then every declared colour in file order (an undeclared black or white is implied);
 * a block of an unknown colour or of the background is a ParseError at its `<count>`. The goal image's
 * characters are the declared `char`s.
 */
export function colourXmlPuzzle(
  defs: XmlColour[],
  background: string,
  rows: XmlBlock[][],
  columns: XmlBlock[][],
  image: { rows: string[]; el: XmlElement } | undefined,
): ColourNonogram {
  const bgDef = defs.find((d) => d.name === background);
  const colours: (FileColour & { char?: string })[] = [
    {
      name: background,
      rgb: bgDef ? rgbOf(bgDef) : (IMPLIED[background] ?? "#ffffff"),
      wanted: ".",
      char: bgDef?.char,
    },
  ];
  for (const d of defs)
    if (d.name !== background) colours.push({ name: d.name, rgb: rgbOf(d), wanted: d.char, char: d.char });
  const index = new Map(colours.map((c, i) => [c.name, i]));
  const read = (lines: XmlBlock[][], axis: string): ReadLine[] =>
    lines.map(
      (blocks, i) =>
        ({
          lengths: blocks.map((b) => b.length),
          colours: blocks.map((b) => {
            let c = index.get(b.colour);
            if (c === undefined && IMPLIED[b.colour] !== undefined) {
              c = colours.push({ name: b.colour, rgb: IMPLIED[b.colour]! }) - 1;
              index.set(b.colour, c);
            }
            if (c === undefined || c === 0) {
              const why = c === 0 ? "the background colour" : "a colour the file does not define";
              throw new ParseError(`${axis} ${i + 1}: '${b.colour}' is ${why}`, b.el.line, b.el.column);
            }
            return c;
          }),
        }) satisfies ReadLine,
    );
  const rowLines = read(rows, "row");
  const columnLines = read(columns, "column");
  const palette = paletteOf(colours);
  const p = colourPuzzle(palette, rowLines, columnLines);
  if (image) {
    const byChar = new Map<string, string>();
    colours.forEach((c, i) => {
      if (c.char !== undefined) byChar.set(c.char, palette[i]!.code);
    });
    if (!byChar.has(".")) byChar.set(".", ".");
    p.goal = image.rows.map((row) =>
      [...row]
        .map((ch) => {
          const code = byChar.get(ch);
          if (code === undefined)
            throw new ParseError(
              `the goal image has '${ch}', which is no colour's char`,
              image.el.line,
              image.el.column,
            );
          return code;
        })
        .join(""),
    );
  }
  return p;
}

function cluesXml(type: string, lengths: number[][], colours: number[][], names: string[]): string {
  const lines = lengths.map(
    (c, i) =>
      `<line>${c.map((n, j) => `<count color="${names[colours[i]![j]!]}">${n}</count>`).join("")}</line>`,
  );
  return `<clues type="${type}">\n${lines.join("\n")}\n</clues>`;
}

/** The `<color>` definitions, clues and goal of a colour puzzle, for the XML writer. */
export function colourXmlBody(p: ColourNonogram): string[] {
  const names = p.palette.map((c) => escapeXml(c.name));
  const out = p.palette.map(
    (c, i) => `<color name="${names[i]}" char="${escapeXml(c.code)}">${c.rgb.slice(1)}</color>`,
  );
  out.push(
    cluesXml("columns", p.columns, p.columnColours, names),
    cluesXml("rows", p.rows, p.rowColours, names),
  );
  if (p.goal) {
    out.push(
      '<solution type="goal">',
      "<image>",
      ...p.goal.map((r) => `|${escapeXml(r)}|`),
      "</image>",
      "</solution>",
    );
  }
  return out;
}
