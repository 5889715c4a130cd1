import type { CrosspatchPuzzle } from "./puzzle.js";

/** A tiny deterministic generator for test data (mulberry32), so failures replay from their seed. */
export function testRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random small puzzle made from a random filled grid: random cells (every cell in some run of 2+), random
 * letters from a small alphabet (so words repeat and puzzles have several solutions), the runs' words as the
 * list, some cells given, and sometimes one word spoiled so that the puzzle may have no solution.
 * Written for tests only; it shares no code with the package.
 */
export function randomPuzzle(seed: number, maxRows = 4, maxCols = 5): CrosspatchPuzzle {
  const rnd = testRng(seed);
  const rows = 2 + Math.floor(rnd() * (maxRows - 1));
  const cols = 2 + Math.floor(rnd() * (maxCols - 1));
  const alphabet = "ABCDE".slice(0, 2 + Math.floor(rnd() * 3));
  for (;;) {
    const cell: boolean[][] = Array.from({ length: rows }, () =>
      Array.from({ length: cols }, () => rnd() < 0.7),
    );
    const inRun = (r: number, c: number) =>
      (c > 0 && cell[r]![c - 1]) ||
      (c + 1 < cols && cell[r]![c + 1]) ||
      (r > 0 && cell[r - 1]![c]) ||
      (r + 1 < rows && cell[r + 1]![c]);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) if (cell[r]![c] && !inRun(r, c)) cell[r]![c] = false;
    const letter = cell.map((row) =>
      row.map((on) => (on ? alphabet[Math.floor(rnd() * alphabet.length)]! : " ")),
    );
    const words: string[] = [];
    for (let r = 0; r < rows; r++) words.push(...runs(letter[r]!));
    for (let c = 0; c < cols; c++) words.push(...runs(letter.map((row) => row[c]!)));
    if (words.length === 0 || words.length > 7) continue;
    const grid = letter.map((row) => row.map((ch) => (ch === " " ? " " : rnd() < 0.15 ? ch : "#")).join(""));
    if (rnd() < 0.25) {
      const i = Math.floor(rnd() * words.length);
      const w = [...words[i]!];
      const p = Math.floor(rnd() * w.length);
      w[p] = alphabet[Math.floor(rnd() * alphabet.length)]!;
      words[i] = w.join("");
    }
    if (rnd() < 0.5) words.reverse();
    return { grid: grid.map((r) => r.replace(/ +$/, "")), words };
  }
}

function runs(line: string[]): string[] {
  const out: string[] = [];
  let cur = "";
  for (const ch of [...line, " "]) {
    if (ch !== " ") cur += ch;
    else {
      if (cur.length >= 2) out.push(cur);
      cur = "";
    }
  }
  return out;
}

/**
 * Counts the solutions of a small puzzle by trying every assignment of listed words to slots, from
 * scratch: its own slot finder, its own checks. Two assignments that differ only by which copy of a
 * repeated word goes where are one solution.
 */
export function bruteForceCount(puzzle: CrosspatchPuzzle): number {
  const g = puzzle.grid.map((r) => [...r]);
  const rows = g.length;
  const cols = Math.max(0, ...g.map((r) => r.length));
  const at = (r: number, c: number) => g[r]?.[c] ?? " ";
  // Runs of two or more cells: across row by row, then down column by column.
  const slots: [number, number][][] = [];
  for (const down of [false, true]) {
    const [lines, length] = down ? [cols, rows] : [rows, cols];
    for (let line = 0; line < lines; line++) {
      let run: [number, number][] = [];
      for (let i = 0; i <= length; i++) {
        const cell: [number, number] = down ? [i, line] : [line, i];
        if (i < length && at(...cell) !== " ") run.push(cell);
        else {
          if (run.length >= 2) slots.push(run);
          run = [];
        }
      }
    }
  }
  const left = new Map<string, number>();
  for (const w of puzzle.words) left.set(w, (left.get(w) ?? 0) + 1);
  const distinct = [...left.keys()];
  const board = new Map<string, string>();
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) if (at(r, c) !== " " && at(r, c) !== "#") board.set(`${r},${c}`, at(r, c));
  if (slots.length !== puzzle.words.length) return 0;
  let count = 0;
  const go = (i: number): void => {
    if (i === slots.length) {
      count++;
      return;
    }
    const slot = slots[i]!;
    for (const w of distinct) {
      if (left.get(w) === 0 || [...w].length !== slot.length) continue;
      const letters = [...w];
      const written: string[] = [];
      let ok = true;
      for (let p = 0; p < slot.length && ok; p++) {
        const key = `${slot[p]![0]},${slot[p]![1]}`;
        const have = board.get(key);
        if (have === undefined) {
          board.set(key, letters[p]!);
          written.push(key);
        } else if (have !== letters[p]) ok = false;
      }
      if (ok) {
        left.set(w, left.get(w)! - 1);
        go(i + 1);
        left.set(w, left.get(w)! + 1);
      }
      for (const key of written) board.delete(key);
    }
  };
  go(0);
  return count;
}

/** A checker written from scratch: every slot a listed word, used as often as listed, crossings agree. */
export function independentlyValid(p: CrosspatchPuzzle, rows: string[]): boolean {
  const at = (r: number, c: number) => [...(rows[r] ?? "")][c] ?? " ";
  const grid = p.grid.map((r) => [...r]);
  const words: string[] = [];
  const width = Math.max(...grid.map((r) => r.length));
  const scan = (cells: [number, number][]) => {
    let run: [number, number][] = [];
    for (const rc of [...cells, null]) {
      if (rc && (grid[rc[0]]?.[rc[1]] ?? " ") !== " ") run.push(rc);
      else {
        if (run.length >= 2) words.push(run.map(([r, c]) => at(r, c)).join(""));
        run = [];
      }
    }
  };
  for (let r = 0; r < grid.length; r++) scan(Array.from({ length: width }, (_, c) => [r, c]));
  for (let c = 0; c < width; c++) scan(Array.from({ length: grid.length }, (_, r) => [r, c]));
  for (let r = 0; r < grid.length; r++)
    for (let c = 0; c < grid[r]!.length; c++) {
      const g = grid[r]![c]!;
      if (g !== " " && g !== "#" && at(r, c) !== g) return false;
    }
  return [...words].sort().join() === [...p.words].sort().join();
}
