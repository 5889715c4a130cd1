import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { isColourPuzzle, MAX_COLOURS } from "../colour/palette.js";
import { checkedShape, limits } from "../limits.js";
import { validateNonogram } from "../operations.js";
import type { Nonogram } from "../types.js";
import { checkLineCounts, escapeXml } from "./text.js";
import { colourXmlBody, colourXmlPuzzle, readXmlColours, type XmlBlock } from "./xml-colour.js";
import { childrenNamed, findElement, parseXml, type XmlElement } from "./xml-tree.js";

function childText(el: XmlElement, name: string): string | undefined {
  const c = childrenNamed(el, name)[0];
  return c === undefined ? undefined : c.text.trim();
}

function readClues(puzzle: XmlElement, type: "rows" | "columns", defaultColor: string): XmlBlock[][] {
  const block = childrenNamed(puzzle, "clues").find((c) => (c.attrs.type ?? "") === type);
  if (!block) throw new ParseError(`no <clues type="${type}"> element`, puzzle.line, puzzle.column);
  return childrenNamed(block, "line").map((line, index) => {
    const what = `${type === "rows" ? "row" : "column"} ${index + 1}`;
    return childrenNamed(line, "count").map((count) => {
      const t = count.text.trim();
      if (!/^\d+$/.test(t) || Number(t) === 0) {
        throw new ParseError(`${what}: '${t}' is not a number of at least 1`, count.line, count.column);
      }
      return { length: Number(t), colour: count.attrs.color ?? defaultColor, el: count };
    });
  });
}

/** The rows of the goal image (between optional `|` borders), or undefined when there is none. */
function readImage(
  puzzle: XmlElement,
  width: number,
  height: number,
): { rows: string[]; el: XmlElement } | undefined {
  const solution = childrenNamed(puzzle, "solution").find((s) => (s.attrs.type ?? "goal") === "goal");
  if (!solution) return undefined;
  const image = childrenNamed(solution, "image")[0];
  if (!image) return undefined;
  const rows = image.text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "")
    .map((l) => l.replace(/^\|/, "").replace(/\|$/, ""));
  if (rows.length !== height || rows.some((r) => r.length !== width)) {
    throw new ParseError(`the goal image is not ${width}x${height}`, image.line, image.column);
  }
  return { rows, el: image };
}

/**
 * Reads webpbn's XML (`<puzzleset><puzzle type="grid">` with `<clues type="rows|columns">` of `<line>`s of
 * `<count>`s, optional `<title>`, `<author>`, `<copyright>`, `<id>` and a goal `<solution>`). A file whose
 * palette (the `<color>` definitions and the colours the counts use) has more than one colour besides the
 * background is a colour puzzle: `<color name="red" char="r">ff0000</color>` definitions and
 * `<count color="red">`; a count without a colour has the puzzle's `defaultcolor`.
 */
export function parseXmlPuzzle(text: string): Nonogram {
  checkTextLength(text, limits);
  const root = parseXml(text);
  const puzzle = findElement(root, "puzzle");
  if (!puzzle) throw new ParseError("no <puzzle> element", root.line, root.column);
  const type = puzzle.attrs.type ?? "grid";
  if (type !== "grid")
    throw new ParseError(`only grid puzzles are supported, not '${type}'`, puzzle.line, puzzle.column);
  const defaultColor = puzzle.attrs.defaultcolor ?? "black";
  const backgroundColor = puzzle.attrs.backgroundcolor ?? "white";
  const defs = readXmlColours(puzzle);
  const rowBlocks = readClues(puzzle, "rows", defaultColor);
  const columnBlocks = readClues(puzzle, "columns", defaultColor);
  checkLineCounts(columnBlocks.length, rowBlocks.length, puzzle.line, puzzle.column);
  const colours = new Set(defs.map((d) => d.name));
  for (const b of [...rowBlocks, ...columnBlocks].flat()) colours.add(b.colour);
  colours.delete(backgroundColor);
  if (colours.size > MAX_COLOURS)
    throw new ParseError(
      `the puzzle has ${colours.size} colours besides the background; at most ${MAX_COLOURS} are allowed`,
      puzzle.line,
      puzzle.column,
    );
  let p: Nonogram;
  let background = ".";
  if (colours.size > 1) {
    const image = readImage(puzzle, columnBlocks.length, rowBlocks.length);
    p = colourXmlPuzzle(defs, backgroundColor, rowBlocks, columnBlocks, image);
  } else {
    for (const d of defs) if (d.name === backgroundColor && d.char) background = d.char;
    const blank = [...rowBlocks, ...columnBlocks].flat().find((b) => b.colour === backgroundColor);
    if (blank)
      throw new ParseError(
        `a block has the background colour '${blank.colour}'`,
        blank.el.line,
        blank.el.column,
      );
    p = {
      rows: rowBlocks.map((line) => line.map((b) => b.length)),
      columns: columnBlocks.map((line) => line.map((b) => b.length)),
    };
  }
  const title = childText(puzzle, "title");
  const author = childText(puzzle, "author");
  const copyright = childText(puzzle, "copyright");
  const id = childText(puzzle, "id");
  const note = childText(puzzle, "note");
  if (title) p.title = title;
  if (author) p.author = author;
  if (copyright) p.copyright = copyright;
  if (id) p.catalogue = id;
  if (note?.startsWith("License: ")) p.license = note.slice(9);
  const fatal = validateNonogram(p).find((x) => x.code === "clue-too-long" || x.code === "bad-shape");
  if (fatal) throw new ParseError(fatal.message, puzzle.line, puzzle.column);
  if (!isColourPuzzle(p)) {
    const image = readImage(puzzle, p.columns.length, p.rows.length);
    if (image) p.goal = image.rows.map((r) => [...r].map((ch) => (ch === background ? "." : "#")).join(""));
  }
  return checkedShape(p);
}

function cluesXml(type: string, clues: number[][]): string {
  const lines = clues.map((c) => `<line>${c.map((n) => `<count>${n}</count>`).join("")}</line>`);
  return `<clues type="${type}">\n${lines.join("\n")}\n</clues>`;
}

/** Writes webpbn XML, with the goal picture when there is one; a colour puzzle with its `<color>`s. */
export function serializeXmlPuzzle(p: Nonogram): string {
  const colour = isColourPuzzle(p);
  const out = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE pbn SYSTEM "https://webpbn.com/pbn-0.3.dtd">',
    "<puzzleset>",
    colour
      ? `<puzzle type="grid" defaultcolor="${escapeXml(p.palette[1]!.name)}" backgroundcolor="${escapeXml(p.palette[0]!.name)}">`
      : '<puzzle type="grid" defaultcolor="black">',
  ];
  if (p.catalogue !== undefined) out.push(`<id>${escapeXml(p.catalogue)}</id>`);
  if (p.title !== undefined) out.push(`<title>${escapeXml(p.title)}</title>`);
  if (p.author !== undefined) out.push(`<author>${escapeXml(p.author)}</author>`);
  if (p.copyright !== undefined) out.push(`<copyright>${escapeXml(p.copyright)}</copyright>`);
  if (p.license !== undefined) out.push(`<note>License: ${escapeXml(p.license)}</note>`);
  if (colour) {
    out.push(...colourXmlBody(p), "</puzzle>", "</puzzleset>");
    return `${out.join("\n")}\n`;
  }
  out.push('<color name="white" char=".">fff</color>', '<color name="black" char="X">000</color>');
  out.push(cluesXml("columns", p.columns), cluesXml("rows", p.rows));
  if (p.goal) {
    const rows = p.goal.map((r) => `|${r.replace(/#/g, "X")}|`);
    out.push('<solution type="goal">', "<image>", ...rows, "</image>", "</solution>");
  }
  out.push("</puzzle>", "</puzzleset>");
  return `${out.join("\n")}\n`;
}

/** webpbn XML (`<puzzleset><puzzle>` with `<clues>` of `<line>`s of `<count>`s, `<color>`s and a goal image). */
export const xmlFormat: Format<Nonogram> = {
  id: "xml",
  name: "webpbn XML (black and white or colour)",
  extensions: ["xml", "pbn"],
  mediaType: "application/xml",
  parse: parseXmlPuzzle,
  serialize: serializeXmlPuzzle,
  detect: (text) => /^\s*(\uFEFF)?</.test(text) && /<puzzle[\s>]/.test(text),
};
