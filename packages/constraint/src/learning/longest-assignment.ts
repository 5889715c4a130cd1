import type { Domains } from "../domains.js";
import type { Learner } from "./learner.js";

/**
 * The values of the longest trail offered since the last {@link clear}: the "best" assignment that rephasing
 * goes back to, and the "target" one that decisions head for (CaDiCaL's phases of those names). A long trail
 * is a near-solution; on satisfiable puzzles with many solutions, steering back to it finds one sooner than
 * the last values each variable had, which drift wherever the latest conflicts left them.
 */
export class LongestAssignment {
  /** Trail literals the kept values came from (0: none kept). */
  length = 0;
  readonly value: Int32Array;
  /** 1 where {@link value} holds a value for the variable. */
  readonly has: Uint8Array;

  constructor(vars: number) {
    this.value = new Int32Array(vars);
    this.has = new Uint8Array(vars);
  }

  /** Keeps the values of the variables fixed by the trail's first `length` literals, if that is the longest yet. */
  offer(m: Domains, learner: Learner, length: number): void {
    if (length <= this.length) return;
    this.length = length;
    this.has.fill(0);
    for (let k = 0; k < length; k++) {
      const x = learner.variable(learner.lits[k]!);
      // Fixed now means fixed in the prefix for a boolean; a wider variable the prefix only narrowed may have
      // been fixed after it, which a phase heuristic can live with.
      if (m.size(x) === 1) {
        this.value[x] = m.min(x);
        this.has[x] = 1;
      }
    }
  }

  clear(): void {
    this.length = 0;
  }
}
