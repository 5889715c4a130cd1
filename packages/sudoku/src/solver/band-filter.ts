import {
  type Explanation,
  type Model,
  type Propagator,
  type PropagatorSchedule,
  popcount,
} from "@gridsmith/constraint";

// The six ways to give the three boxes of a band three different lines: PERMS[3 * p + b] is the line of box b
// in permutation p. A segment (line l, box b) lies on two of them.
const PERMS = [0, 1, 2, 0, 2, 1, 1, 0, 2, 1, 2, 0, 2, 0, 1, 2, 1, 0];

/**
 * The boxes and lines of a band (three rows of a 9x9 and the three boxes they cross) or a stack (three columns),
 * as one propagator. Its cells are nine segments, line l (0-2) crossed with box b (0-2), `width` cells each:
 * `vars[width * (3 * l + b) + k]`. Each digit sits once in each line and once in each box, so the segments it
 * takes, one per box on three different lines, are one of six permutations; a digit leaves every segment on
 * no permutation whose three segments all still hold it, and a digit with no such permutation is a failure.
 * This is pointing and claiming (box-line reduction), and a little more, for every digit and every box-line
 * pair of the band, in a few bit operations on the nine segments' unions.
 *
 * With the row all-differents, the bands and the stacks imply the box and column all-differents (their singles
 * and their failures: the same fixpoint on 1,875 states from forum hardest, its givens and random removals), so the engine model posts them instead of
 * those. `width` is 3 on a sudoku; 1 (a 3x3 latin square of digits 1-3) is small enough for brute-force tests.
 */
export class BandFilter implements Propagator {
  readonly name = "sudoku.band";
  readonly vars: readonly number[];
  /**
   * Priority 1, beside the rows' all-differents. At 2, after them: forum hardest 222 nodes a puzzle against 215
   * (the failure weights differ, not the fixpoints); at 0: as many nodes but two fifths more propagator runs.
   * Reads every segment on each run, so no change needs a mark (fixing one still makes one, see Model).
   */
  readonly schedule: PropagatorSchedule = { priority: 1, fixedPositions: true };
  private readonly cells: Int32Array;
  // The domain word of each cell (one word each, never moved by the model).
  private readonly words: Int32Array;
  private readonly width: number;
  private readonly all: number;
  private readonly blamed: number[] = [];

  /** `cells`: `9 * width` one-word variables of `m` with the digits 1 to `3 * width`, in the order above. */
  constructor(m: Model, cells: readonly number[], width = 3) {
    if (cells.length !== 9 * width) throw new RangeError(`band: ${9 * width} cells, not ${cells.length}`);
    this.cells = Int32Array.from(cells);
    this.words = Int32Array.from(cells, (x) => m.off[x]!);
    this.vars = [...cells];
    this.width = width;
    this.all = (1 << (3 * width)) - 1;
  }

  propagate(m: Model): boolean {
    const words = this.words;
    const dom = m.dom;
    let s0: number,
      s1: number,
      s2: number,
      s3: number,
      s4: number,
      s5: number,
      s6: number,
      s7: number,
      s8: number;
    if (this.width === 3) {
      s0 = dom[words[0]!]! | dom[words[1]!]! | dom[words[2]!]!;
      s1 = dom[words[3]!]! | dom[words[4]!]! | dom[words[5]!]!;
      s2 = dom[words[6]!]! | dom[words[7]!]! | dom[words[8]!]!;
      s3 = dom[words[9]!]! | dom[words[10]!]! | dom[words[11]!]!;
      s4 = dom[words[12]!]! | dom[words[13]!]! | dom[words[14]!]!;
      s5 = dom[words[15]!]! | dom[words[16]!]! | dom[words[17]!]!;
      s6 = dom[words[18]!]! | dom[words[19]!]! | dom[words[20]!]!;
      s7 = dom[words[21]!]! | dom[words[22]!]! | dom[words[23]!]!;
      s8 = dom[words[24]!]! | dom[words[25]!]! | dom[words[26]!]!;
    } else {
      s0 = this.union(dom, 0);
      s1 = this.union(dom, 1);
      s2 = this.union(dom, 2);
      s3 = this.union(dom, 3);
      s4 = this.union(dom, 4);
      s5 = this.union(dom, 5);
      s6 = this.union(dom, 6);
      s7 = this.union(dom, 7);
      s8 = this.union(dom, 8);
    }
    // The digits (bits) each permutation can still place, named by the lines of boxes 0, 1 and 2.
    const p012 = s0 & s4 & s8;
    const p021 = s0 & s7 & s5;
    const p102 = s3 & s1 & s8;
    const p120 = s3 & s7 & s2;
    const p201 = s6 & s1 & s5;
    const p210 = s6 & s4 & s2;
    const possible = p012 | p021 | p102 | p120 | p201 | p210;
    if (possible !== this.all) return this.fail(m, possible);
    if ((s0 & ~(p012 | p021)) !== 0 && !this.keep(m, 0, p012 | p021)) return false;
    if ((s1 & ~(p102 | p201)) !== 0 && !this.keep(m, 1, p102 | p201)) return false;
    if ((s2 & ~(p120 | p210)) !== 0 && !this.keep(m, 2, p120 | p210)) return false;
    if ((s3 & ~(p102 | p120)) !== 0 && !this.keep(m, 3, p102 | p120)) return false;
    if ((s4 & ~(p012 | p210)) !== 0 && !this.keep(m, 4, p012 | p210)) return false;
    if ((s5 & ~(p021 | p201)) !== 0 && !this.keep(m, 5, p021 | p201)) return false;
    if ((s6 & ~(p201 | p210)) !== 0 && !this.keep(m, 6, p201 | p210)) return false;
    if ((s7 & ~(p021 | p120)) !== 0 && !this.keep(m, 7, p021 | p120)) return false;
    if ((s8 & ~(p012 | p102)) !== 0 && !this.keep(m, 8, p012 | p102)) return false;
    return true;
  }

  private union(dom: Int32Array, s: number): number {
    let u = 0;
    for (let i = s * this.width; i < (s + 1) * this.width; i++) u |= dom[this.words[i]!]!;
    return u;
  }

  /** Keeps only the digits `keep` in the cells of segment `s`. */
  private keep(m: Model, s: number, keep: number): boolean {
    const { cells, words, width } = this;
    const dom = m.dom;
    for (let i = s * width; i < (s + 1) * width; i++) {
      const w = dom[words[i]!]!;
      const k = w & keep;
      if (k === w) continue;
      // An emptied cell fails through restrict, which weighs it for dom/wdeg.
      if (k === 0) return m.restrict(cells[i]!, keep);
      m.write1(cells[i]!, w, k, popcount(k), undefined);
    }
    return true;
  }

  /**
   * A digit fits no permutation. Blamed for `dom/wdeg` on the cells fixed to it, whose places left it none:
   * forum hardest 215 nodes a puzzle. Every fixed cell of the band: 241; those and a quarter for the open ones
   * (as an all-different weighs): 243; the whole band alike: 267; the cells fixed to it and a tenth to a half
   * for the open cells that had it: 212-214, within what any change of the weights moves.
   */
  private fail(m: Model, possible: number): false {
    const lost = this.all & ~possible;
    const blamed = this.blamed;
    blamed.length = 0;
    for (const x of this.cells) if ((m.bits(x) & lost) !== 0) blamed.push(x);
    m.blameFixed(blamed, 0);
    return false;
  }

  /**
   * A digit left a segment because each of its two permutations had another segment without the digit, and a
   * failure is a digit that every permutation lacks somewhere: the reason is the digit gone from those segments.
   */
  explain(e: Explanation): void {
    if (e.variable < 0) {
      for (let d = 1; d <= 3 * this.width; d++) {
        const lacking = this.lacking(e, d);
        if (this.covers(lacking, -1)) {
          this.because(e, d, lacking, -1);
          return;
        }
      }
    } else {
      const at = this.cells.indexOf(e.variable);
      if (at >= 0 && !e.equal) {
        const lacking = this.lacking(e, e.value);
        const s = Math.floor(at / this.width);
        if (this.covers(lacking, s)) {
          this.because(e, e.value, lacking, s);
          return;
        }
      }
    }
    // Not an inference of this propagator's rule: everything known of its cells (always a valid reason).
    for (const y of this.vars) e.becauseDomain(y);
  }

  /** The segments (bits) whose cells all lacked `d` before the inference. */
  private lacking(e: Explanation, d: number): number {
    let out = 0;
    for (let s = 0; s < 9; s++) {
      let lacks = true;
      for (let i = s * this.width; i < (s + 1) * this.width && lacks; i++) lacks = !e.had(this.cells[i]!, d);
      if (lacks) out |= 1 << s;
    }
    return out;
  }

  /** Whether every permutation through segment `s` (every one, for -1) has a segment in `lacking`. */
  private covers(lacking: number, s: number): boolean {
    for (let p = 0; p < 6; p++) if (this.on(p, s) && this.pick(p, lacking) < 0) return false;
    return true;
  }

  /** Adds, per permutation through `s` (every one, for -1), `d` gone from a segment of it in `lacking`. */
  private because(e: Explanation, d: number, lacking: number, s: number): void {
    let named = 0;
    for (let p = 0; p < 6; p++) {
      if (!this.on(p, s)) continue;
      const t = this.pick(p, lacking);
      if ((named & (1 << t)) !== 0) continue;
      named |= 1 << t;
      for (let i = t * this.width; i < (t + 1) * this.width; i++) e.becauseNot(this.cells[i]!, d);
    }
  }

  /** Whether permutation `p` goes through segment `s` (any permutation, for -1). */
  private on(p: number, s: number): boolean {
    return s < 0 || PERMS[3 * p + (s % 3)] === Math.floor(s / 3);
  }

  /** A segment of permutation `p` in `lacking`, or -1. */
  private pick(p: number, lacking: number): number {
    for (let b = 0; b < 3; b++) {
      const t = 3 * PERMS[3 * p + b]! + b;
      if ((lacking & (1 << t)) !== 0) return t;
    }
    return -1;
  }
}

/** The cells of band (rows) or stack (columns) `k` of a 9x9 grid, in {@link BandFilter}'s order. */
export function bandCells(k: number, stack: boolean): number[] {
  const out: number[] = [];
  for (let l = 0; l < 3; l++)
    for (let b = 0; b < 3; b++)
      for (let j = 0; j < 3; j++) {
        const line = 3 * k + l;
        const along = 3 * b + j;
        out.push(stack ? along * 9 + line : line * 9 + along);
      }
  return out;
}
