// An independent checker and brute-force counter for tests: shares no code with the package's solver,
// clue helpers or line solver.

import fc from "fast-check";

/** Random black-and-white pictures of 1..maxH rows of minW..maxW cells (true = filled). */
export const pictureArb = (maxW: number, maxH: number, minW = 1): fc.Arbitrary<boolean[][]> =>
  fc
    .tuple(fc.integer({ min: minW, max: maxW }), fc.integer({ min: 1, max: maxH }))
    .chain(([w, h]) =>
      fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
    );

export interface Clues {
  rows: number[][];
  columns: number[][];
}

/** The lengths of the runs of filled (true) cells of a line, in order: its clue. */
export function runsOfCells(cells: boolean[]): number[] {
  const out: number[] = [];
  let run = 0;
  for (const c of cells) {
    if (c) run++;
    else if (run) {
      out.push(run);
      run = 0;
    }
  }
  if (run) out.push(run);
  return out;
}

const same = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** True when the picture (rows of # and .) has exactly the puzzle's clues. */
export function satisfies(p: Clues, picture: string[]): boolean {
  const h = p.rows.length;
  const w = p.columns.length;
  if (picture.length !== h || picture.some((r) => r.length !== w || /[^#.]/.test(r))) return false;
  for (let r = 0; r < h; r++)
    if (!same(runsOfCells([...picture[r]!].map((c) => c === "#")), p.rows[r]!)) return false;
  for (let c = 0; c < w; c++) {
    if (!same(runsOfCells(picture.map((row) => row[c] === "#")), p.columns[c]!)) return false;
  }
  return true;
}

/** Clues of a picture given as booleans. */
export function cluesOfPicture(cells: boolean[][]): Clues {
  const w = cells[0]?.length ?? 0;
  return {
    rows: cells.map(runsOfCells),
    columns: Array.from({ length: w }, (_, c) => runsOfCells(cells.map((row) => row[c]!))),
  };
}

/** Every solution of a small puzzle, by enumerating each row's fillings and checking the columns. */
export function allSolutions(p: Clues): string[][] {
  const w = p.columns.length;
  const rowOptions = p.rows.map((clue) => {
    const opts: string[] = [];
    for (let bits = 0; bits < 1 << w; bits++) {
      const cells = Array.from({ length: w }, (_, i) => ((bits >> i) & 1) === 1);
      if (same(runsOfCells(cells), clue)) opts.push(cells.map((c) => (c ? "#" : ".")).join(""));
    }
    return opts;
  });
  return gridsOf(rowOptions, (rows) => satisfies(p, rows));
}

/** Every grid with one of `rowOptions[r]` as row r that `keep` accepts: brute force for small puzzles. */
export function gridsOf(rowOptions: string[][], keep: (rows: string[]) => boolean): string[][] {
  const out: string[][] = [];
  const pick: string[] = [];
  const walk = (r: number): void => {
    if (r === rowOptions.length) {
      if (keep(pick)) out.push([...pick]);
      return;
    }
    for (const o of rowOptions[r]!) {
      pick.push(o);
      walk(r + 1);
      pick.pop();
    }
  };
  walk(0);
  return out;
}
