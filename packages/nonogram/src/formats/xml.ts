import { type Format, ParseError } from "@gridsmith/kit";
import type { Nonogram } from "../types.js";
import { validateNonogram } from "../validate.js";
import { escapeXml } from "./text.js";
import { childrenNamed, findElement, parseXml, type XmlElement } from "./xml-tree.js";

function childText(el: XmlElement, name: string): string | undefined {
  const c = childrenNamed(el, name)[0];
  return c === undefined ? undefined : c.text.trim();
}

function readClues(puzzle: XmlElement, type: "rows" | "columns", defaultColor: string): number[][] {
  const block = childrenNamed(puzzle, "clues").find((c) => (c.attrs.type ?? "") === type);
  if (!block) throw new ParseError(`no <clues type="${type}"> element`, puzzle.line, puzzle.column);
  return childrenNamed(block, "line").map((line, index) => {
    const what = `${type === "rows" ? "row" : "column"} ${index + 1}`;
    const clue: number[] = [];
    for (const count of childrenNamed(line, "count")) {
      const colour = count.attrs.color ?? defaultColor;
      if (colour !== defaultColor) {
        throw new ParseError(
          `${what}: colour puzzles are not supported yet (a block is '${colour}')`,
          count.line,
          count.column,
        );
      }
      const t = count.text.trim();
      if (!/^\d+$/.test(t) || Number(t) === 0) {
        throw new ParseError(`${what}: '${t}' is not a number of at least 1`, count.line, count.column);
      }
      clue.push(Number(t));
    }
    return clue;
  });
}

function readGoal(
  puzzle: XmlElement,
  width: number,
  height: number,
  background: string,
): string[] | undefined {
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
  return rows.map((r) => [...r].map((ch) => (ch === background ? "." : "#")).join(""));
}

/**
 * Reads webpbn's XML (`<puzzleset><puzzle type="grid">` with `<clues type="rows|columns">` of `<line>`s of
 * `<count>`s, optional `<title>`, `<author>`, `<copyright>`, `<id>` and a goal `<solution>`). Black and
 * white only: a block of another colour is refused.
 */
export function parseXmlPuzzle(text: string): Nonogram {
  const root = parseXml(text);
  const puzzle = findElement(root, "puzzle");
  if (!puzzle) throw new ParseError("no <puzzle> element", root.line, root.column);
  const type = puzzle.attrs.type ?? "grid";
  if (type !== "grid")
    throw new ParseError(`only grid puzzles are supported, not '${type}'`, puzzle.line, puzzle.column);
  const defaultColor = puzzle.attrs.defaultcolor ?? "black";
  const backgroundColor = puzzle.attrs.backgroundcolor ?? "white";
  let background = ".";
  for (const c of childrenNamed(puzzle, "color")) {
    if (c.attrs.name === backgroundColor && c.attrs.char) background = c.attrs.char;
  }
  const p: Nonogram = {
    rows: readClues(puzzle, "rows", defaultColor),
    columns: readClues(puzzle, "columns", defaultColor),
  };
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
  const fatal = validateNonogram(p).find((x) => x.code === "clue-too-long" || x.code === "empty-puzzle");
  if (fatal) throw new ParseError(fatal.message, puzzle.line, puzzle.column);
  const goal = readGoal(puzzle, p.columns.length, p.rows.length, background);
  if (goal) p.goal = goal;
  return p;
}

function cluesXml(type: string, clues: number[][]): string {
  const lines = clues.map((c) => `<line>${c.map((n) => `<count>${n}</count>`).join("")}</line>`);
  return `<clues type="${type}">\n${lines.join("\n")}\n</clues>`;
}

/** Writes webpbn XML, with the goal picture when there is one. */
export function serializeXmlPuzzle(p: Nonogram): string {
  const out = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE pbn SYSTEM "https://webpbn.com/pbn-0.3.dtd">',
    "<puzzleset>",
    '<puzzle type="grid" defaultcolor="black">',
  ];
  if (p.catalogue !== undefined) out.push(`<id>${escapeXml(p.catalogue)}</id>`);
  if (p.title !== undefined) out.push(`<title>${escapeXml(p.title)}</title>`);
  if (p.author !== undefined) out.push(`<author>${escapeXml(p.author)}</author>`);
  if (p.copyright !== undefined) out.push(`<copyright>${escapeXml(p.copyright)}</copyright>`);
  if (p.license !== undefined) out.push(`<note>License: ${escapeXml(p.license)}</note>`);
  out.push('<color name="white" char=".">fff</color>', '<color name="black" char="X">000</color>');
  out.push(cluesXml("columns", p.columns), cluesXml("rows", p.rows));
  if (p.goal) {
    const rows = p.goal.map((r) => `|${r.replace(/#/g, "X")}|`);
    out.push('<solution type="goal">', "<image>", ...rows, "</image>", "</solution>");
  }
  out.push("</puzzle>", "</puzzleset>");
  return `${out.join("\n")}\n`;
}

/** webpbn XML (`<puzzleset><puzzle>` with `<clues>` of `<line>`s of `<count>`s and a goal image); black and white. */
export const xmlFormat: Format<Nonogram> = {
  id: "xml",
  name: "webpbn XML (black and white)",
  extensions: ["xml", "pbn"],
  mediaType: "application/xml",
  parse: parseXmlPuzzle,
  serialize: serializeXmlPuzzle,
  detect: (text) => /^\s*(\uFEFF)?</.test(text) && /<puzzle[\s>]/.test(text),
};
