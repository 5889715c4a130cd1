// How a player reads a colour line's clue, for the colour tests' brute forces: shares no code with the
// package's clue helpers or line solvers.

/** A block of a colour clue: its length and its palette index (1 and up; 0 is the background). */
export type Block = [length: number, colour: number];

/** The blocks of a line of palette indices, in order: each run of one colour other than the background. */
export function blocksOf(line: readonly number[]): Block[] {
  const out: Block[] = [];
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === 0) continue;
    if (i > 0 && line[i - 1] === c) out[out.length - 1]![0]++;
    else out.push([1, c]);
  }
  return out;
}
