import { type Puzzle, unitName, unitsOf } from "./puzzle.js";

/**
 * A sum the rule of 45 implies: every row, column and box holds 1..n once, so a region of k such units (a
 * unit, or k consecutive rows or columns) adds up to k * n(n+1)/2. Take away the cages wholly inside it and
 * the cells left inside (the innies) must make up the rest; or take the cages that touch it away from their
 * total and the cells outside (the outies) must make up the excess.
 */
export interface RegionSum {
  /** `innies` of a region, or `outies`. */
  kind: "innies" | "outies";
  /** The region in words: `row 3`, `box 5`, `rows 1-3`, `columns 4-5`. */
  region: string;
  /** The region's cells. */
  regionCells: number[];
  /** The innies or outies, in cell order. */
  cells: number[];
  /** What the cells add up to. */
  sum: number;
}

/** The regions of the grid: each unit, then every run of 2 to n-1 consecutive rows, then of columns. */
export function regionsOf(size: number): { name: string; cells: number[] }[] {
  const regions = unitsOf(size).map((cells, u) => ({ name: unitName(size, u), cells }));
  for (const axis of ["rows", "columns"] as const) {
    for (let k = 2; k < size; k++) {
      for (let first = 0; first + k <= size; first++) {
        const cells: number[] = [];
        for (let line = first; line < first + k; line++)
          for (let j = 0; j < size; j++) cells.push(axis === "rows" ? line * size + j : j * size + line);
        cells.sort((a, b) => a - b);
        regions.push({ name: `${axis} ${first + 1}-${first + k}`, cells });
      }
    }
  }
  return regions;
}

/**
 * Every innie and outie sum of at most `maxCells` cells, over {@link regionsOf}; none when a cell is in no
 * cage. Cages must not overlap (a sound structure). Small sums are what make the rule useful: one cell is a
 * digit outright, two or three cells a strong constraint for the solver.
 */
export function regionSums(puzzle: Puzzle, maxCells: number): RegionSum[] {
  const { size, cages } = puzzle;
  const cageOf = new Int32Array(size * size).fill(-1);
  cages.forEach((cage, k) => {
    for (const i of cage.cells) cageOf[i] = k;
  });
  // Cells in no cage make every region's sum unknown (validate names them; nothing to derive here).
  if (cageOf.includes(-1)) return [];
  const unitTotal = (size * (size + 1)) / 2;
  const sums: RegionSum[] = [];
  const seen = new Set<string>();
  const add = (sum: RegionSum) => {
    // Different regions often give the same cells (the outies of rows 1-8 are the innies of row 9).
    const key = sum.cells.join(",");
    if (sum.cells.length === 0 || sum.cells.length > maxCells || seen.has(key)) return;
    seen.add(key);
    sums.push(sum);
  };
  for (const { name, cells: regionCells } of regionsOf(size)) {
    const inside = new Set(regionCells);
    const total = (unitTotal * regionCells.length) / size;
    const touching = [...new Set(regionCells.map((i) => cageOf[i]!))];
    let wholly = 0;
    let all = 0;
    const innies: number[] = [];
    const outies: number[] = [];
    for (const k of touching) {
      const cage = cages[k]!;
      all += cage.sum;
      const out = cage.cells.filter((i) => !inside.has(i));
      if (out.length === 0) wholly += cage.sum;
      else {
        innies.push(...cage.cells.filter((i) => inside.has(i)));
        outies.push(...out);
      }
    }
    const sorted = (xs: number[]) => xs.sort((a, b) => a - b);
    add({ kind: "innies", region: name, regionCells, cells: sorted(innies), sum: total - wholly });
    add({ kind: "outies", region: name, regionCells, cells: sorted(outies), sum: all - total });
  }
  return sums;
}
