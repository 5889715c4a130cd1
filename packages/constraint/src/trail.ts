/**
 * Reversible state for search: every write to a trailed array records the old value, so any earlier state
 * can be restored in O(changes) without copying anything per search node.
 *
 * @example
 * const trail = new Trail();
 * const counts = trail.int32(3, 0);
 * const m = trail.mark();
 * counts.set(1, 7);
 * trail.undoTo(m); // counts.values[1] === 0 again
 */
export class Trail {
  private readonly arrays: Int32Array[] = [];
  // One entry per write: which array, which index, the value before the write.
  private ids = new Int32Array(256);
  private indexes = new Int32Array(256);
  private olds = new Int32Array(256);
  /** @internal Number of entries; unlike {@link length}, reading it takes no mark. */
  top = 0;
  /**
   * @internal Counts marks handed out and undos. The model saves a variable once per epoch, on its first change
   * (see `Domains`), so only a position handed out as a mark (by {@link mark} or {@link length}) is a point the
   * trail can restore.
   */
  epoch = 0;
  /**
   * @internal Restores the model's snapshot entries during an undo, and is told after every undo (the model uses it
   * to know whether the restored state was a fixpoint).
   */
  listener: TrailListener | null = null;

  /** Number of writes recorded; a mark is a past length (reading it takes a mark, like {@link mark}). */
  get length(): number {
    this.newEpoch();
    return this.top;
  }

  /** Creates an Int32Array of `size` cells, each `fill`, whose writes go through this trail. */
  int32(size: number, fill = 0): TrailedInt32Array {
    const values = new Int32Array(size);
    if (fill !== 0) values.fill(fill);
    return this.track(values);
  }

  /** Puts an existing array under this trail; later writes through the result are reversible. */
  track(values: Int32Array): TrailedInt32Array {
    return new TrailedInt32Array(this, this.register(values), values);
  }

  /**
   * @internal Registers a raw array and returns its id for {@link record}. The model writes its domains this
   * way, without a wrapper object, because those writes are the hottest path of the engine.
   */
  register(values: Int32Array): number {
    this.arrays.push(values);
    return this.arrays.length - 1;
  }

  /**
   * @internal Swaps in a larger copy of a registered array (the model grows its domain store as variables are
   * added). `values` must start with the old contents, so recorded indexes stay valid.
   */
  replace(id: number, values: Int32Array): void {
    if (id < 0 || id >= this.arrays.length) throw new RangeError(`no trailed array with id ${id}`);
    this.arrays[id] = values;
  }

  /**
   * A point to come back to with {@link undoTo}. Only marks (this, or a read of {@link length}) are such points
   * for a model's domains, which are saved once per mark rather than once per write.
   */
  mark(): number {
    this.newEpoch();
    return this.top;
  }

  private newEpoch(): void {
    // Wrapping around would let a stale epoch look current; the listener forgets every epoch it holds instead.
    if (++this.epoch === 0x7fffffff) {
      this.epoch = 0;
      this.listener?.epochsReset();
    }
  }

  /** Restores every trailed array to what it held when `mark` was taken. */
  undoTo(mark: number): void {
    if (mark > this.top || mark < 0)
      throw new RangeError(`mark ${mark} is not on the trail (length ${this.top})`);
    const { arrays, ids, indexes, olds, listener } = this;
    for (let i = this.top - 1; i >= mark; i--) {
      const id = ids[i]!;
      if (id >= 0) arrays[id]![indexes[i]!] = olds[i]!;
      else listener!.restoreSnapshot(indexes[i]!, i);
    }
    this.top = mark;
    this.newEpoch();
    if (listener !== null) listener.undone(mark);
  }

  /**
   * @internal Records the old value of `arrays[id][index]`; an `id` of -1 records a snapshot of variable `index`,
   * which the listener restores.
   */
  record(id: number, index: number, old: number): void {
    if (this.top === this.ids.length) this.grow();
    this.ids[this.top] = id;
    this.indexes[this.top] = index;
    this.olds[this.top] = old;
    this.top++;
  }

  private grow(): void {
    const n = this.ids.length * 2;
    const ids = new Int32Array(n);
    ids.set(this.ids);
    const indexes = new Int32Array(n);
    indexes.set(this.indexes);
    const olds = new Int32Array(n);
    olds.set(this.olds);
    this.ids = ids;
    this.indexes = indexes;
    this.olds = olds;
  }
}

/** @internal Something that must hear about undos (the model owning the trail). */
export interface TrailListener {
  undone(mark: number): void;
  /** Restores what it saved at trail position `t` under the entry `(-1, index)`. */
  restoreSnapshot(index: number, t: number): void;
  /** The epoch counter wrapped around to 0. */
  epochsReset(): void;
}

/** An Int32Array whose writes are recorded on a {@link Trail}. Read `values` directly; write with `set`. */
export class TrailedInt32Array {
  constructor(
    private readonly trail: Trail,
    private readonly id: number,
    /** The live cells. Never write to them directly: use {@link set} so the write can be undone. */
    readonly values: Int32Array,
  ) {}

  get length(): number {
    return this.values.length;
  }

  /** The value at `index`. */
  get(index: number): number {
    return this.values[index]!;
  }

  /** Writes `value` at `index`; a write of the value already there records nothing. */
  set(index: number, value: number): void {
    const old = this.values[index]!;
    if (old === value) return;
    this.trail.record(this.id, index, old);
    this.values[index] = value;
  }
}
