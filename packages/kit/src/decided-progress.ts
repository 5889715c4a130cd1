// The progress of a play model whose attempt is a list of tri-state entries (1 drawn or shaded, -1 crossed or
// dotted, 0 open): loop genres' lines, and a loop with its shaded cells.

/** An attempt's progress: how many of its `total` entries are decided. */
export interface AttemptProgress {
  filled: number;
  total: number;
}

/**
 * A play model's `progress` for tri-state attempts of `total(puzzle)` entries: the entries decided (not 0),
 * or all of them once `isComplete` finds the attempt a whole answer (every open entry is then decided empty,
 * so a player need not cross them all to see a full bar).
 */
export function decidedProgress<P>(
  isComplete: (puzzle: P, attempt: number[]) => boolean,
  total: (puzzle: P) => number,
): (puzzle: P, attempt: number[]) => AttemptProgress {
  return (puzzle, attempt) => ({
    filled: isComplete(puzzle, attempt) ? total(puzzle) : attempt.filter((v) => v !== 0).length,
    total: total(puzzle),
  });
}

/**
 * A play model's `progress` over the entries `open(puzzle)` lists (the cells a player decides, where the
 * others are givens that stay 0): how many of them are decided (not 0), of them all.
 */
export function openProgress<P>(
  open: (puzzle: P) => readonly number[],
): (puzzle: P, attempt: readonly number[]) => AttemptProgress {
  return (puzzle, attempt) => {
    const entries = open(puzzle);
    return { filled: entries.filter((i) => attempt[i] !== 0).length, total: entries.length };
  };
}
