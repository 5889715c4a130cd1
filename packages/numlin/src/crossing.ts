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
 *
 * A run reads the state once; it walks round only a component that two pairs touch with both pieces and
 * whose walls hold for them, which it tells from where each pair's pieces may still grow, and asks for the
 * walls themselves only for a reason: the same answers as asking them for every pair (the test compares).
 */
export class Crossing implements Propagator {
  readonly name = "numlin.crossing";
  readonly vars: readonly number[];
  // Woken by every change, but it reads no changed position: listing only the fixed ones spares the rest
  // their bookkeeping.
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2, fixedPositions: true };
  private readonly n: number;
  private readonly k: number;
  private failure: Array<[number, number, boolean]> | null = null;
  /** Cell i's neighbour in direction d (DR, DC) at `4 * i + d`, -1 off the grid. */
  private readonly next: Int32Array;
  // Scratch of one run (a run builds them from scratch): typed arrays kept, not arrays built per run, which
  // the collector then reclaims.
  /** Each cell's label when fixed, -1 while open: read once a run. */
  private readonly fixedTo: Int32Array;
  private readonly piece: Int32Array;
  /** The pieces' cells back to back, piece t's at `pieceFrom[t] .. pieceFrom[t + 1]`, in the order found. */
  private readonly pieceCells: Int32Array;
  private readonly pieceFrom: Int32Array;
  /** Whether each pair's two pieces are apart (its ends fixed to it, not yet joined). */
  private readonly live: Uint8Array;
  private readonly comp: Int32Array;
  /** The components' cells back to back, each in the order found. */
  private readonly compCells: Int32Array;
  /** Boundary edges (cell, side) walked, marked with the stamp of their component's walk. */
  private readonly walked: Int32Array;
  private stamp = 0;
  /** Cells already listed as walls by one `walls` call, marked with its stamp. */
  private readonly listed: Int32Array;
  /** Per piece, the boundary line it touches (-1 none yet, -2 several), for one component. */
  private readonly lineOf: Int32Array;
  /** Pieces next to the component being filled, marked with its stamp. */
  private readonly touched: Int32Array;
  /** One component's boundary lines back to back: the piece beyond each edge (-1 none); line l at `lineFrom[l] ..`. */
  private readonly lineBuf: Int32Array;
  private readonly lineFrom: Int32Array;
  /** Where each component's cells start in `compCells`. */
  private readonly compFrom: Int32Array;
  /** Per pair, the one component next to its pieces that may hold it (-1 none, -2 several). */
  private readonly door: Int32Array;
  /** Per pair, the stamp of the last component next to a cell fixed to it that is in neither piece. */
  private readonly stray: Int32Array;
  /** Each component's stamp; per component, its candidate pairs at `cand[candFrom[c] ..]`. */
  private readonly compSeen: Int32Array;
  private readonly cand: Int32Array;
  private readonly candFrom: Int32Array;
  /** Per pair, the stamp of the component being read when its walls round it hold. */
  private readonly hold: Int32Array;

  /**
   * Walk every component round and ask {@link walls} whether each pair's walls hold, as the rule reads: the
   * same answers, slower (the test compares the two).
   * @internal
   */
  slow = false;

  constructor(
    readonly labels: readonly number[],
    readonly width: number,
    readonly height: number,
    readonly ends: readonly (readonly [number, number])[],
  ) {
    this.vars = [...labels];
    const n = width * height;
    this.n = n;
    this.k = ends.length;
    this.next = new Int32Array(4 * n);
    for (let i = 0; i < n; i++)
      for (let d = 0; d < 4; d++) {
        const r = Math.floor(i / width) + DR[d]!;
        const c = (i % width) + DC[d]!;
        this.next[4 * i + d] = r < 0 || r >= height || c < 0 || c >= width ? -1 : r * width + c;
      }
    this.fixedTo = new Int32Array(n);
    this.piece = new Int32Array(n);
    this.pieceCells = new Int32Array(n);
    this.pieceFrom = new Int32Array(2 * this.k + 1);
    this.live = new Uint8Array(this.k);
    this.comp = new Int32Array(n);
    this.compCells = new Int32Array(n);
    this.walked = new Int32Array(4 * n);
    this.listed = new Int32Array(n);
    this.lineOf = new Int32Array(2 * this.k);
    this.touched = new Int32Array(2 * this.k);
    this.lineBuf = new Int32Array(4 * n);
    this.lineFrom = new Int32Array(4 * n + 1);
    this.compFrom = new Int32Array(n + 1);
    this.door = new Int32Array(this.k);
    this.stray = new Int32Array(this.k);
    this.compSeen = new Int32Array(n);
    // A pair is listed for a component only when a piece first touches it: at most once per piece's cell side.
    this.cand = new Int32Array(4 * n);
    this.candFrom = new Int32Array(n + 1);
    this.hold = new Int32Array(this.k);
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

  /**
   * A crossing the state forces, as its reason's literals, or null.
   * @internal
   */
  find(m: Model): Array<[number, number, boolean]> | null {
    const { n, k, labels, ends, next, fixedTo, pieceCells, pieceFrom, live, door, stray, touched } = this;
    for (let i = 0; i < n; i++) fixedTo[i] = m.isFixed(labels[i]!) ? m.min(labels[i]!) : -1;
    // Each cell's piece: 2p for the cells fixed to p joined to p's first end, 2p + 1 to its second, -1 else.
    const piece = this.piece.fill(-1);
    let found = 0;
    for (let p = 0; p < k; p++) {
      live[p] = 1;
      for (let s = 0; s < 2; s++) {
        const t = 2 * p + s;
        const start = ends[p]![s]!;
        pieceFrom[t] = found;
        if (fixedTo[start] !== p) {
          live[p] = 0;
          continue;
        }
        if (piece[start] !== -1) {
          live[p] = 0; // joined already
          continue;
        }
        piece[start] = t;
        pieceCells[found++] = start;
        for (let j = pieceFrom[t]!; j < found; j++)
          for (let d = 0; d < 4; d++) {
            const w = next[4 * pieceCells[j]! + d]!;
            if (w < 0 || piece[w] !== -1 || fixedTo[w] !== p) continue;
            piece[w] = t;
            pieceCells[found++] = w;
          }
      }
    }
    pieceFrom[2 * k] = found;
    // The open cells' components, numbered in reading order of their first cells, their cells back to back;
    // and per component, the pairs that touch it with both pieces and have no cell next to it joined to
    // neither end (a wall that has not lost the pair), back to back in `cand`.
    const comp = this.comp.fill(-1);
    const { compCells: cells, compFrom, compSeen, cand, candFrom } = this;
    let comps = 0;
    let open = 0;
    let listed = 0;
    for (let s = 0; s < n; s++) {
      if (comp[s] !== -1 || fixedTo[s] !== -1) continue;
      const c = comps++;
      const seen = ++this.stamp;
      compSeen[c] = seen;
      compFrom[c] = open;
      candFrom[c] = listed;
      cells[open++] = s;
      comp[s] = c;
      for (let j = compFrom[c]!; j < open; j++)
        for (let d = 0; d < 4; d++) {
          const w = next[4 * cells[j]! + d]!;
          if (w < 0 || comp[w] === c) continue;
          const v = fixedTo[w]!;
          if (v === -1) {
            comp[w] = c;
            cells[open++] = w;
            continue;
          }
          const t = piece[w]!;
          if (t < 0) {
            if (v < k) stray[v] = seen;
          } else if (touched[t] !== seen) {
            touched[t] = seen;
            if (touched[t ^ 1] === seen && live[t >> 1] === 1) cand[listed++] = t >> 1;
          }
        }
      let kept = candFrom[c]!;
      for (let e = candFrom[c]!; e < listed; e++) if (stray[cand[e]!] !== seen) cand[kept++] = cand[e]!;
      listed = kept;
    }
    compFrom[comps] = open;
    candFrom[comps] = listed;
    // Per pair, the one component next to its pieces that may still hold it (-1 none, -2 several). An open
    // cell next to a piece lies outside C unless in it, and it may still hold p, so p's walls round C hold
    // only when C is that component.
    for (let p = 0; p < k; p++) {
      door[p] = -1;
      if (live[p] !== 1) continue;
      for (let e = pieceFrom[2 * p]!; e < pieceFrom[2 * p + 2]!; e++)
        for (let d = 0; d < 4; d++) {
          const w = next[4 * pieceCells[e]! + d]!;
          if (w < 0 || fixedTo[w] !== -1 || door[p] === comp[w] || !m.has(labels[w]!, p)) continue;
          door[p] = door[p] === -1 ? comp[w]! : -2;
        }
    }
    const hold = this.hold;
    for (let c = 0; c < comps; c++) {
      // A crossing needs two pairs touching C with both pieces (each on some boundary line), walls held: every
      // cell around C and the pieces that is none of them has lost the pair. Such a cell is fixed (one fixed to
      // the pair next to a piece is in it, so one next to C is a stray) or open beside a piece elsewhere.
      const seen = compSeen[c]!;
      let pairs = 0;
      for (let e = candFrom[c]!; e < candFrom[c + 1]!; e++) {
        const p = cand[e]!;
        if (door[p] !== -1 && door[p] !== c) continue;
        hold[p] = seen;
        pairs++;
      }
      if (pairs < 2 && !this.slow) continue;
      const reason = this.inComponent(m, c, seen);
      if (reason !== null) return reason;
    }
    return null;
  }

  /** The crossing in component c (stamp `seen` in {@link find}), or null. */
  private inComponent(m: Model, c: number, seen: number): Array<[number, number, boolean]> | null {
    const { k, labels, next, comp, piece, live, lineBuf, lineFrom, pieceCells, pieceFrom } = this;
    const cells = this.compCells;
    // Boundary lines: edges (cell, side) with the outside beyond, walked with C on the right.
    const walk = ++this.stamp;
    const walked = this.walked;
    let lines = 0;
    let used = 0;
    for (let j = this.compFrom[c]!; j < this.compFrom[c + 1]!; j++) {
      const i = cells[j]!;
      for (let d = 0; d < 4; d++) {
        const w = next[4 * i + d]!;
        if ((w >= 0 && comp[w] === c) || walked[i * 4 + d] === walk) continue;
        lineFrom[lines] = used;
        let ci = i;
        let cd = d;
        while (walked[ci * 4 + cd] !== walk) {
          walked[ci * 4 + cd] = walk;
          const out = next[4 * ci + cd]!;
          lineBuf[used++] = out < 0 ? -1 : piece[out]!;
          const turn = (cd + 1) % 4;
          const ahead = next[4 * ci + turn]!;
          if (ahead < 0 || comp[ahead] !== c) {
            cd = turn;
            continue;
          }
          const diag = next[4 * ahead + cd]!;
          if (diag < 0 || comp[diag] !== c) {
            ci = ahead;
            continue;
          }
          ci = diag;
          cd = (cd + 3) % 4;
        }
        lines++;
      }
    }
    lineFrom[lines] = used;
    // Which line each piece touches (-2 several), by piece.
    const lineOf = this.lineOf.fill(-1);
    for (let l = 0; l < lines; l++)
      for (let e = lineFrom[l]!; e < lineFrom[l + 1]!; e++) {
        const t = lineBuf[e]!;
        if (t >= 0) lineOf[t] = lineOf[t] !== -1 && lineOf[t] !== l ? -2 : l;
      }
    // The slow way asks walls itself, as the rule reads; the test compares the two.
    const hold = (p: number) => (this.slow ? this.walls(m, p, c) !== null : this.hold[p] === seen);
    for (let p = 0; p < k; p++) {
      if (live[p] !== 1) continue;
      const lp = lineOf[2 * p]!;
      if (lp < 0 || lineOf[2 * p + 1] !== lp || !hold(p)) continue;
      for (let q = p + 1; q < k; q++) {
        if (live[q] !== 1 || lineOf[2 * q] !== lp || lineOf[2 * q + 1] !== lp) continue;
        if (!interleaved(lineBuf, lineFrom[lp]!, lineFrom[lp + 1]!, p, q) || !hold(q)) continue;
        const reason: Array<[number, number, boolean]> = [...this.walls(m, p, c)!, ...this.walls(m, q, c)!];
        for (const r of [p, q])
          for (let e = pieceFrom[2 * r]!; e < pieceFrom[2 * r + 2]!; e++)
            reason.push([labels[pieceCells[e]!]!, r, true]);
        return reason;
      }
    }
    return null;
  }

  /**
   * The cells around C and p's two pieces that are none of them, as `label != p` literals, or null when one
   * of them may still be p.
   */
  private walls(m: Model, p: number, c: number): Array<[number, number, boolean]> | null {
    const { n, labels, next, comp, piece } = this;
    const out: Array<[number, number, boolean]> = [];
    const done = ++this.stamp;
    const listed = this.listed;
    for (let i = 0; i < n; i++) {
      if (comp[i] !== c && piece[i] !== 2 * p && piece[i] !== 2 * p + 1) continue;
      for (let d = 0; d < 4; d++) {
        const w = next[4 * i + d]!;
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

/**
 * Whether, going round the line at `line[from .. to)`, p's and q's pieces each meet it in one stretch, in the
 * order p, q, p, q.
 */
function interleaved(line: Int32Array, from: number, to: number, p: number, q: number): boolean {
  // The stretches in order (the round's last may be its first again); a sixth means no.
  const seq = [-1, -1, -1, -1, -1];
  let len = 0;
  for (let e = from; e < to; e++) {
    const t = line[e]!;
    if (t < 0 || (t >> 1 !== p && t >> 1 !== q)) continue;
    if (len === 0 || seq[len - 1] !== t) {
      if (len === 5) return false;
      seq[len++] = t;
    }
  }
  if (len > 1 && seq[len - 1] === seq[0]) len--;
  if (len !== 4) return false;
  return (
    seq[0]! >> 1 === seq[2]! >> 1 && seq[1]! >> 1 === seq[3]! >> 1 && seq[0] !== seq[2] && seq[1] !== seq[3]
  );
}
