import type { Rng } from "@gridsmith/kit";
import { ALL_DIGITS, combinations, sizeOf } from "./combinations.js";
import { type Entry, layoutOf } from "./entries.js";
import type { Block, KakuroCell } from "./puzzle.js";

// UNION[sum * 16 + length]: the digits that some combination of `length` different digits adding up to `sum`
// uses. OPENNESS[k]: the cost of a cell that k digits are left to, log2(k) (so a lone digit costs nothing).
const UNION = new Int32Array(46 * 16);
for (let sum = 0; sum <= 45; sum++)
  for (let n = 2; n <= 9; n++) for (const m of combinations(sum, n)) UNION[sum * 16 + n]! |= m;
// Whole numbers (log2(k) in thousandths), so that ties compare equal on every JavaScript engine and a seed
// makes the same puzzle everywhere.
const OPENNESS = Int32Array.of(0, 0, 1000, 1585, 2000, 2322, 2585, 2807, 3000, 3170);

/**
 * The generator's working grid: a pattern's entries and a filling with its clues, changed in place. The
 * generator changes the filling and checks uniqueness hundreds of times per puzzle, on one engine model whose
 * clues follow the board's (see {@link ClueModel}); building a model each time cost most of the old
 * generator's time.
 */
export class Board {
  readonly entries: readonly Entry[];
  /** Cells of each entry. */
  readonly cellsOf: readonly Int32Array[];
  /** Across and down entry of each cell, -1 for none. */
  readonly across: Int32Array;
  readonly down: Int32Array;
  /** The white cells, in reading order. */
  readonly whites: Int32Array;
  /** The filling: a digit per white cell; 0 on black cells and on cells being re-filled. */
  readonly fill: Int32Array;
  /** Clue of each entry: the sum of its filling. */
  readonly sums: Int32Array;
  /** Digits the filled cells of each entry use. */
  private readonly used: Int32Array;

  constructor(
    readonly rows: number,
    readonly cols: number,
    white: readonly boolean[],
  ) {
    const layout = layoutOf({ rows, cols, cells: white.map((w) => (w ? 0 : {})) });
    this.entries = layout.entries;
    this.cellsOf = layout.entries.map((e) => Int32Array.from(e.cells));
    this.across = layout.across;
    this.down = layout.down;
    this.whites = Int32Array.from(white.flatMap((w, i) => (w ? [i] : [])));
    this.fill = new Int32Array(rows * cols);
    this.sums = new Int32Array(layout.entries.length);
    this.used = new Int32Array(layout.entries.length);
  }

  /**
   * Fills the cells of `free` (their digits are dropped first) with random digits that differ within every
   * entry, keeping every other cell. Returns the old digits of `free` (for {@link put}), or null, with the
   * old digits back, when `nodes` run out first.
   */
  refill(free: readonly number[], rng: Rng, nodes: number): number[] | null {
    const old = free.map((c) => this.fill[c]!);
    for (const c of free) this.set(c, 0);
    if (this.fillFree(free, rng, { nodes })) {
      this.updateSums(free);
      return old;
    }
    this.put(free, old);
    return null;
  }

  /** Writes `digits` into the cells of `free` (and the clues), as {@link refill} returned them. */
  put(free: readonly number[], digits: readonly number[]): void {
    for (const c of free) this.set(c, 0);
    for (let k = 0; k < free.length; k++) this.set(free[k]!, digits[k]!);
    this.updateSums(free);
  }

  /**
   * Local search on the filling toward clues that tell more: `moves` random moves (a cell to another digit
   * it may hold, or two cells of an entry swapped), each kept when the cells are left no more open by their
   * two clues' combinations alone. Random digits make middling sums, which many combinations make; this
   * leaves many cells one or two digits before any propagation, so propagation and search are short and
   * uniqueness needs fewer givens. Cheap: a move looks only at the cells of the entries whose clue it changes.
   * Moves start from a cell of `among` (every white cell unless given; a swap's second cell may lie outside).
   */
  tune(rng: Rng, moves: number, among: ArrayLike<number> = this.whites): void {
    const { fill } = this;
    const cells = [0, 0];
    const digits = [0, 0];
    const olds = [0, 0];
    const touched = [-1, -1];
    for (let k = 0; k < moves; k++) {
      const c = among[rng.int(among.length)]!;
      const old = fill[c]!;
      let n = 1;
      cells[0] = c;
      if (rng.next() < 0.5) {
        const free = this.allowed(c) & ~(1 << old);
        if (free === 0) continue;
        digits[0] = nthDigit(free, rng.int(sizeOf(free)));
        touched[0] = this.across[c]!;
        touched[1] = this.down[c]!;
      } else {
        // A swap keeps the entry's clue; only the two crossing entries change.
        const e =
          this.across[c]! >= 0 && (this.down[c]! < 0 || rng.next() < 0.5) ? this.across[c]! : this.down[c]!;
        const run = this.cellsOf[e]!;
        const c2 = run[rng.int(run.length)]!;
        if (c2 === c) continue;
        const x1 = this.across[c] === e ? this.down[c]! : this.across[c]!;
        const x2 = this.across[c2] === e ? this.down[c2]! : this.across[c2]!;
        if ((x1 >= 0 && this.used[x1]! & (1 << fill[c2]!)) || (x2 >= 0 && this.used[x2]! & (1 << old)))
          continue;
        n = 2;
        cells[1] = c2;
        digits[0] = fill[c2]!;
        digits[1] = old;
        touched[0] = x1;
        touched[1] = x2;
      }
      const before = this.opennessOf(touched);
      for (let j = 0; j < n; j++) olds[j] = fill[cells[j]!]!;
      this.write(cells, digits, n);
      if (this.opennessOf(touched) > before) this.write(cells, olds, n);
    }
  }

  /** The grid with the clues of the filling and the digits of `givens`, as the formats read it. */
  cells(givens?: Uint8Array): KakuroCell[] {
    const cells: KakuroCell[] = Array.from({ length: this.rows * this.cols }, () => ({}));
    for (const c of this.whites) cells[c] = givens?.[c] ? this.fill[c]! : 0;
    this.entries.forEach((entry, e) => {
      (cells[entry.clueCell] as Block)[entry.direction] = this.sums[e]!;
    });
    // Down before across, so puzzles compare equal to what the formats read.
    return cells.map((c) =>
      typeof c === "number"
        ? c
        : { ...(c.down ? { down: c.down } : {}), ...(c.across ? { across: c.across } : {}) },
    );
  }

  /** The digits that some combination of each of the cell's clues has. */
  unionOf(c: number): number {
    const a = this.across[c]!;
    const b = this.down[c]!;
    const ua = a >= 0 ? UNION[this.sums[a]! * 16 + this.cellsOf[a]!.length]! : ALL_DIGITS;
    const ub = b >= 0 ? UNION[this.sums[b]! * 16 + this.cellsOf[b]!.length]! : ALL_DIGITS;
    return ua & ub;
  }

  /** How open the cells of the entries `es` (-1: none) are by their two clues alone. */
  private opennessOf(es: readonly number[]): number {
    let total = 0;
    for (const e of es)
      if (e >= 0) for (const c of this.cellsOf[e]!) total += OPENNESS[sizeOf(this.unionOf(c))]!;
    return total;
  }

  /** Writes `digits[0 .. n)` into `cells[0 .. n)` (all at once, so a swap never repeats a digit) and the clues. */
  private write(cells: readonly number[], digits: readonly number[], n: number): void {
    for (let j = 0; j < n; j++) this.setWithSums(cells[j]!, 0);
    for (let j = 0; j < n; j++) this.setWithSums(cells[j]!, digits[j]!);
  }

  private setWithSums(c: number, d: number): void {
    const delta = d - this.fill[c]!;
    if (this.across[c]! >= 0) this.sums[this.across[c]!]! += delta;
    if (this.down[c]! >= 0) this.sums[this.down[c]!]! += delta;
    this.set(c, d);
  }

  private set(c: number, d: number): void {
    const old = this.fill[c]!;
    const a = this.across[c]!;
    const b = this.down[c]!;
    if (old !== 0) {
      if (a >= 0) this.used[a]! &= ~(1 << old);
      if (b >= 0) this.used[b]! &= ~(1 << old);
    }
    this.fill[c] = d;
    if (d !== 0) {
      if (a >= 0) this.used[a]! |= 1 << d;
      if (b >= 0) this.used[b]! |= 1 << d;
    }
  }

  /** Digits no other cell of the cell's entries holds. */
  private allowed(c: number): number {
    const a = this.across[c]!;
    const b = this.down[c]!;
    return ALL_DIGITS & ~(a >= 0 ? this.used[a]! : 0) & ~(b >= 0 ? this.used[b]! : 0);
  }

  /** Depth-first: the empty cell of `free` with the fewest digits allowed first, digits in random order. */
  private fillFree(free: readonly number[], rng: Rng, budget: { nodes: number }): boolean {
    let best = -1;
    let fewest = 10;
    for (const c of free) {
      if (this.fill[c] !== 0) continue;
      const count = sizeOf(this.allowed(c));
      if (count < fewest) {
        best = c;
        fewest = count;
      }
    }
    if (best < 0) return true;
    const digits: number[] = [];
    for (let m = this.allowed(best); m !== 0; m &= m - 1) digits.push(31 - Math.clz32(m & -m));
    for (const d of rng.shuffle(digits)) {
      if (--budget.nodes < 0) return false;
      this.set(best, d);
      if (this.fillFree(free, rng, budget)) return true;
      this.set(best, 0);
    }
    return false;
  }

  private updateSums(changed: readonly number[]): void {
    for (const c of changed) {
      for (const e of [this.across[c]!, this.down[c]!]) {
        if (e < 0) continue;
        let s = 0;
        for (const x of this.cellsOf[e]!) s += this.fill[x]!;
        this.sums[e] = s;
      }
    }
  }
}

/** The k-th lowest digit of `mask` (k from 0). */
function nthDigit(mask: number, k: number): number {
  let m = mask;
  for (let j = 0; j < k; j++) m &= m - 1;
  return 31 - Math.clz32(m & -m);
}
