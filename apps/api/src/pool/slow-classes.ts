/**
 * The cost classes that ran slow, each until a time: a class's solve that needed more than its slice marks
 * it for `forMs`, and one that ended within it clears it (one slow run, a thread still booting or a loaded
 * machine, marks a class only until the next fast one).
 */
export class SlowClasses {
  /** Classes that ran slow, until when they count as slow. */
  private readonly until = new Map<string, number>();

  constructor(private readonly forMs: number) {}

  /** Whether `costClass` counts as slow now (a mark that has run out is forgotten). */
  has(costClass: string): boolean {
    const until = this.until.get(costClass);
    if (until === undefined) return false;
    if (until > Date.now()) return true;
    this.until.delete(costClass);
    return false;
  }

  /** Remembers that a class's solve needed more than its slice (or, with `slow` false, that one did not). */
  note(costClass: string, slow: boolean): void {
    if (!slow) {
      this.until.delete(costClass);
      return;
    }
    // Bounded: classes come from requests, so a client could invent many; forgetting them all is safe.
    if (this.until.size >= 1000) this.until.clear();
    this.until.set(costClass, Date.now() + this.forMs);
  }
}
