// Estimated marginals P(slot = word) of a crosspatch fill over the current domains (issue #34, xw21), for
// counting-based branching (Pesant, Quimper and Zanarini's maxSD) and belief-propagation-guided decimation.
// Loopy belief propagation, damped, with two kinds of factor:
// - each crossing cell: its two slots agree on the letter there; the messages are letter distributions, and
//   the message a slot sends is its belief's letter marginal at that position with the incoming message
//   divided out (the cavity);
// - each length class's word counts (every word fills as many of the class's slots as it is listed): the
//   slot x word matrix of the crossing messages' products, balanced by Sinkhorn (rows scaled to 1, columns to
//   the word's count, alternately), the usual stand-in for permanent-based all-different densities. A word
//   that many slots of its class want gets a small column scale, and every slot's belief in it falls.
// Everything is in typed arrays sized once per puzzle; a round costs about the sum of the domain sizes times
// (crossings per slot + Sinkhorn iterations). Messages and column scales are kept between calls, so a caller
// at the next search node starts from the last node's fixed point.
import type { Instance } from "../../../packages/crosspatch/src/solver/instance.ts";

/** What the marginals read of the search's state: the model's domains (a `Model` is one). */
export interface DomainReader {
  size(x: number): number;
  valuesInto(x: number, out: Int32Array, at?: number): number;
}

export interface MarginalOptions {
  /** Weight of the old message in each update (0: none; default 0.5). */
  damping?: number;
  /** Sinkhorn iterations per round (default 3). */
  sinkhorn?: number;
  /** Use the word counts (the Sinkhorn factor); false: only the crossings (default true). */
  counts?: boolean;
  /**
   * How a class's word counts are estimated: `sinkhorn` (balance the matrix) or `bethe` (belief propagation
   * on the class's matching: each slot takes one word, each word fills its count of slots, with each edge's
   * own contribution left out; the Bethe permanent's marginals, nearer the exact ones). Default `sinkhorn`.
   */
  matching?: "sinkhorn" | "bethe";
}

export class SlotMarginals {
  readonly slotCount: number;
  /** Per slot: its values (class-local word indices) from `domStart[s]`, `domLen[s]` of them. */
  readonly dom: Int32Array;
  readonly domStart: Int32Array;
  readonly domLen: Int32Array;
  /** Per domain entry: the estimated marginal of that slot taking that word (each slot's sum to 1). */
  readonly belief: Float64Array;
  private readonly A: number;
  /** Per class: its words' letters by local index, `classLetters[classLetterStart[k] + v * L + p]`. */
  private readonly classLetters: Int32Array;
  private readonly classLetterStart: Int32Array;
  /** Per slot: its crossings' positions p and slot-position indices (`inst.slotPosStart[s] + p`). */
  private readonly crossStart: Int32Array;
  private readonly crossP: Int32Array;
  private readonly crossAt: Int32Array;
  /** Per slot-position index with a crossing: the other slot's slot-position index. */
  private readonly partner: Int32Array;
  /** Messages into each slot position, `A` letters each (normalised). */
  private msg: Float64Array;
  private next: Float64Array;
  /** Per domain entry: the product of its incoming crossing messages. */
  private readonly cross: Float64Array;
  /** Per global word: the Sinkhorn column scale; per slot: the row scale. */
  private readonly col: Float64Array;
  private readonly colSum: Float64Array;
  private readonly row: Float64Array;
  private readonly marg: Float64Array;
  private readonly damping: number;
  private readonly iterations: number;
  private readonly counts: boolean;
  private readonly bethe: boolean;
  /** Bethe: per (slot, class-local word) at `domStart[s] + v`, the word's message to the slot (an odds factor). */
  private readonly nu: Float64Array;
  /** Bethe: per domain entry, the slot's odds of taking that word without the word's message. */
  private readonly odds: Float64Array;
  /** Bethe: per global word, the finite odds summed over its slots, and how many slots are certain of it. */
  private readonly colOdds: Float64Array;
  private readonly colCertain: Int32Array;

  constructor(
    readonly inst: Instance,
    /** The engine variable of each slot (its domain: class-local word indices). */
    readonly slotVars: readonly number[],
    options: MarginalOptions = {},
  ) {
    this.damping = options.damping ?? 0.5;
    this.iterations = options.sinkhorn ?? 3;
    this.counts = options.counts ?? true;
    this.bethe = options.matching === "bethe";
    const n = slotVars.length;
    this.slotCount = n;
    const A = inst.alphabet.length;
    this.A = A;
    this.classLetterStart = new Int32Array(inst.classWords.length + 1);
    inst.classWords.forEach((ids, k) => {
      this.classLetterStart[k + 1] = this.classLetterStart[k]! + ids.length * inst.classLength[k]!;
    });
    this.classLetters = new Int32Array(this.classLetterStart[inst.classWords.length]!);
    inst.classWords.forEach((ids, k) => {
      const L = inst.classLength[k]!;
      ids.forEach((g, v) => {
        for (let p = 0; p < L; p++)
          this.classLetters[this.classLetterStart[k]! + v * L + p] =
            inst.letters[inst.wordLetterStart[g]! + p]!;
      });
    });
    this.domStart = new Int32Array(n + 1);
    for (let s = 0; s < n; s++)
      this.domStart[s + 1] = this.domStart[s]! + inst.classWords[inst.slotClass[s]!]!.length;
    const cap = this.domStart[n]!;
    this.dom = new Int32Array(cap);
    this.domLen = new Int32Array(n);
    this.belief = new Float64Array(cap);
    this.cross = new Float64Array(cap);
    const positions = inst.slotPosStart[n]!;
    this.partner = new Int32Array(positions).fill(-1);
    const ps: number[] = [];
    const ats: number[] = [];
    this.crossStart = new Int32Array(n + 1);
    for (let s = 0; s < n; s++) {
      for (let at = inst.slotPosStart[s]!; at < inst.slotPosStart[s + 1]!; at++) {
        const t = inst.crossSlot[at]!;
        if (t < 0) continue;
        ps.push(at - inst.slotPosStart[s]!);
        ats.push(at);
        this.partner[at] = inst.slotPosStart[t]! + inst.crossPos[at]!;
      }
      this.crossStart[s + 1] = ps.length;
    }
    this.crossP = Int32Array.from(ps);
    this.crossAt = Int32Array.from(ats);
    this.msg = new Float64Array(positions * A).fill(1 / A);
    this.next = new Float64Array(positions * A).fill(1 / A);
    this.col = new Float64Array(inst.words.length).fill(1);
    this.colSum = new Float64Array(inst.words.length);
    this.row = new Float64Array(n);
    this.marg = new Float64Array(A);
    this.nu = new Float64Array(this.bethe ? cap : 0).fill(1);
    this.odds = new Float64Array(this.bethe ? cap : 0);
    this.colOdds = new Float64Array(this.bethe ? inst.words.length : 0);
    this.colCertain = new Int32Array(this.bethe ? inst.words.length : 0);
  }

  /** Forgets the messages and scales (a fresh start, e.g. after a restart with other settings). */
  reset(): void {
    this.msg.fill(1 / this.A);
    this.next.fill(1 / this.A);
    this.col.fill(1);
    this.nu.fill(1);
  }

  /** Reads the slots' domains; false when a slot has none left. */
  read(m: DomainReader): boolean {
    for (let s = 0; s < this.slotCount; s++) {
      const len = m.valuesInto(this.slotVars[s]!, this.dom, this.domStart[s]!);
      this.domLen[s] = len;
      if (len === 0) return false;
    }
    return true;
  }

  /** Reads the domains and runs `rounds` rounds of propagation; false when a slot has no value left. */
  run(m: DomainReader, rounds: number): boolean {
    if (!this.read(m)) return false;
    for (let r = 0; r < rounds; r++) this.round();
    this.beliefs();
    return true;
  }

  /** The letter of class-local word `v` of slot s's class at position p. */
  private letter(s: number, v: number, p: number): number {
    const k = this.inst.slotClass[s]!;
    return this.classLetters[this.classLetterStart[k]! + v * this.inst.classLength[k]! + p]!;
  }

  /** Per domain entry, the product of the crossing messages it receives. */
  private crossProducts(): void {
    const { inst, A, msg, dom, cross, classLetters } = this;
    for (let s = 0; s < this.slotCount; s++) {
      const k = inst.slotClass[s]!;
      const L = inst.classLength[k]!;
      const base = this.classLetterStart[k]!;
      const c0 = this.crossStart[s]!;
      const c1 = this.crossStart[s + 1]!;
      for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++) {
        const at = base + dom[i]! * L;
        let prod = 1;
        for (let c = c0; c < c1; c++)
          prod *= msg[this.crossAt[c]! * A + classLetters[at + this.crossP[c]!]!]!;
        cross[i] = prod;
      }
    }
  }

  /** Sinkhorn balancing of each class's slot x word matrix `cross`, warm-started from the last scales. */
  private balance(): void {
    const { inst, dom, cross, col, colSum, row } = this;
    for (let it = 0; it < this.iterations; it++) {
      this.rowScales();
      colSum.fill(0);
      for (let s = 0; s < this.slotCount; s++) {
        const ids = inst.classWords[inst.slotClass[s]!]!;
        const r = row[s]!;
        for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++)
          colSum[ids[dom[i]!]!]! += cross[i]! * r;
      }
      for (let g = 0; g < col.length; g++) col[g] = colSum[g]! > 0 ? inst.mult[g]! / colSum[g]! : 0;
    }
    this.rowScales();
  }

  private rowScales(): void {
    const { inst, dom, cross, col, row } = this;
    for (let s = 0; s < this.slotCount; s++) {
      const ids = inst.classWords[inst.slotClass[s]!]!;
      let sum = 0;
      for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++)
        sum += cross[i]! * col[ids[dom[i]!]!]!;
      row[s] = sum > 0 ? 1 / sum : 0;
    }
  }

  /**
   * Belief propagation on each class's matching, warm-started from the last messages: a slot's odds of taking
   * word g without g's message, r = cross * 1 / (the rest of its row, each entry times its word's message),
   * and word g's message to a slot, its count over the other slots' odds summed (exact for a count of 1: the
   * odds that no other slot takes it against that exactly one does). Odds past `CERTAIN` count as certain,
   * so a fixed slot's word sends every other slot 0.
   */
  private matchingMessages(): void {
    const { inst, dom, cross, nu, odds, colOdds, colCertain } = this;
    const CERTAIN = 1e8;
    for (let it = 0; it < this.iterations; it++) {
      colOdds.fill(0);
      colCertain.fill(0);
      for (let s = 0; s < this.slotCount; s++) {
        const ids = inst.classWords[inst.slotClass[s]!]!;
        const ds = this.domStart[s]!;
        const end = ds + this.domLen[s]!;
        let total = 0;
        for (let i = ds; i < end; i++) total += cross[i]! * nu[ds + dom[i]!]!;
        for (let i = ds; i < end; i++) {
          const g = ids[dom[i]!]!;
          const rest = total - cross[i]! * nu[ds + dom[i]!]!;
          const r = rest > total * 1e-12 ? cross[i]! / rest : Number.POSITIVE_INFINITY;
          odds[i] = r;
          if (r > CERTAIN) colCertain[g]!++;
          else colOdds[g]! += r;
        }
      }
      for (let s = 0; s < this.slotCount; s++) {
        const ids = inst.classWords[inst.slotClass[s]!]!;
        const ds = this.domStart[s]!;
        for (let i = ds, end = ds + this.domLen[s]!; i < end; i++) {
          const g = ids[dom[i]!]!;
          const certain = odds[i]! > CERTAIN;
          const others = colCertain[g]! - (certain ? 1 : 0);
          let fresh: number;
          if (others >= inst.mult[g]!) fresh = 0;
          else {
            const sum = colOdds[g]! - (certain ? 0 : odds[i]!);
            fresh = sum > 1e-12 ? inst.mult[g]! / sum : 1e12;
          }
          nu[ds + dom[i]!] = 0.5 * (fresh + nu[ds + dom[i]!]!);
        }
      }
    }
  }

  /** `belief` from the current messages (and scales): each slot's entries sum to 1 (0 if none can). */
  private beliefs(): void {
    this.crossProducts();
    const { inst, dom, cross, belief, col } = this;
    if (this.counts && this.bethe) {
      this.matchingMessages();
      const nu = this.nu;
      for (let s = 0; s < this.slotCount; s++) {
        const ds = this.domStart[s]!;
        const end = ds + this.domLen[s]!;
        let sum = 0;
        for (let i = ds; i < end; i++) sum += cross[i]! * nu[ds + dom[i]!]!;
        for (let i = ds; i < end; i++) belief[i] = sum > 0 ? (cross[i]! * nu[ds + dom[i]!]!) / sum : 0;
      }
      return;
    }
    if (this.counts) {
      this.balance();
      for (let s = 0; s < this.slotCount; s++) {
        const ids = inst.classWords[inst.slotClass[s]!]!;
        const r = this.row[s]!;
        for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++)
          belief[i] = cross[i]! * r * col[ids[dom[i]!]!]!;
      }
      return;
    }
    for (let s = 0; s < this.slotCount; s++) {
      let sum = 0;
      const start = this.domStart[s]!;
      const end = start + this.domLen[s]!;
      for (let i = start; i < end; i++) sum += cross[i]!;
      for (let i = start; i < end; i++) belief[i] = sum > 0 ? cross[i]! / sum : 0;
    }
  }

  /** One synchronous round: beliefs, then every crossing's two messages from them, damped. */
  private round(): void {
    this.beliefs();
    const { A, msg, next, marg, dom, belief } = this;
    const keep = this.damping;
    for (let s = 0; s < this.slotCount; s++) {
      const start = this.domStart[s]!;
      const end = start + this.domLen[s]!;
      for (let c = this.crossStart[s]!; c < this.crossStart[s + 1]!; c++) {
        const p = this.crossP[c]!;
        const at = this.crossAt[c]!;
        marg.fill(0);
        for (let i = start; i < end; i++) marg[this.letter(s, dom[i]!, p)]! += belief[i]!;
        // The cavity: this slot's letter marginal without what the other slot told it. A letter the other
        // slot cannot have (message 0) is one it cannot receive either: 0.
        let sum = 0;
        for (let a = 0; a < A; a++) {
          const into = msg[at * A + a]!;
          const v = into > 0 ? marg[a]! / into : 0;
          marg[a] = v;
          sum += v;
        }
        const to = this.partner[at]! * A;
        for (let a = 0; a < A; a++) {
          const fresh = sum > 0 ? marg[a]! / sum : 1 / A;
          next[to + a] = (1 - keep) * fresh + keep * msg[to + a]!;
        }
      }
    }
    [this.msg, this.next] = [this.next, this.msg];
  }

  /** Slot s's marginal of each letter at position p, into `out` (length: the alphabet's). */
  letterMarginal(s: number, p: number, out: Float64Array): void {
    out.fill(0);
    for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++)
      out[this.letter(s, this.dom[i]!, p)]! += this.belief[i]!;
  }

  /** Slot s's most likely value and its marginal. */
  bestOf(s: number): { value: number; p: number } {
    let best = -1;
    let bestP = -1;
    for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++) {
      if (this.belief[i]! > bestP) [best, bestP] = [this.dom[i]!, this.belief[i]!];
    }
    return { value: best, p: bestP };
  }

  /**
   * The open slot (more than one value) and value of the highest marginal (maxSD), ties to the lowest
   * slot; `slot` -1 when every slot is fixed. `noise` > 0 multiplies each marginal by a factor from
   * `random` in [1 - noise, 1 + noise] first (randomised restarts of a decimation).
   */
  maxSD(noise = 0, random: () => number = Math.random): { slot: number; value: number; p: number } {
    let slot = -1;
    let value = -1;
    let bestP = -1;
    for (let s = 0; s < this.slotCount; s++) {
      if (this.domLen[s]! <= 1) continue;
      for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++) {
        const b = noise > 0 ? this.belief[i]! * (1 + noise * (2 * random() - 1)) : this.belief[i]!;
        if (b > bestP) [slot, value, bestP] = [s, this.dom[i]!, b];
      }
    }
    return { slot, value, p: bestP };
  }

  /** The open slot whose marginal has the lowest entropy (the most peaked), with its most likely value. */
  peakedSlot(): { slot: number; value: number; p: number } {
    let slot = -1;
    let low = Number.POSITIVE_INFINITY;
    for (let s = 0; s < this.slotCount; s++) {
      if (this.domLen[s]! <= 1) continue;
      let h = 0;
      for (let i = this.domStart[s]!, end = i + this.domLen[s]!; i < end; i++) {
        const b = this.belief[i]!;
        if (b > 0) h -= b * Math.log(b);
      }
      if (h < low) [slot, low] = [s, h];
    }
    if (slot < 0) return { slot, value: -1, p: 0 };
    return { slot, ...this.bestOf(slot) };
  }
}
