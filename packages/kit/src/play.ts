// Small pieces the play models of several types share: reading a saved list of cell (or edge) states,
// changing a list without touching the one given.
import type { PlayModel, Problem } from "./types.js";

/**
 * A saved list of exactly `length` entries, each one of `allowed`, as a fresh list; null for anything else
 * (another puzzle's list, a damaged value). Looks at the length before the entries, so it never throws and
 * costs at most `length` steps whatever the value claims.
 */
export function readStates(saved: unknown, length: number, allowed: readonly number[]): number[] | null {
  if (!Array.isArray(saved) || saved.length !== length) return null;
  const out: number[] = [];
  for (const v of saved) {
    if (!allowed.includes(v)) return null;
    out.push(v);
  }
  return out;
}

/**
 * `list` with entry `index` set to `value` for each change; the same list when no change changes anything,
 * else a copy (the list given is never changed). Changes whose index is not one of the list's are skipped.
 */
export function withEntries<T>(list: T[], changes: Iterable<readonly [number, T]>): T[] {
  let next: T[] | null = null;
  for (const [index, value] of changes) {
    if (!Number.isInteger(index) || index < 0 || index >= list.length) continue;
    if ((next ?? list)[index] === value) continue;
    next ??= [...list];
    next[index] = value;
  }
  return next ?? list;
}

/** The `differs-from-solution` problem of the cell at `index` of a board `cols` wide (`r2c3` in `message`). */
export function cellMistake(index: number, cols: number, message: (name: string) => string): Problem {
  const row = Math.floor(index / cols);
  const col = index % cols;
  return {
    code: "differs-from-solution",
    message: message(`r${row + 1}c${col + 1}`),
    cells: [{ row, col }],
  };
}

/**
 * What a hint is asked of on a player's attempt: the play model's `hintInput` (which keeps what the player
 * decided empty) where it has one, else its `toSolution`. The site, the tests and anyone who follows hints on
 * a board ask through this, so a step the player carried out is never hinted again.
 */
export function hintInput<Puzzle, Solution, Attempt>(
  play: PlayModel<Puzzle, Solution, Attempt, unknown>,
  puzzle: Puzzle,
  attempt: Attempt,
): Partial<Solution> | Solution {
  return play.hintInput ? play.hintInput(puzzle, attempt) : play.toSolution(puzzle, attempt);
}
