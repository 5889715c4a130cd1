import type { Problem, Step } from "@gridsmith/kit";

/**
 * The crosspatch package's puzzle as the site reads it: framework rows (`#` an empty cell, a space no cell,
 * any other character a given letter) and the word list (a word listed twice fills two slots).
 */
export interface CrosspatchPuzzle {
  grid: string[];
  words: string[];
}

/** The package's solution: the filled rows and which word went where. */
export interface CrosspatchSolution {
  rows: string[];
  placements?: { slot: number; word: string }[];
}

/**
 * A player's attempt: the framework rows with letters written in (`#` still empty). The package's check and
 * hint read exactly this as `{ rows }`.
 */
export type CrosspatchAttempt = string[];

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

/** The framework with nothing written in yet: the puzzle's own rows. */
export function newAttempt(p: CrosspatchPuzzle): CrosspatchAttempt {
  return [...p.grid];
}

/** The letter in a cell, or null when it is empty (or not a cell). */
export function letterAt(a: CrosspatchAttempt, row: number, col: number): string | null {
  const ch = chars(a[row] ?? "")[col];
  return ch === undefined || ch === "#" || ch === " " ? null : ch;
}

/**
 * A saved attempt (or a solution's rows) if it fits this framework: a letter in every cell that holds one,
 * givens unchanged, nothing where there is no cell. Rows come back as long as the puzzle's own rows.
 */
export function restore(p: CrosspatchPuzzle, saved: unknown): CrosspatchAttempt | null {
  const s = shapeOf(p);
  if (!Array.isArray(saved) || saved.length !== s.rows) return null;
  const out: string[] = [];
  for (let r = 0; r < s.rows; r++) {
    const row = saved[r];
    if (typeof row !== "string") return null;
    const got = chars(row);
    const own = chars(p.grid[r] ?? "");
    if (got.slice(own.length).some((ch) => ch !== " ")) return null;
    for (let c = 0; c < own.length; c++) {
      const want = s.cell[r]![c];
      const ch = got[c] ?? " ";
      if (want === null ? ch !== " " : want !== "#" ? ch !== want : ch === " ") return null;
    }
    out.push(own.map((_, c) => got[c] ?? " ").join(""));
  }
  return out;
}

function write(a: CrosspatchAttempt, cells: { row: number; col: number; ch: string }[]): CrosspatchAttempt {
  const out = a.map(chars);
  let changed = false;
  for (const { row, col, ch } of cells) {
    if (out[row]?.[col] === undefined || out[row]![col] === ch) continue;
    out[row]![col] = ch;
    changed = true;
  }
  return changed ? out.map((r) => r.join("")) : a;
}

/** Writes one letter (uppercased) into a cell, or empties it with null; givens never change. */
export function setLetter(
  s: Shape,
  a: CrosspatchAttempt,
  row: number,
  col: number,
  letter: string | null,
): CrosspatchAttempt {
  const base = s.cell[row]?.[col];
  if (base === null || base === undefined || base !== "#") return a;
  return write(a, [{ row, col, ch: letter === null ? "#" : upper(letter) }]);
}

function upper(ch: string): string {
  const up = ch.toUpperCase();
  return chars(up).length === 1 ? up : ch;
}

/** Whether a word fits a slot: right length, and agreeing with the slot's given letters. */
export function fits(s: Shape, slot: Slot, word: string): boolean {
  const ls = chars(word).map(upper);
  if (ls.length !== slot.length) return false;
  return slot.cells.every((c, i) => {
    const base = s.cell[c.row]![c.col];
    return base === "#" || base === ls[i];
  });
}

/** Writes a word into a slot (over the player's letters, never over givens); unchanged when it does not fit. */
export function placeWord(s: Shape, a: CrosspatchAttempt, slot: number, word: string): CrosspatchAttempt {
  const sl = s.slots[slot];
  const w = chars(word).map(upper).join("");
  if (!sl || !fits(s, sl, w)) return a;
  const ls = chars(w);
  return write(
    a,
    sl.cells.map((c, i) => ({ ...c, ch: ls[i]! })),
  );
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
 * Takes a slot's letters out, keeping givens and the letters of crossing slots that are complete (they
 * belong to a word that is still placed).
 */
export function clearSlot(s: Shape, a: CrosspatchAttempt, slot: number): CrosspatchAttempt {
  const sl = s.slots[slot];
  if (!sl) return a;
  const cells = sl.cells.filter((c) => {
    if (s.cell[c.row]![c.col] !== "#") return false;
    const t = s.through.get(`${c.row},${c.col}`)!;
    const other = sl.down ? t.across : t.down;
    return other < 0 || wordIn(a, s.slots[other]!) === null;
  });
  return write(
    a,
    cells.map((c) => ({ ...c, ch: "#" })),
  );
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

export function toSolution(_p: CrosspatchPuzzle, a: CrosspatchAttempt): { rows: string[] } {
  return { rows: a };
}

export function withSolution(p: CrosspatchPuzzle, solution: CrosspatchSolution): CrosspatchAttempt {
  return restore(p, solution.rows) ?? newAttempt(p);
}

export function isComplete(p: CrosspatchPuzzle, a: CrosspatchAttempt): boolean {
  const s = shapeOf(p);
  return s.cell.every((r, row) => r.every((ch, col) => ch === null || letterAt(a, row, col) !== null));
}

/** Letters written of the cells the framework leaves empty (given letters do not count). */
export function progress(p: CrosspatchPuzzle, a: CrosspatchAttempt): { filled: number; total: number } {
  const open = shapeOf(p).cell.flatMap((r, row) =>
    r.flatMap((ch, col) => (ch === "#" ? [{ row, col }] : [])),
  );
  return { filled: open.filter(({ row, col }) => letterAt(a, row, col) !== null).length, total: open.length };
}

/** The letters written (not given) that differ from the solution's, one problem per cell. */
export function mistakes(p: CrosspatchPuzzle, a: CrosspatchAttempt, solution: CrosspatchSolution): Problem[] {
  const s = shapeOf(p);
  return s.cell.flatMap((line, row) =>
    line.flatMap((base, col) => {
      const letter = base === "#" ? letterAt(a, row, col) : null;
      const want = chars(solution.rows[row] ?? "")[col];
      if (letter === null || letter === want?.toUpperCase()) return [];
      return [
        {
          code: "differs-from-solution",
          message: `r${row + 1}c${col + 1} is not ${letter}`,
          cells: [{ row, col }],
        },
      ];
    }),
  );
}

/** Carries out a hint or explanation step: each deduction puts a word in a slot. */
export function applyStep(p: CrosspatchPuzzle, a: CrosspatchAttempt, step: Step): CrosspatchAttempt {
  const s = shapeOf(p);
  let next = a;
  for (const d of step.deductions as { slot?: unknown; word?: unknown }[]) {
    if (d && typeof d.slot === "number" && typeof d.word === "string")
      next = placeWord(s, next, d.slot, d.word);
  }
  return next;
}
