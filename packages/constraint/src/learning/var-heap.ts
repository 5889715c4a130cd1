/** A max-heap of variables by activity (VSIDS): bump, decay, pop the most active. */
export class VarHeap {
  private readonly heap: Int32Array;
  private readonly index: Int32Array;
  private readonly activity: Float64Array;
  private size = 0;
  private inc = 1;

  constructor(
    n: number,
    private readonly decayFactor = 0.95,
  ) {
    this.heap = new Int32Array(n);
    this.index = new Int32Array(n).fill(-1);
    this.activity = new Float64Array(n);
  }

  /** Empties the heap and forgets every activity. */
  reset(): void {
    for (let i = 0; i < this.size; i++) this.index[this.heap[i]!] = -1;
    this.size = 0;
    this.activity.fill(0);
    this.inc = 1;
  }

  /** Sets the activity of `x` before it is inserted (an initial order). */
  seed(x: number, activity: number): void {
    this.activity[x] = activity;
  }

  /** Whether `x` is in the heap. */
  contains(x: number): boolean {
    return this.index[x]! >= 0;
  }

  /** Adds `x` (no-op when it is in already). */
  insert(x: number): void {
    if (this.index[x]! >= 0) return;
    const i = this.size++;
    this.heap[i] = x;
    this.index[x] = i;
    this.up(i);
  }

  /** The most active variable, removed; -1 when empty. */
  pop(): number {
    if (this.size === 0) return -1;
    const top = this.heap[0]!;
    this.index[top] = -1;
    const last = this.heap[--this.size]!;
    if (this.size > 0) {
      this.heap[0] = last;
      this.index[last] = 0;
      this.down(0);
    }
    return top;
  }

  /** The activity of `x`: comparable between variables, not over time (it is rescaled). */
  activityOf(x: number): number {
    return this.activity[x]!;
  }

  /** Raises the activity of `x` by the current increment. */
  bump(x: number): void {
    const a = (this.activity[x]! += this.inc);
    if (a > 1e100) {
      for (let i = 0; i < this.activity.length; i++) this.activity[i]! *= 1e-100;
      this.inc *= 1e-100;
    }
    const i = this.index[x]!;
    if (i >= 0) this.up(i);
  }

  /** Makes later bumps count more (the same as decaying every activity). */
  decay(): void {
    this.inc *= 1 / this.decayFactor;
  }

  private up(i: number): void {
    const h = this.heap;
    const x = h[i]!;
    const a = this.activity[x]!;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = h[parent]!;
      if (this.activity[p]! >= a) break;
      h[i] = p;
      this.index[p] = i;
      i = parent;
    }
    h[i] = x;
    this.index[x] = i;
  }

  private down(i: number): void {
    const h = this.heap;
    const x = h[i]!;
    const a = this.activity[x]!;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.size) break;
      const r = l + 1;
      const child = r < this.size && this.activity[h[r]!]! > this.activity[h[l]!]! ? r : l;
      if (this.activity[h[child]!]! <= a) break;
      h[i] = h[child]!;
      this.index[h[i]!] = i;
      i = child;
    }
    h[i] = x;
    this.index[x] = i;
  }
}
