/**
 * A first-in first-out queue of indexes in `0..capacity`, each queued at most once: what a propagator reads to
 * learn which slots (or choices) changed since it last looked.
 *
 * Not on the trail, on purpose: it is propagation bookkeeping, not state. An undo does not take entries
 * back (the slots did change, twice); a search clears the queue when it abandons a node.
 */
export class ChangeQueue {
  private readonly queued: Uint8Array;
  private readonly ring: Int32Array;
  private head = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    this.queued = new Uint8Array(capacity);
    this.ring = new Int32Array(capacity);
  }

  /** Number of queued indexes. */
  get size(): number {
    return this.count;
  }

  /** True when `index` is queued. */
  has(index: number): boolean {
    return this.queued[index] === 1;
  }

  /** Queues `index` unless it is already queued. */
  push(index: number): void {
    if (this.queued[index] === 1) return;
    this.queued[index] = 1;
    let at = this.head + this.count;
    if (at >= this.capacity) at -= this.capacity;
    this.ring[at] = index;
    this.count++;
  }

  /** Takes the oldest queued index, or returns -1 when the queue is empty. */
  pop(): number {
    if (this.count === 0) return -1;
    const index = this.ring[this.head]!;
    this.queued[index] = 0;
    this.head = this.head + 1 === this.capacity ? 0 : this.head + 1;
    this.count--;
    return index;
  }

  /** Takes every queued index, oldest first. */
  drain(): number[] {
    const out: number[] = [];
    for (let i = this.pop(); i >= 0; i = this.pop()) out.push(i);
    return out;
  }

  /** Empties the queue. */
  clear(): void {
    while (this.count > 0) this.pop();
  }
}
