import { createRng, describeJson } from "@gridsmith/kit";
import { charLength, upper } from "../code-points.js";
import { englishWords } from "../english.js";
import {
  type CrosspatchParams,
  type CrosspatchPuzzle,
  DENSE_MAX_SIDE,
  DENSE_MIN_SIDE,
  MAX_DICTIONARY_WORDS,
  MAX_SIDE,
  MAX_THEME_WORDS,
} from "../puzzle.js";
import { denseFill } from "./dense.js";
import { Dictionary } from "./dictionary.js";
import { sparseLayout } from "./sparse.js";
import { publishUnique } from "./unique.js";

// Indexing a large word list takes a while: keep the index of each list while the list is alive.
const dictionaries = new WeakMap<readonly string[], Dictionary>();
function dictionaryOf(words: readonly string[]): Dictionary {
  let d = dictionaries.get(words);
  if (!d) dictionaries.set(words, (d = new Dictionary(words)));
  return d;
}

function whole(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${describeJson(value)}`);
  return value;
}

function wordList(value: unknown, name: string, max: number): void {
  if (!Array.isArray(value))
    throw new RangeError(`${name} must be a list of words, got ${describeJson(value)}`);
  if (value.length > max)
    throw new RangeError(`${name} has ${value.length} words; at most ${max} are allowed`);
  for (let i = 0; i < value.length; i++) {
    const w: unknown = value[i];
    if (
      typeof w !== "string" ||
      (w.length > MAX_SIDE && (w.length > 2 * MAX_SIDE || charLength(w) > MAX_SIDE))
    )
      throw new RangeError(
        `${name}[${i}] must be a word of at most ${MAX_SIDE} letters, got ${describeJson(w)}`,
      );
  }
}

/**
 * Throws a RangeError saying what is wrong unless `params` are generator params within the limits: `sparse`
 * with at most 1,000 theme words of at most 128 letters and a `maxSize` of 2 to 128, or `dense` of 3x3 to
 * 21x21 with a `maxLength` of 3 to 21 and a dictionary of at most 500,000 words. Looks at nothing else first.
 */
export function checkParams(params: unknown): CrosspatchParams {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(
      `the params are an object such as { kind: "sparse", words: [...] }, not ${describeJson(params)}`,
    );
  const p = params as Record<string, unknown>;
  if (p.kind === "sparse") {
    wordList(p.words, "words", MAX_THEME_WORDS);
    if (p.maxSize !== undefined) whole(p.maxSize, "maxSize", 2, MAX_SIDE);
  } else if (p.kind === "dense") {
    const rows = p.rows;
    const cols = p.cols;
    const side = (v: unknown) =>
      typeof v === "number" && Number.isInteger(v) && v >= DENSE_MIN_SIDE && v <= DENSE_MAX_SIDE;
    if (!side(rows) || !side(cols))
      throw new RangeError(
        `a dense grid is ${DENSE_MIN_SIDE}x${DENSE_MIN_SIDE} to ${DENSE_MAX_SIDE}x${DENSE_MAX_SIDE}, not ${describeJson(rows)}x${describeJson(cols)}`,
      );
    if (p.maxLength !== undefined) whole(p.maxLength, "maxLength", DENSE_MIN_SIDE, DENSE_MAX_SIDE);
    if (p.words !== undefined) wordList(p.words, "words", MAX_DICTIONARY_WORDS);
  } else {
    throw new RangeError(`kind must be "sparse" or "dense", got ${describeJson(p.kind)}`);
  }
  return params as CrosspatchParams;
}

/**
 * A new crosspatch puzzle with exactly one solution, the same for the same params and seed:
 * - `sparse`: a Kriss Kross layout of the theme words;
 * - `dense`: a crossword-style grid filled from a dictionary (by default the bundled English list, which
 *   must have been loaded with `loadEnglishWords()`).
 * The fill is published as its framework and word list, and given letters are added until the solver
 * proves the puzzle unique. Throws a RangeError when the parameters cannot give a puzzle (see
 * `checkParams`, which they pass first).
 */
export function generateCrosspatch(params: CrosspatchParams, seed: number): CrosspatchPuzzle {
  checkParams(params);
  const rng = createRng(seed);
  for (let attempt = 0; attempt < 20; attempt++) {
    let filled: { rows: string[]; words: string[] } | null;
    if (params.kind === "sparse") {
      const maxSize = params.maxSize ?? 21;
      const layout = sparseLayout(params.words, rng, maxSize);
      if (layout.words.length < 2) {
        // A word longer than the grid's side is left out before any crossing is tried: say so, not "share".
        const fitting = new Set(
          params.words.map((w) => upper(w.trim())).filter((w) => charLength(w) <= maxSize),
        ).size;
        throw new RangeError(
          fitting < 2
            ? `${fitting === 0 ? "none" : "only one"} of the theme words fits in max-size ${maxSize}: raise max-size or give words of at most ${maxSize} letters`
            : "the theme words share too few letters to cross",
        );
      }
      filled = layout;
    } else {
      const { rows, cols } = params;
      const words = params.words ?? englishWords();
      if (!words) throw new RangeError("no word list: pass words, or call loadEnglishWords() first");
      filled = denseFill(rows, cols, dictionaryOf(words), rng, { maxLength: params.maxLength });
    }
    if (!filled) continue;
    const puzzle = publishUnique(filled.rows, filled.words, { nodeLimit: 500000 });
    if (puzzle) return puzzle;
  }
  throw new RangeError("no puzzle with one solution was found for these parameters");
}
