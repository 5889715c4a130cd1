import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

const DR = [-1, 0, 1, 0];
const DC = [0, 1, 0, -1];

/**
 * Two pairs cannot cross: take a connected set C of open cells and two pairs p and q whose drawn pieces from
 * their ends (A and B, cells fixed to the pair and joined to its end) lie outside C, with every cell around
 * C, A and B that is none of them having lost the pair. Then p's cells lie in A, B and C, and so do q's. When
 * A and B of p, and of q, each touch C along one stretch of the same boundary line of C, met in the order
 * Ap, Aq, Bp, Bq going round, joining p cuts C between q's two stretches (a cross cut between two points of
 * one boundary line splits a plane region), so both cannot be joined. Fails only; the reason is the cells of
 * the four pieces and the walls' lost labels.
 */
export class Crossing implements Propagator {
  readonly name = "numlin.crossing";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  private readonly n: number;
  private readonly k: number;
  private failure: Array<[number, number, boolean]> | null = null;
  /** Cell i's neighbour in direction d (DR, DC) at `4 * i + d`, -1 off the grid. */
  private readonly next: Int32Array;
  // Scratch of one run (a run builds them from scratch; kept to spare the allocations).
  private readonly piece: Int32Array;
  private readonly comp: Int32Array;
  /** Boundary edges (cell, side) walked, marked with the stamp of their component's walk. */
  private readonly walked: Int32Array;
  private stamp = 0;
  /** Cells already listed as walls by one `walls` call, marked with its stamp. */
  private readonly listed: Int32Array;
  /** Per piece, the boundary line it touches (-1 none yet, -2 several), for one component. */
  private readonly lineOf: Int32Array;

  constructor(
    readonly labels: readonly number[],
    readonly width: number,
    readonly height: number,
    readonly ends: readonly (readonly [number, number])[],
  ) {
    this.vars = [...labels];
    this.n = width * height;
    this.k = ends.length;
    this.next = new Int32Array(4 * this.n);
    for (let i = 0; i < this.n; i++)
      for (let d = 0; d < 4; d++) {
        const r = Math.floor(i / width) + DR[d]!;
        const c = (i % width) + DC[d]!;
        this.next[4 * i + d] = r < 0 || r >= height || c < 0 || c >= width ? -1 : r * width + c;
      }
    this.piece = new Int32Array(this.n);
    this.comp = new Int32Array(this.n);
    this.walked = new Int32Array(4 * this.n);
    this.listed = new Int32Array(this.n);
    this.lineOf = new Int32Array(2 * this.k);
  }

  private neighbour(i: number, d: number): number {
    return this.next[4 * i + d]!;
  }

  propagate(m: Model): boolean {
    const reason = this.find(m);
    if (reason === null) return true;
    this.failure = reason;
    return m.fail(null, 0, m.explaining ? { rule: this.name } : null);
  }

  explain(e: Explanation): void {
    if (e.variable >= 0 || this.failure === null) {
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    for (const [x, v, equal] of this.failure) {
      if (equal) e.becauseEqual(x, v);
      else e.becauseNot(x, v);
    }
  }

  /** A crossing the state forces, as its reason's literals, or null. */
  private find(m: Model): Array<[number, number, boolean]> | null {
    const { n, k, labels, ends } = this;
    // Each cell's piece: 2p for the cells fixed to p joined to p's first end, 2p + 1 to its second, -1 else.
    const piece = this.piece.fill(-1);
    const pieceCells: number[][] = [];
    const live: boolean[] = [];
    for (let p = 0; p < k; p++) {
      live[p] = true;
      for (let s = 0; s < 2; s++) {
        const start = ends[p]![s]!;
        const cells: number[] = [];
        pieceCells[2 * p + s] = cells;
        if (!m.isFixed(labels[start]!) || m.min(labels[start]!) !== p) {
          live[p] = false;
          continue;
        }
        if (piece[start] !== -1) {
          live[p] = false; // joined already
          continue;
        }
        piece[start] = 2 * p + s;
        cells.push(start);
        for (let j = 0; j < cells.length; j++)
          for (let d = 0; d < 4; d++) {
            const w = this.neighbour(cells[j]!, d);
            if (w < 0 || piece[w] !== -1 || !m.isFixed(labels[w]!) || m.min(labels[w]!) !== p) continue;
            piece[w] = 2 * p + s;
            cells.push(w);
          }
      }
    }
    // The open cells' components, each with its boundary lines.
    const comp = this.comp.fill(-1);
    let comps = 0;
    for (let s = 0; s < n; s++) {
      if (comp[s] !== -1 || m.isFixed(labels[s]!)) continue;
      const c = comps++;
      const cells = [s];
      comp[s] = c;
      for (let j = 0; j < cells.length; j++)
        for (let d = 0; d < 4; d++) {
          const w = this.neighbour(cells[j]!, d);
          if (w >= 0 && comp[w] === -1 && !m.isFixed(labels[w]!)) {
            comp[w] = c;
            cells.push(w);
          }
        }
      const found = this.inComponent(m, c, cells, comp, piece, pieceCells, live);
      if (found !== null) return found;
    }
    return null;
  }

  private inComponent(
    m: Model,
    c: number,
    cells: number[],
    comp: Int32Array,
    piece: Int32Array,
    pieceCells: number[][],
    live: boolean[],
  ): Array<[number, number, boolean]> | null {
    const { k, labels } = this;
    // Boundary lines: edges (cell, side) with the outside beyond, walked with C on the right.
    const seen = ++this.stamp;
    const walked = this.walked;
    const lines: number[][] = []; // per line, the piece beyond each edge (-1 none)
    for (const i of cells)
      for (let d = 0; d < 4; d++) {
        const w = this.neighbour(i, d);
        if ((w >= 0 && comp[w] === c) || walked[i * 4 + d] === seen) continue;
        const line: number[] = [];
        let ci = i;
        let cd = d;
        while (walked[ci * 4 + cd] !== seen) {
          walked[ci * 4 + cd] = seen;
          const out = this.neighbour(ci, cd);
          line.push(out < 0 ? -1 : piece[out]!);
          const walk = (cd + 1) % 4;
          const ahead = this.neighbour(ci, walk);
          if (ahead < 0 || comp[ahead] !== c) {
            cd = walk;
            continue;
          }
          const diag = this.neighbour(ahead, cd);
          if (diag < 0 || comp[diag] !== c) {
            ci = ahead;
            continue;
          }
          ci = diag;
          cd = (cd + 3) % 4;
        }
        lines.push(line);
      }
    // Which line each piece touches (-2 several), by piece.
    const lineOf = this.lineOf.fill(-1);
    lines.forEach((line, l) => {
      for (const t of line) if (t >= 0) lineOf[t] = lineOf[t] !== -1 && lineOf[t] !== l ? -2 : l;
    });
    for (let p = 0; p < k; p++) {
      if (!live[p]) continue;
      const lp = lineOf[2 * p]!;
      if (lp < 0 || lineOf[2 * p + 1] !== lp) continue;
      const wallsP = this.walls(m, p, c, comp, piece);
      if (wallsP === null) continue;
      for (let q = p + 1; q < k; q++) {
        if (!live[q] || lineOf[2 * q] !== lp || lineOf[2 * q + 1] !== lp) continue;
        if (!interleaved(lines[lp]!, p, q)) continue;
        const wallsQ = this.walls(m, q, c, comp, piece);
        if (wallsQ === null) continue;
        const reason: Array<[number, number, boolean]> = [...wallsP, ...wallsQ];
        for (const t of [2 * p, 2 * p + 1])
          for (const i of pieceCells[t]!) reason.push([labels[i]!, p, true]);
        for (const t of [2 * q, 2 * q + 1])
          for (const i of pieceCells[t]!) reason.push([labels[i]!, q, true]);
        return reason;
      }
    }
    return null;
  }

  /**
   * The cells around C and p's two pieces that are none of them, as `label != p` literals, or null when one
   * of them may still be p.
   */
  private walls(
    m: Model,
    p: number,
    c: number,
    comp: Int32Array,
    piece: Int32Array,
  ): Array<[number, number, boolean]> | null {
    const { n, labels } = this;
    const out: Array<[number, number, boolean]> = [];
    const done = ++this.stamp;
    const listed = this.listed;
    for (let i = 0; i < n; i++) {
      if (comp[i] !== c && piece[i] !== 2 * p && piece[i] !== 2 * p + 1) continue;
      for (let d = 0; d < 4; d++) {
        const w = this.neighbour(i, d);
        if (w < 0 || listed[w] === done || comp[w] === c || piece[w] === 2 * p || piece[w] === 2 * p + 1)
          continue;
        listed[w] = done;
        if (m.has(labels[w]!, p)) return null;
        out.push([labels[w]!, p, false]);
      }
    }
    return out;
  }
}

/** Whether, going round `line`, p's and q's pieces each meet it in one stretch, in the order p, q, p, q. */
function interleaved(line: readonly number[], p: number, q: number): boolean {
  const seq: number[] = [];
  for (const t of line) {
    if (t >> 1 !== p && t >> 1 !== q) continue;
    if (t < 0) continue;
    if (seq.length === 0 || seq[seq.length - 1] !== t) seq.push(t);
  }
  while (seq.length > 1 && seq[0] === seq[seq.length - 1]) seq.pop();
  if (seq.length !== 4) return false;
  return (
    seq[0]! >> 1 === seq[2]! >> 1 && seq[1]! >> 1 === seq[3]! >> 1 && seq[0] !== seq[2] && seq[1] !== seq[3]
  );
}
