import type { Model, Propagator, Reason } from "@gridsmith/constraint";
import { supportedDigits } from "./combinations.js";

/**
 * One entry's digits as a whole: each cell keeps only the digits that appear there in some way of writing
 * the clue with different digits that the other cells still allow. Stronger than all-different and the sum
 * apart (for 16 in two cells it leaves 7 and 9 where the sum's bounds leave 7, 8 and 9), and one run reaches
 * its own fixpoint.
 */
export class EntryCombinations implements Propagator {
  readonly name = "kakuro.combinations";
  readonly idempotent = true;
  readonly priority = 2;
  private readonly cands: number[];
  private readonly support: number[];

  constructor(
    readonly vars: readonly number[],
    private readonly sum: number,
  ) {
    this.cands = vars.map(() => 0);
    this.support = vars.map(() => 0);
  }

  propagate(m: Model): boolean {
    const vars = this.vars;
    for (let i = 0; i < vars.length; i++) this.cands[i] = m.bits(vars[i]!) << m.offset(vars[i]!);
    const support = supportedDigits(this.cands, this.sum, this.support);
    if (support === null) return false;
    const reason: Reason | undefined = m.explaining
      ? {
          rule: this.name,
          message: `no way to make ${this.sum} in ${vars.length} cells puts it there`,
          vars: [...vars],
        }
      : undefined;
    for (let i = 0; i < vars.length; i++) {
      const x = vars[i]!;
      if (support[i] !== this.cands[i] && !m.restrict(x, support[i]! >>> m.offset(x), reason)) return false;
    }
    return true;
  }
}
