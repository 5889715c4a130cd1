import { createRng } from "@gridsmith/kit";
import { Dictionary } from "../construct/dictionary.js";
import { englishWords } from "../english.js";
import type { CrosspatchParams, CrosspatchPuzzle } from "../types.js";
import { denseFill } from "./dense.js";
import { sparseLayout } from "./sparse.js";
import { publishUnique } from "./unique.js";

// Indexing a large word list takes a while: keep the index of each list while the list is alive.
const dictionaries = new WeakMap<readonly string[], Dictionary>();
function dictionaryOf(words: readonly string[]): Dictionary {
  let d = dictionaries.get(words);
  if (!d) dictionaries.set(words, (d = new Dictionary(words)));
  return d;
}

/**
 * A new crosspatch puzzle with exactly one solution, the same for the same params and seed:
 * - `sparse`: a Kriss Kross layout of the theme words;
 * - `dense`: a crossword-style grid filled from a dictionary (by default the bundled English list, which
 *   must have been loaded with `loadEnglishWords()`).
 * The fill is published as its framework and word list, and given letters are added until the solver
 * proves the puzzle unique. Throws a RangeError when the parameters cannot give a puzzle.
 */
export function generateCrosspatch(params: CrosspatchParams, seed: number): CrosspatchPuzzle {
  const rng = createRng(seed);
  for (let attempt = 0; attempt < 20; attempt++) {
    let filled: { rows: string[]; words: string[] } | null;
    if (params.kind === "sparse") {
      const layout = sparseLayout(params.words, rng, params.maxSize ?? 21);
      if (layout.words.length < 2) throw new RangeError("the theme words share too few letters to cross");
      filled = layout;
    } else {
      const { rows, cols } = params;
      if (
        !(
          Number.isInteger(rows) &&
          Number.isInteger(cols) &&
          rows >= 3 &&
          cols >= 3 &&
          rows <= 25 &&
          cols <= 25
        )
      ) {
        throw new RangeError(`a dense grid is 3x3 to 25x25, not ${rows}x${cols}`);
      }
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
