import type { CrosspatchAttempt as Attempt, CrosspatchPuzzle as Puzzle } from "@gridsmith/catalog";

// The board's slots and word list over the package's framework; the play itself (letters, words, hints,
// mistakes, completeness) is the package's `play`.

/** The package's puzzle: framework rows (`#` an empty cell, a space no cell, a letter a given) and words. */
export type CrosspatchPuzzle = Puzzle;

/** A player's attempt (the package's `play`): the framework rows with letters written in (`#` still empty). */
export type CrosspatchAttempt = Attempt;

export interface Slot {
  /** kkck's order: across slots row by row, then down slots column by column. */
  index: number;
  down: boolean;
  row: number;
  col: number;
  length: number;
  /** kkck's name, e.g. `H5(0,0)`, as the package's hints say it. */
  name: string;
  /** Positions of the slot's cells, first letter first. */
  cells: { row: number; col: number }[];
}

/** The framework's cells and slots, worked out once per puzzle. */
export interface Shape {
  rows: number;
  cols: number;
  /** `cell[r][c]`: the given letter, `"#"` for an empty cell, null where there is no cell. */
  cell: (string | null)[][];
  slots: Slot[];
  /** The across and down slot through each cell (-1 for none), keyed "r,c". */
  through: Map<string, { across: number; down: number }>;
}

const chars = (s: string) => Array.from(s);

/** Cells and slots of a framework, numbered the way the package numbers them. */
export function shapeOf(p: CrosspatchPuzzle): Shape {
  const split = p.grid.map(chars);
  const rows = split.length;
  const cols = split.reduce((m, r) => Math.max(m, r.length), 0);
  const cell = split.map((r) =>
    Array.from({ length: cols }, (_, c) => (r[c] === undefined || r[c] === " " ? null : r[c]!)),
  );
  const slots: Slot[] = [];
  const through = new Map<string, { across: number; down: number }>();
  const runs = (down: boolean) => {
    const lines = down ? cols : rows;
    const along = down ? rows : cols;
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let k = 0; k <= along; k++) {
        const here = k < along && (down ? cell[k]![line] : cell[line]![k]) !== null;
        if (here) {
          if (start < 0) start = k;
          continue;
        }
        if (start >= 0 && k - start >= 2) {
          const at = (j: number) => (down ? { row: j, col: line } : { row: line, col: j });
          const first = at(start);
          const index = slots.length;
          const cells = Array.from({ length: k - start }, (_, j) => at(start + j));
          slots.push({
            index,
            down,
            row: first.row,
            col: first.col,
            length: cells.length,
            name: `${down ? "V" : "H"}${cells.length}(${first.row},${first.col})`,
            cells,
          });
          for (const c of cells) {
            const key = `${c.row},${c.col}`;
            const t = through.get(key) ?? { across: -1, down: -1 };
            if (down) t.down = index;
            else t.across = index;
            through.set(key, t);
          }
        }
        start = -1;
      }
    }
  };
  runs(false);
  runs(true);
  return { rows, cols, cell, slots, through };
}

/** The letter in a cell, or null when it is empty (or not a cell). */
export function letterAt(a: CrosspatchAttempt, row: number, col: number): string | null {
  const ch = chars(a[row] ?? "")[col];
  return ch === undefined || ch === "#" || ch === " " ? null : ch;
}

/** The word a slot shows when all its cells hold letters, else null. */
export function wordIn(a: CrosspatchAttempt, slot: Slot): string | null {
  let w = "";
  for (const c of slot.cells) {
    const l = letterAt(a, c.row, c.col);
    if (l === null) return null;
    w += l;
  }
  return w;
}

/**
 * The cells taking a slot's letters out empties: its cells without a given, except those of crossing slots
 * that are complete (they belong to a word that is still placed).
 */
export function clearedCells(s: Shape, a: CrosspatchAttempt, slot: number): { row: number; col: number }[] {
  const sl = s.slots[slot];
  if (!sl) return [];
  return sl.cells.filter((c) => {
    if (s.cell[c.row]![c.col] !== "#") return false;
    const t = s.through.get(`${c.row},${c.col}`)!;
    const other = sl.down ? t.across : t.down;
    return other < 0 || wordIn(a, s.slots[other]!) === null;
  });
}

/**
 * Which listed words are placed: for each entry of the word list (in order, repeats included), whether a
 * slot holds it. A word listed twice is crossed off once per slot that holds it.
 */
export function crossedOff(p: CrosspatchPuzzle, s: Shape, a: CrosspatchAttempt): boolean[] {
  const placed = new Map<string, number>();
  for (const slot of s.slots) {
    const w = wordIn(a, slot);
    if (w !== null) placed.set(w, (placed.get(w) ?? 0) + 1);
  }
  return p.words.map((w) => {
    const key = w.toUpperCase();
    const left = placed.get(key) ?? 0;
    if (left <= 0) return false;
    placed.set(key, left - 1);
    return true;
  });
}
