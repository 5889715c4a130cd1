import type { Explanation, Model, Propagator, PropagatorSchedule, Reason } from "@gridsmith/constraint";
import { ALL_DIGITS, combinations, supportedDigits } from "./combinations.js";

// Dead ends of the current matching in fitsSet: DEAD[cell * 1024 + digits used] === stamp.
const DEAD = new Int32Array(10 * 1024);
let stamp = 0;

/** Whether the cells (candidate masks) can take the digits of `set` (as many as cells), one each. */
function fitsSet(cands: readonly number[], set: number): boolean {
  // Most sets fail this first: a cell with none of the digits, or a digit no cell has.
  let any = 0;
  for (const c of cands) {
    if ((c & set) === 0) return false;
    any |= c;
  }
  if ((any & set) !== set) return false;
  if (++stamp === 0x7fffffff) {
    DEAD.fill(0);
    stamp = 1;
  }
  return place(cands, set, 0, 0);
}

function place(cands: readonly number[], set: number, j: number, used: number): boolean {
  if (j === cands.length) return true;
  const key = j * 1024 + used;
  if (DEAD[key] === stamp) return false;
  for (let free = cands[j]! & set & ~used; free !== 0; free &= free - 1)
    if (place(cands, set, j + 1, used | (free & -free))) return true;
  DEAD[key] = stamp;
  return false;
}

/** A clue that can change: slot `entry` of `sums`, shared by the propagators of a model. */
export interface SharedClue {
  readonly sums: Int32Array;
  readonly entry: number;
}

/**
 * One entry's digits as a whole: each cell keeps only the digits that appear there in some way of writing
 * the clue with different digits that the other cells still allow. Stronger than all-different and the sum
 * apart (for 16 in two cells it leaves 7 and 9 where the sum's bounds leave 7, 8 and 9), and one run reaches
 * its own fixpoint.
 */
export class EntryCombinations implements Propagator {
  readonly name = "kakuro.combinations";
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  private readonly cands: number[];
  private readonly support: number[];
  // Scratch of explain: per cell, the digits it may take at all, and those the reason names as gone.
  private readonly base: number[];
  private readonly named: number[];
  // The clue is sums[entry], read on every run.
  private readonly sums: Int32Array;
  private readonly entry: number;

  /**
   * `clue` is the entry's sum; or, for a model whose clues change between searches (the generator's, see
   * {@link ClueModel}), a slot of a shared array, read on every run. Whoever changes it must have the engine
   * run the propagator again, as ClueModel does by writing its clues on the trail.
   */
  constructor(
    readonly vars: readonly number[],
    clue: number | SharedClue,
  ) {
    if (typeof clue === "number") {
      this.sums = Int32Array.of(clue);
      this.entry = 0;
    } else {
      this.sums = clue.sums;
      this.entry = clue.entry;
    }
    this.cands = vars.map(() => 0);
    this.support = vars.map(() => 0);
    this.base = vars.map(() => 0);
    this.named = vars.map(() => 0);
  }

  propagate(m: Model): boolean {
    const vars = this.vars;
    const sum = this.sums[this.entry]!;
    for (let i = 0; i < vars.length; i++) this.cands[i] = m.bits(vars[i]!) << m.offset(vars[i]!);
    const support = supportedDigits(this.cands, sum, this.support);
    if (support === null) return false;
    const reason: Reason | undefined = m.explaining
      ? {
          rule: this.name,
          message: `no way to make ${sum} in ${vars.length} cells puts it there`,
          vars: [...vars],
        }
      : undefined;
    for (let i = 0; i < vars.length; i++) {
      const x = vars[i]!;
      if (support[i] !== this.cands[i] && !m.restrict(x, support[i]! >>> m.offset(x), reason)) return false;
    }
    return true;
  }

  /**
   * A digit d leaves a cell because no combination of the clue with d there fits the digits the other cells
   * had left; the entry fails when no combination fits at all. Either way the reason is digits gone from
   * cells (for a removal, from the other cells only: the cell's own are beside the point). It starts from all
   * of them, as they were just before the inference, and drops them greedily while the rest still rule the
   * inference in: first a cell's at once (most cells of a long entry play no part), then one by one. What is
   * left is irredundant: with any one of them back, some combination fits. Digits gone before the search
   * cost nothing in a clause and are kept throughout. Each test tries the clue's combinations (for a
   * removal, those with d) one by one as a matching of cells to digits, which is cheaper than asking
   * {@link supportedDigits} about every digit of every cell; and it runs only for the inferences a conflict
   * leads back to.
   */
  explain(e: Explanation): void {
    const vars = this.vars;
    const n = vars.length;
    const at = e.variable < 0 ? -1 : vars.indexOf(e.variable);
    if (e.equal || (e.variable >= 0 && at < 0)) {
      // Never asked: restrict's fixings are explained by the removals before them.
      for (const x of vars) e.becauseDomain(x);
      return;
    }
    const { cands, base, named } = this;
    for (let j = 0; j < n; j++) {
      const x = vars[j]!;
      const had = (e.bitsBefore(x) << e.lowestValue(x)) & ALL_DIGITS;
      let root = ALL_DIGITS & ~had;
      for (let gone = root; gone !== 0; gone &= gone - 1) {
        const d = 31 - Math.clz32(gone & -gone);
        if (!e.isRootRemoval(x, d)) root &= ~(1 << d);
      }
      base[j] = ALL_DIGITS & ~root;
      named[j] = j === at ? 0 : base[j]! & ~had;
      cands[j] = j === at ? 1 << e.value : had;
    }
    // Only the combinations that could hold the inference off: for a removal, those with the digit.
    const sets = combinations(this.sums[this.entry]!, n).filter((set) => at < 0 || set & (1 << e.value));
    const fits = () => sets.some((set) => fitsSet(cands, set));
    if (fits()) {
      // Cannot happen for a sound inference; the safe answer rather than a wrong one.
      for (const x of vars) e.becauseDomain(x);
      return;
    }
    for (let j = 0; j < n; j++) {
      if (named[j] === 0) continue;
      cands[j] = base[j]!;
      if (fits()) cands[j] = base[j]! & ~named[j]!;
      else named[j] = 0;
    }
    for (let j = 0; j < n; j++) {
      for (let gone = named[j]!; gone !== 0; gone &= gone - 1) {
        const bit = gone & -gone;
        cands[j]! |= bit;
        if (fits()) cands[j]! &= ~bit;
        else named[j]! &= ~bit;
      }
      for (let gone = named[j]!; gone !== 0; gone &= gone - 1)
        e.becauseNot(vars[j]!, 31 - Math.clz32(gone & -gone));
    }
  }
}
