/**
 * The counts the span rule's first test reads (the slack of SizedRegions, and the cells fixed to a value), as
 * they stood at any earlier point of the current branch: along a branch a cell once fixed stays fixed to its
 * value, so the cells fixed before trail entry `at` are the cells fixed now whose fixing entry is below `at`, a
 * prefix of them sorted by that entry. Built once per state of the model (a conflict's analysis asks about one
 * state many times), each question is then a binary search instead of a walk over every cell.
 *
 * Only values 1 .. n count, as in `SizedRegions.slack` (its counts have no room for others).
 */
export class FixedHistory {
  // The fixing entries of the cells fixed now, ascending, and the slack after the first k of them.
  private readonly entries: Int32Array;
  private readonly slackAfter: Int32Array;
  // The same entries grouped by value (each group ascending): value v's are byValue[start[v] .. start[v + 1]).
  private readonly byValue: Int32Array;
  private readonly start: Int32Array;
  private readonly order: number[] = [];
  private fixed = 0;
  /** What {@link build} reads, per cell: its value (0: not fixed, or a value past n) and its fixing entry. */
  readonly value: Int32Array;
  readonly entry: Int32Array;

  constructor(private readonly n: number) {
    this.value = new Int32Array(n);
    this.entry = new Int32Array(n);
    this.entries = new Int32Array(n);
    this.slackAfter = new Int32Array(n + 1);
    this.byValue = new Int32Array(n);
    this.start = new Int32Array(n + 2);
  }

  /** Rebuilds from {@link value} and {@link entry}. */
  build(): void {
    const { n, order, entries, slackAfter, byValue, start, value, entry } = this;
    order.length = 0;
    for (let i = 0; i < n; i++) if (value[i]! >= 1 && value[i]! <= n) order.push(i);
    order.sort((a, b) => entry[a]! - entry[b]!);
    this.fixed = order.length;
    start.fill(0);
    let slack = n;
    slackAfter[0] = slack;
    for (let k = 0; k < order.length; k++) {
      const i = order[k]!;
      const w = value[i]!;
      entries[k] = entry[i]!;
      // One more cell of w: a new region of w is counted when the cells of w were a whole number of them.
      if (start[w + 1]!++ % w === 0) slack -= w;
      slackAfter[k + 1] = slack;
    }
    // Counts to where each group begins, then filled in order: each start moves to where its group ends.
    for (let w = 1; w <= n + 1; w++) start[w] = start[w]! + start[w - 1]!;
    for (const i of order) byValue[start[value[i]!]!++] = entry[i]!;
    // Where w - 1's group ends is where w's begins.
    for (let w = n + 1; w >= 1; w--) start[w] = start[w - 1]!;
    start[0] = 0;
  }

  /** The slack of the cells fixed before entry `at`. */
  slackBefore(at: number): number {
    return this.slackAfter[below(this.entries, 0, this.fixed, at)]!;
  }

  /** How many cells were fixed to v before entry `at`. */
  countBefore(v: number, at: number): number {
    if (v < 1 || v > this.n) return 0;
    const lo = this.start[v]!;
    return below(this.byValue, lo, this.start[v + 1]!, at) - lo;
  }
}

/** The first index in sorted `a[lo .. hi)` whose entry is not below `at`. */
function below(a: Int32Array, lo: number, hi: number, at: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
