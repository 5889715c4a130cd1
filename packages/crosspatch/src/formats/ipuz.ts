import {
  checkTextLength,
  describeJson,
  type Format,
  isJsonObject,
  jsonArray,
  jsonFromText,
  jsonPath,
  ParseError,
} from "@gridsmith/kit";
import { chars } from "../code-points.js";
import { readWord } from "../from-json.js";
import { geometryOf } from "../geometry.js";
import { type CrosspatchPuzzle, EMPTY, limits, MAX_SIDE, MAX_WORDS, NO_CELL } from "../puzzle.js";
import { puzzleOf } from "./puzzle-of.js";

const CROSSWORD = "http://ipuz.org/crossword#1";
const FILL = "http://ipuz.org/fill";

/**
 * Reads ipuz crossword or fill puzzles. The word list comes from `answers` (the fill kind's list), else from
 * the clues' `answer` fields, else from the words of the `solution` grid. A block (`#`, or the document's
 * `block`) or a null cell is no cell; a cell whose `value` is a letter is a given letter.
 */
function parseIpuz(text: string): CrosspatchPuzzle {
  checkTextLength(text, limits);
  let body = text.trim();
  // ipuz allows JSONP: ipuz({...})
  const jsonp = /^ipuz\(([\s\S]*)\)\s*;?$/.exec(body);
  if (jsonp) body = jsonp[1]!;
  const doc = jsonFromText(body);
  if (!isJsonObject(doc)) throw new ParseError("an ipuz document is a JSON object");
  const kinds = Array.isArray(doc.kind) ? doc.kind.filter((k): k is string => typeof k === "string") : [];
  if (!kinds.some((k) => k.startsWith("http://ipuz.org/crossword") || k.startsWith(FILL))) {
    throw new ParseError(
      `ipuz kind ${describeJson(doc.kind)} is not a crossword or fill puzzle`,
      0,
      0,
      "kind",
    );
  }
  const block = typeof doc.block === "string" ? doc.block : "#";
  const empty = typeof doc.empty === "string" || typeof doc.empty === "number" ? String(doc.empty) : "0";
  // Both grids are sized before a cell is read: at most 128 rows of at most 128 cells.
  const puzzleRows =
    doc.puzzle === undefined ? cellRows(doc.solution, "solution") : cellRows(doc.puzzle, "puzzle");
  const solution = Array.isArray(doc.solution) ? cellRows(doc.solution, "solution") : undefined;
  const grid = puzzleRows.map((row, r) =>
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
  if (Array.isArray(doc.answers))
    words = jsonArray(doc.answers, "answers", { max: MAX_WORDS }).map((a, i) =>
      typeof a === "number" ? String(a) : readWord(a, jsonPath("answers", i)),
    );
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

/** A grid of ipuz cells at `path`: at most {@link MAX_SIDE} rows of at most {@link MAX_SIDE} cells. */
function cellRows(value: unknown, path: string): unknown[][] {
  return jsonArray(value, path, { max: MAX_SIDE }).map((row, r) =>
    jsonArray(row, jsonPath(path, r), { max: MAX_SIDE }),
  );
}

function cellChar(cell: unknown, block: string, empty: string, r: number, c: number): string {
  if (cell === null || cell === undefined) return NO_CELL;
  if (isJsonObject(cell)) {
    const value = cell.value;
    if (typeof value === "string" && value !== "" && value !== empty) return letter(value, r, c);
    // The cell's own `cell` is a number or a text: one level, never a chain of objects.
    const inner = cell.cell ?? 0;
    if (typeof inner === "object")
      throw new ParseError(`row ${r + 1}, column ${c + 1}: ${describeJson(inner)} is not an ipuz cell`);
    return cellChar(inner, block, empty, r, c) === NO_CELL ? NO_CELL : EMPTY;
  }
  if (typeof cell === "number") return EMPTY;
  if (typeof cell === "string") {
    if (cell === block) return NO_CELL;
    if (cell === empty || cell === "" || /^\d+$/.test(cell)) return EMPTY;
    return letter(cell, r, c);
  }
  throw new ParseError(`row ${r + 1}, column ${c + 1}: ${describeJson(cell)} is not an ipuz cell`);
}

function letter(value: string, r: number, c: number): string {
  const cs = chars(value);
  if (cs.length !== 1 || cs[0] === NO_CELL) {
    throw new ParseError(`row ${r + 1}, column ${c + 1}: ${describeJson(value)} is not one letter`);
  }
  return cs[0]!;
}

function clueAnswers(clues: unknown): string[] | undefined {
  if (!isJsonObject(clues)) return undefined;
  const out: string[] = [];
  for (const list of Object.values(clues)) {
    if (!Array.isArray(list)) continue;
    for (const clue of list) {
      if (isJsonObject(clue) && typeof clue.answer === "string") {
        if (out.length === MAX_WORDS)
          throw new ParseError(
            `the clues have more than ${MAX_WORDS} answers; at most ${MAX_WORDS} are allowed`,
          );
        out.push(clue.answer.replace(/[\s-]/g, ""));
      }
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
  // One run of white space, not two in a row: `\s*(ipuz\()?\s*` is quadratic on a text of spaces.
  detect: (text) => /^\s*(?:ipuz\(\s*)?\{/.test(text) && /ipuz\.org/.test(text),
};
