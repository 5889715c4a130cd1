import type { Geometry } from "./geometry.js";
import { chars } from "./text.js";
import type { CrosspatchPuzzle } from "./types.js";

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
