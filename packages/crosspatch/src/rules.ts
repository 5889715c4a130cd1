/**
 * Crosspatch's rules: the framework's structure as kkck reads it ({@link checkStructure}, behind
 * {@link validate}) and {@link verifyAssignment}, the check of a whole answer written apart from the solver.
 */
import type { Problem } from "@gridsmith/kit";
import { charLength, chars } from "./code-points.js";
import { shapeProblems } from "./from-json.js";
import { type Geometry, geometryOf, type Slot } from "./geometry.js";
import { type CrosspatchPuzzle, EMPTY } from "./puzzle.js";

/**
 * Something that makes a framework and word list not a puzzle at all, in kkck's words where kkck had
 * words for it. `cell` or `word` says where, so each format can turn it into a line and column.
 */
export interface StructureProblem {
  code:
    | "empty-frame"
    | "no-slots"
    | "control-character"
    | "unsolved-symbol-in-word"
    | "space-in-word"
    | "one-letter-word"
    | "count-mismatch"
    | "length-mismatch"
    | "cell-in-no-slot";
  reason: string;
  /** A framework position (0-based). */
  cell?: { row: number; col: number };
  /** A word of the list (0-based index into `words`). */
  word?: number;
}

/** Framework characters that are whitespace but not a space: kkck made clue cells of them; we refuse them. */
const CONTROL = /[\t\v\f\r\n]/;

/**
 * Checks a framework and word list in kkck's order (frame, slots, words, counts) and returns the first
 * problem, or null with the geometry when it is a well-formed puzzle. Duplicate words are allowed: a word
 * listed twice fills two slots.
 */
export function checkStructure(
  grid: readonly string[],
  words: readonly string[],
): { problem: StructureProblem; geometry?: Geometry } | { problem: null; geometry: Geometry } {
  if (grid.length === 0) return { problem: { code: "empty-frame", reason: "Empty puzzle frame." } };
  for (let r = 0; r < grid.length; r++) {
    const row = Array.from(grid[r]!);
    const c = row.findIndex((ch) => CONTROL.test(ch));
    if (c >= 0) {
      return {
        problem: {
          code: "control-character",
          reason:
            "A framework row may hold only '#', spaces and given letters; this is a tab or another control character.",
          cell: { row: r, col: c },
        },
      };
    }
  }
  const geometry = geometryOf(grid);
  if (geometry.slots.length === 0) {
    return {
      problem: {
        code: "no-slots",
        reason:
          "The framework has no slots: a slot is two or more cells side by side in a row or one above another in a column.",
      },
      geometry,
    };
  }
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.includes(EMPTY)) {
      return {
        problem: {
          code: "unsolved-symbol-in-word",
          reason: "Words may not contain the '#' symbol; that denotes an unsolved letter.",
          word: i,
        },
        geometry,
      };
    }
    if (/\s/.test(w)) {
      return {
        problem: {
          code: "space-in-word",
          reason: `Word '${w}': blanks are not allowed in the word list.`,
          word: i,
        },
        geometry,
      };
    }
    if (charLength(w) < 2) {
      return {
        problem: {
          code: "one-letter-word",
          reason: `One-letter words such as '${w}' are not allowed.`,
          word: i,
        },
        geometry,
      };
    }
  }
  const nSlots = geometry.slots.length;
  if (nSlots !== words.length) {
    return {
      problem: {
        code: "count-mismatch",
        reason: `This puzzle has ${nSlots} slots but ${words.length} words to go in them.`,
        word: words.length > nSlots ? nSlots : words.length > 0 ? words.length - 1 : undefined,
      },
      geometry,
    };
  }
  // Words and slots counted per length, and the lengths compared shortest first: work bounded by the number
  // of words and slots, however long a word is.
  const wordLengths = words.map(charLength);
  const wordsOf = new Map<number, number>();
  for (const l of wordLengths) wordsOf.set(l, (wordsOf.get(l) ?? 0) + 1);
  const slotsOf = new Map<number, Slot[]>();
  for (const s of geometry.slots) {
    const list = slotsOf.get(s.length);
    if (list) list.push(s);
    else slotsOf.set(s.length, [s]);
  }
  const lengths = [...new Set([...wordsOf.keys(), ...slotsOf.keys()])].sort((a, b) => a - b);
  for (const length of lengths) {
    const nw = wordsOf.get(length) ?? 0;
    const slotsOfLength = slotsOf.get(length) ?? [];
    if (nw !== slotsOfLength.length) {
      const where =
        nw > slotsOfLength.length
          ? { word: wordLengths.indexOf(length) }
          : { cell: { row: slotsOfLength[0]!.row, col: slotsOfLength[0]!.col } };
      return {
        problem: {
          code: "length-mismatch",
          reason: `There are ${nw} words of length ${length}, but there are ${slotsOfLength.length} slots of that length.`,
          ...where,
        },
        geometry,
      };
    }
  }
  const lonely = geometry.cells.find((c) => c.across < 0 && c.down < 0);
  if (lonely) {
    return {
      problem: {
        code: "cell-in-no-slot",
        reason: `The cell at (${lonely.row},${lonely.col}) belongs to no slot: every cell needs a neighbouring cell across or down.`,
        cell: { row: lonely.row, col: lonely.col },
      },
      geometry,
    };
  }
  return { problem: null, geometry };
}

/**
 * The problems of a puzzle: its shape first (fromJson's reading, one bad-shape problem naming the path),
 * then kkck's structure.
 */
export function validate(puzzle: CrosspatchPuzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const { problem } = checkStructure(puzzle.grid, puzzle.words);
  if (!problem) return [];
  return [{ code: problem.code, message: problem.reason, cells: problem.cell ? [problem.cell] : undefined }];
}

/**
 * Checks a complete assignment (one word per slot, by slot index) from first principles: every slot holds a
 * word of its length, each word is used exactly as often as it is listed, every given letter is kept and
 * every crossing cell gets the same letter from both of its slots. Returns the first fault, or null.
 * The solver calls this on every solution before it reports it.
 */
export function verifyAssignment(
  puzzle: CrosspatchPuzzle,
  geometry: Geometry,
  slotWords: readonly string[],
): string | null {
  if (slotWords.length !== geometry.slots.length) return "not one word per slot";
  const left = new Map<string, number>();
  for (const w of puzzle.words) left.set(w, (left.get(w) ?? 0) + 1);
  const letterAt = new Map<number, string>();
  for (const slot of geometry.slots) {
    const word = slotWords[slot.index]!;
    const n = left.get(word) ?? 0;
    if (n === 0) return `${slot.name}: '${word}' is not left in the word list`;
    left.set(word, n - 1);
    const letters = chars(word);
    if (letters.length !== slot.length) return `${slot.name}: '${word}' has ${letters.length} letters`;
    for (let p = 0; p < slot.length; p++) {
      const id = slot.cells[p]!;
      const cell = geometry.cells[id]!;
      const ch = letters[p]!;
      if (cell.given !== null && cell.given !== ch)
        return `${slot.name}: '${word}' disagrees with a given letter`;
      const before = letterAt.get(id);
      if (before !== undefined && before !== ch) {
        return `${slot.name}: '${word}' clashes with a crossing word at (${cell.row},${cell.col})`;
      }
      letterAt.set(id, ch);
    }
  }
  return null;
}
