import type { Model } from "./model.js";
import type { VariableOrder } from "./types.js";

/** The variable orders a search takes from a name (the learning search adds `"activity"`, its own). */
export type NamedOrder = Exclude<VariableOrder, "activity">;

/**
 * Picks the variable to branch on by one of the classic rules, over every variable of the model:
 * - `dom`: fewest values left (first fail), ties to the lowest index;
 * - `dom/deg`: fewest values, ties to the variable with the most unfixed variables around it (counted over
 *   the scopes of its propagators), which on a sudoku halves the guesses of `dom`;
 * - `dom/wdeg`: fewest values per failure weight (Boussemart et al., 2004): each dead end adds one to the
 *   weight of the variable that ran out of values (or that its propagator {@link Model.blame}d, or, failing
 *   both, every variable of the propagator that failed), so a search settles the part of a large model that
 *   keeps failing before it wanders elsewhere;
 * - `dom^2/wdeg`: the same weights against the square of the number of values, so a small domain counts for
 *   more than in `dom/wdeg` against a heavy one (on the sudoku engine path: forum hardest 337 to 315 nodes a
 *   puzzle, top1465 52.7 to 50.5, 17-clue 5.72 to 5.57).
 */
export class VariableChooser {
  private readonly order: NamedOrder;
  private readonly weighted: boolean;
  // dom/deg: the propagators of each variable (CSR), built once per search.
  private propStart: Int32Array | null = null;
  private propList: Int32Array | null = null;

  constructor(
    private readonly m: Model,
    order: NamedOrder,
  ) {
    this.order = order;
    this.weighted = order === "dom/wdeg" || order === "dom^2/wdeg";
    if (order === "dom/deg") this.indexScopes();
    if (this.weighted) {
      // The previous search's weights, when it left them (see release): allocating costs more than filling.
      const spare = m.spareWeights;
      m.spareWeights = null;
      m.failWeights = (
        spare !== null && spare.length === m.numVars ? spare : new Float64Array(m.numVars)
      ).fill(1);
    }
  }

  /** The variable to branch on, or -1 when every variable is fixed. */
  choose(): number {
    if (this.weighted) return this.byWeight(this.order === "dom^2/wdeg");
    const info = this.m.info;
    const n = this.m.numVars;
    let best = -1;
    let bestSize = 0x7fffffff;
    for (let x = 0, i = 0; x < n; x++, i += 3) {
      const s = info[i]!;
      if (s > 1 && s < bestSize) {
        best = x;
        bestSize = s;
        if (s === 2) break;
      }
    }
    if (best < 0 || this.order === "dom") return best;
    // Only the variables of the smallest size compete on degree, so the scopes are read for few of them.
    let bestDegree = this.degree(best);
    for (let x = best + 1, i = 3 * x; x < n; x++, i += 3) {
      if (info[i] !== bestSize) continue;
      const d = this.degree(x);
      if (d > bestDegree) {
        best = x;
        bestDegree = d;
      }
    }
    return best;
  }

  /** Lets go of the weights (a model keeps none between searches). */
  release(): void {
    if (this.weighted) {
      this.m.spareWeights = this.m.failWeights;
      this.m.failWeights = null;
    }
  }

  /** The unfixed variable with the fewest values (`squared`: their square) per failure weight. */
  private byWeight(squared: boolean): number {
    const info = this.m.info;
    const weights = this.m.failWeights!;
    const n = this.m.numVars;
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let x = 0, i = 0; x < n; x++, i += 3) {
      const s = info[i]!;
      const d = squared ? s * s : s;
      if (s > 1 && d < bestScore * weights[x]!) {
        best = x;
        bestScore = d / weights[x]!;
      }
    }
    return best;
  }

  /** Unfixed variables sharing a propagator with `x`, each counted once per propagator shared. */
  private degree(x: number): number {
    const m = this.m;
    const info = m.info;
    const start = this.propStart!;
    const list = this.propList!;
    let d = 0;
    for (let k = start[x]!; k < start[x + 1]!; k++) {
      const vars = m.propagator(list[k]!).vars;
      for (let j = 0; j < vars.length; j++) if (info[3 * vars[j]!]! > 1) d++;
      d--; // x itself
    }
    return d;
  }

  private indexScopes(): void {
    const m = this.m;
    const n = m.numVars;
    const start = new Int32Array(n + 1);
    for (let p = 0; p < m.numPropagators; p++) for (const x of m.propagator(p).vars) start[x + 1]!++;
    for (let x = 0; x < n; x++) start[x + 1]! += start[x]!;
    const fill = start.slice(0, n);
    const list = new Int32Array(start[n]!);
    for (let p = 0; p < m.numPropagators; p++) for (const x of m.propagator(p).vars) list[fill[x]!++] = p;
    this.propStart = start;
    this.propList = list;
  }
}
