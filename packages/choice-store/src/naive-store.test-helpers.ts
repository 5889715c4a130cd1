/**
 * A deliberately naive choice store for model-based tests: plain arrays and Sets, snapshots instead of a
 * trail, characters instead of letter indexes. It shares no code with the real store.
 */
export type Event = readonly ["added" | "removed", number, number];

export class NaiveStore {
  readonly slotLengths: number[];
  readonly chars: string[][];
  possible: Set<number>[];
  changedSlots = new Set<number>();
  changedChoices = new Set<number>();
  events: Event[] = [];

  constructor(slotLengths: readonly number[], words: readonly string[], givens: readonly (string | null)[]) {
    this.slotLengths = [...slotLengths];
    this.chars = words.map((w) => [...w]);
    this.possible = this.slotLengths.map((length, s) => {
      const given = givens[s] ? [...givens[s]] : null;
      const set = new Set<number>();
      this.chars.forEach((word, c) => {
        if (word.length !== length) return;
        if (given?.some((g, p) => g !== "?" && g !== word[p])) return;
        set.add(c);
      });
      return set;
    });
  }

  snapshot(): Set<number>[] {
    return this.possible.map((set) => new Set(set));
  }

  restore(snapshot: Set<number>[]): void {
    this.possible = snapshot.map((set) => new Set(set));
  }

  takeEvents(): Event[] {
    const out = this.events;
    this.events = [];
    return out;
  }

  private remove(s: number, c: number): void {
    this.possible[s]!.delete(c);
    this.touch("removed", s, c);
  }

  private touch(kind: "added" | "removed", s: number, c: number): void {
    this.changedSlots.add(s);
    this.changedChoices.add(c);
    this.events.push([kind, s, c]);
  }

  has(s: number, c: number): boolean {
    return this.possible[s]!.has(c);
  }

  mayBe(s: number, c: number): boolean {
    if (this.chars[c]!.length !== this.slotLengths[s] || this.has(s, c)) return false;
    this.possible[s]!.add(c);
    this.touch("added", s, c);
    return true;
  }

  isNot(s: number, c: number): false | "removed" | "emptied" {
    if (!this.has(s, c)) return false;
    this.remove(s, c);
    return this.possible[s]!.size === 0 ? "emptied" : "removed";
  }

  only(s: number, c: number): boolean {
    for (const other of this.choicesOf(s)) if (other !== c) this.remove(s, other);
    return this.possible[s]!.size > 0;
  }

  onlyIn(c: number, s: number): boolean {
    let ok = true;
    for (const other of this.slotsOf(c)) {
      if (other === s) continue;
      this.remove(other, c);
      if (this.possible[other]!.size === 0) ok = false;
    }
    return ok;
  }

  keepLetters(s: number, p: number, keep: ReadonlySet<string>): boolean {
    for (const c of this.choicesOf(s)) if (!keep.has(this.chars[c]![p]!)) this.remove(s, c);
    return this.possible[s]!.size > 0;
  }

  choicesOf(s: number): number[] {
    return [...this.possible[s]!].sort((a, b) => a - b);
  }

  slotsOf(c: number): number[] {
    const out: number[] = [];
    this.possible.forEach((set, s) => {
      if (set.has(c)) out.push(s);
    });
    return out;
  }

  lettersAt(s: number, p: number): Set<string> {
    return new Set([...this.possible[s]!].map((c) => this.chars[c]![p]!));
  }

  supportOf(s: number, p: number, ch: string): number {
    return [...this.possible[s]!].filter((c) => this.chars[c]![p] === ch).length;
  }

  total(): number {
    return this.possible.reduce((sum, set) => sum + set.size, 0);
  }

  emptySlotCount(): number {
    return this.possible.filter((set) => set.size === 0).length;
  }

  isSolved(): boolean {
    return this.possible.every((set) => set.size === 1);
  }

  solution(): number[] | null {
    return this.isSolved() ? this.possible.map((set) => [...set][0]!) : null;
  }
}
