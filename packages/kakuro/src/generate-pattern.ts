import type { Rng } from "@gridsmith/kit";

/** The cell point-symmetric to `i` about the centre of the inside (the grid without its clue row and column). */
function mirrorOf(rows: number, cols: number, i: number): number {
  return (rows - Math.floor(i / cols)) * cols + (cols - (i % cols));
}

/** White cells: none in the top row or left column, black ones inside placed in pairs about the centre. */
export function pattern(rows: number, cols: number, density: number, rng: Rng): boolean[] {
  const white = Array.from({ length: rows * cols }, (_, i) => i >= cols && i % cols !== 0);
  const setBlack = (i: number) => {
    white[i] = false;
    white[mirrorOf(rows, cols, i)] = false;
  };
  for (let i = 0; i < white.length; i++)
    if (white[i] && i <= mirrorOf(rows, cols, i) && rng.next() < density) setBlack(i);
  // Repair until stable: runs of more than 9 get a black cell, white cells in no entry turn black.
  for (let changed = true; changed; ) {
    changed = false;
    const runs = runsOf(rows, cols, white);
    for (const run of runs) {
      if (run.length > 9) {
        setBlack(run[1 + rng.int(run.length - 2)]!);
        changed = true;
      }
    }
    for (const i of lonersOf(white, runs)) {
      setBlack(i);
      changed = true;
    }
  }
  return white;
}

/**
 * The pattern with the cell `c` black, and the white cells that leaves in no entry (a run of one cell both
 * ways) black too. Runs only get shorter, so nothing else needs repair, and a loner turned black shortens no
 * other run, so one pass is enough. The mirror cells stay as they are: point symmetry would double the black
 * cells added.
 */
export function withBlackCell(rows: number, cols: number, white: readonly boolean[], c: number): boolean[] {
  const next = white.slice();
  next[c] = false;
  for (const i of lonersOf(next, runsOf(rows, cols, next))) next[i] = false;
  return next;
}

/** White cells in no run of two or more of `runs`. */
function lonersOf(white: readonly boolean[], runs: readonly number[][]): number[] {
  const inRun = new Set(runs.filter((r) => r.length >= 2).flat());
  return white.flatMap((w, i) => (w && !inRun.has(i) ? [i] : []));
}

/** Maximal runs of white cells (any length), across then down. */
function runsOf(rows: number, cols: number, white: readonly boolean[]): number[][] {
  const runs: number[][] = [];
  const scan = (start: number, step: number, count: number) => {
    let run: number[] = [];
    for (let k = 0; k <= count; k++) {
      const i = start + k * step;
      if (k < count && white[i]) run.push(i);
      else if (run.length > 0) {
        runs.push(run);
        run = [];
      }
    }
  };
  for (let r = 0; r < rows; r++) scan(r * cols, 1, cols);
  for (let c = 0; c < cols; c++) scan(c, cols, rows);
  return runs;
}
