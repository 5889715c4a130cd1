import type { Format } from "@gridsmith/kit";
import { ParseError } from "@gridsmith/kit";
import { geometryOf } from "../geometry.js";
import { chars } from "../text.js";
import { type CrosspatchPuzzle, EMPTY, NO_CELL } from "../types.js";
import { isObject, parseJsonText } from "./json-text.js";
import { puzzleOf } from "./puzzle-of.js";

const CROSSWORD = "http://ipuz.org/crossword#1";
const FILL = "http://ipuz.org/fill";

/**
 * Reads ipuz crossword or fill puzzles. The word list comes from `answers` (the fill kind's list), else from
 * the clues' `answer` fields, else from the words of the `solution` grid. A block (`#`, or the document's
 * `block`) or a null cell is no cell; a cell whose `value` is a letter is a given letter.
 */
function parseIpuz(text: string): CrosspatchPuzzle {
  let body = text.trim();
  // ipuz allows JSONP: ipuz({...})
  const jsonp = /^ipuz\(([\s\S]*)\)\s*;?$/.exec(body);
  if (jsonp) body = jsonp[1]!;
  const doc = parseJsonText(body);
  if (!isObject(doc)) throw new ParseError("an ipuz document is a JSON object");
  const kinds = Array.isArray(doc.kind) ? doc.kind.map(String) : [];
  if (!kinds.some((k) => k.startsWith("http://ipuz.org/crossword") || k.startsWith(FILL))) {
    throw new ParseError(`ipuz kind ${JSON.stringify(doc.kind)} is not a crossword or fill puzzle`);
  }
  const block = typeof doc.block === "string" ? doc.block : "#";
  const empty = doc.empty === undefined ? "0" : String(doc.empty);
  const puzzleRows = doc.puzzle ?? doc.solution;
  if (!Array.isArray(puzzleRows) || puzzleRows.some((r) => !Array.isArray(r))) {
    throw new ParseError("ipuz puzzle must be an array of rows");
  }
  const solution = Array.isArray(doc.solution) ? (doc.solution as unknown[][]) : undefined;
  const grid = (puzzleRows as unknown[][]).map((row, r) =>
    row
      .map((cell, c) => {
        const ch = cellChar(cell, block, empty, r, c);
        if (ch === NO_CELL || !solution || doc.puzzle === undefined) return ch;
        // A cell that is a block in the solution is no cell either.
        return cellChar(solution[r]?.[c], block, empty, r, c) === NO_CELL ? NO_CELL : ch;
      })
      .join(""),
  );
  let words: string[] | undefined;
  if (Array.isArray(doc.answers)) words = doc.answers.map(String);
  else words = clueAnswers(doc.clues);
  if (words === undefined || words.length === 0) {
    if (!solution)
      throw new ParseError("ipuz has no word list: give answers, clue answers or a solution grid");
    const solved = solution.map((row, r) =>
      row.map((cell, c) => cellChar(cell, block, empty, r, c)).join(""),
    );
    words = wordsOfGrid(solved);
  }
  const puzzle = puzzleOf(grid, words);
  if (doc.puzzle === undefined) {
    // Only a solution was given: the puzzle starts empty.
    puzzle.grid = puzzle.grid.map((r) => r.replace(/[^ ]/g, EMPTY));
  }
  return puzzle;
}

function cellChar(cell: unknown, block: string, empty: string, r: number, c: number): string {
  if (cell === null || cell === undefined) return NO_CELL;
  if (isObject(cell)) {
    const value = cell.value;
    if (typeof value === "string" && value !== "" && value !== empty) return letter(value, r, c);
    return cellChar(cell.cell ?? 0, block, empty, r, c) === NO_CELL ? NO_CELL : EMPTY;
  }
  if (typeof cell === "number") return EMPTY;
  if (typeof cell === "string") {
    if (cell === block) return NO_CELL;
    if (cell === empty || cell === "" || /^\d+$/.test(cell)) return EMPTY;
    return letter(cell, r, c);
  }
  throw new ParseError(`row ${r + 1}, column ${c + 1}: ${JSON.stringify(cell)} is not an ipuz cell`);
}

function letter(value: string, r: number, c: number): string {
  const cs = chars(value);
  if (cs.length !== 1 || cs[0] === NO_CELL) {
    throw new ParseError(`row ${r + 1}, column ${c + 1}: '${value}' is not one letter`);
  }
  return cs[0]!;
}

function clueAnswers(clues: unknown): string[] | undefined {
  if (!isObject(clues)) return undefined;
  const out: string[] = [];
  for (const list of Object.values(clues)) {
    if (!Array.isArray(list)) continue;
    for (const clue of list) {
      if (isObject(clue) && typeof clue.answer === "string") out.push(clue.answer.replace(/[\s-]/g, ""));
    }
  }
  return out.length > 0 ? out : undefined;
}

/** The word of every slot of a filled grid, in slot order. */
export function wordsOfGrid(rows: readonly string[]): string[] {
  const g = geometryOf(rows);
  return g.slots.map((s) => s.cells.map((id) => g.cells[id]!.given ?? EMPTY).join(""));
}

function writeIpuz(puzzle: CrosspatchPuzzle): string {
  const g = geometryOf(puzzle.grid);
  const rows = Array.from({ length: g.rows }, (_, r) =>
    Array.from({ length: g.cols }, (_, c) => {
      const id = g.cellAt[r * g.cols + c]!;
      if (id < 0) return "#";
      const given = g.cells[id]!.given;
      return given === null ? 0 : { cell: 0, value: given };
    }),
  );
  const doc = {
    version: "http://ipuz.org/v2",
    kind: [CROSSWORD],
    dimensions: { width: g.cols, height: g.rows },
    block: "#",
    empty: 0,
    puzzle: rows,
    answers: puzzle.words,
    "com.gridsmith:type": "crosspatch",
  };
  return `${JSON.stringify(doc, null, 1)}\n`;
}

/** ipuz: crossword (or fill) kind, the word list in `answers`. */
export const ipuzFormat: Format<CrosspatchPuzzle> = {
  id: "ipuz",
  name: "ipuz crossword with word list",
  extensions: ["ipuz"],
  mediaType: "application/json",
  parse: parseIpuz,
  serialize: writeIpuz,
  detect: (text) => /^\s*(ipuz\()?\s*\{/.test(text) && /ipuz\.org/.test(text),
};
