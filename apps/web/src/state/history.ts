/**
 * A player's moves as an unbounded undo/redo history of immutable snapshots. Snapshots are small (one
 * attempt of one puzzle) and shared between steps, so keeping all of them is cheap.
 */
export interface History<A> {
  past: A[];
  present: A;
  future: A[];
}

/** A history with only `present` in it. */
export function startHistory<A>(present: A): History<A> {
  return { past: [], present, future: [] };
}

/** Records a move; a move equal to the present one is not a move. Clears the redo list. */
export function pushHistory<A>(history: History<A>, next: A): History<A> {
  if (sameValue(history.present, next)) return history;
  return { past: [...history.past, history.present], present: next, future: [] };
}

/** One step back, or the same history when there is nothing to undo. */
export function undoHistory<A>(history: History<A>): History<A> {
  if (history.past.length === 0) return history;
  const past = history.past.slice(0, -1);
  return {
    past,
    present: history.past[history.past.length - 1]!,
    future: [history.present, ...history.future],
  };
}

/** One step forward again, or the same history when there is nothing to redo. */
export function redoHistory<A>(history: History<A>): History<A> {
  if (history.future.length === 0) return history;
  const [present, ...future] = history.future;
  return { past: [...history.past, history.present], present: present as A, future };
}

// Attempts are plain JSON, so comparing their JSON is exact and keeps no-op moves out of the history.
function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
