/**
 * A generator's search for a draft that works: calls `draw` up to `tries` times and returns the first value
 * it gives that is not null. The cap is a count of draws, not a time, so the same seed gives the same puzzle
 * on any machine; a genre's cap is far above what its drafts need, so running out is a bug, not bad luck,
 * and throws an Error "no WHAT in TRIES tries (seed SEED)".
 */
export function firstDraft<T>(tries: number, draw: () => T | null, what: string, seed: number): T {
  for (let attempt = 0; attempt < tries; attempt++) {
    const draft = draw();
    if (draft !== null) return draft;
  }
  throw new Error(`no ${what} in ${tries} tries (seed ${seed})`);
}
