import type { Explanation, Model, Propagator, PropagatorSchedule } from "@gridsmith/constraint";

/** A literal of a reason: [variable, value, equal] (label = value, or label != value). */
type Literal = [number, number, boolean];

/** A labelling of cells into regions (ids >= 0; -1 outside every region). */
interface Regions {
  readonly of: Int32Array;
  readonly id: number;
  readonly cells: readonly number[];
  /** A cell taken as empty though still open in the model (-1 none): a wall that has lost every pair. */
  readonly empty: number;
}

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
  private failure: Literal[] | null = null;
  /** Why each label lost "none" here, by its variable: the crossing the cell left empty would make. */
  private readonly visited = new Map<number, Literal[]>();
  /** Scratch, reused across calls: the sub-regions of a region less one probed cell, and a visit stamp. */
  private readonly sub: Int32Array;
  private readonly stamp: Int32Array;
  private stampNow = 0;

  constructor(
    readonly labels: readonly number[],
    readonly width: number,
    readonly height: number,
    readonly ends: readonly (readonly [number, number])[],
  ) {
    this.vars = [...labels];
    this.n = width * height;
    this.k = ends.length;
    this.sub = new Int32Array(this.n).fill(-1);
    this.stamp = new Int32Array(this.n);
  }

  private neighbour(i: number, d: number): number {
    const r = Math.floor(i / this.width) + DR[d]!;
    const c = (i % this.width) + DC[d]!;
    return r < 0 || r >= this.height || c < 0 || c >= this.width ? -1 : r * this.width + c;
  }

  propagate(m: Model): boolean {
    const { n, labels, k } = this;
    const { piece, pieceCells, live } = this.pieces(m);
    // The open cells' components.
    const comp = new Int32Array(n).fill(-1);
    const regions: number[][] = [];
    for (let s = 0; s < n; s++) {
      if (comp[s] !== -1 || m.isFixed(labels[s]!)) continue;
      const cells = this.flood(m, s, comp, regions.length, (w) => comp[w] === -1);
      regions.push(cells);
    }
    const drawn = { piece, pieceCells, live };
    for (let c = 0; c < regions.length; c++) {
      const reason = this.inRegion(m, { of: comp, id: c, cells: regions[c]!, empty: -1 }, drawn, live);
      if (reason === null) continue;
      this.failure = reason;
      return m.fail(null, 0, m.explaining ? { rule: this.name } : null);
    }
    // A cell left empty is a wall that has lost every pair: where that makes two pairs cross, it is visited.
    // Only the pairs walled in with a region as it stands can be (the walls only grow when a cell is left
    // empty, bar the region's own cells cut off from the probed part), so regions with fewer than two are
    // skipped, and each probe relabels its own region only.
    for (let c = 0; c < regions.length; c++) {
      const cells = regions[c]!;
      const whole: Regions = { of: comp, id: c, cells, empty: -1 };
      const lineOf = this.lineOf(this.lines(whole, piece));
      const pairs: boolean[] = new Array<boolean>(k).fill(false);
      let count = 0;
      for (let p = 0; p < k; p++) {
        if (!live[p] || lineOf.get(2 * p) === undefined || lineOf.get(2 * p + 1) === undefined) continue;
        if (this.walls(m, p, whole, piece, pieceCells) === null) continue;
        pairs[p] = true;
        count++;
      }
      for (const [x, why] of this.blockedOnce(m, whole, drawn, live)) {
        if (!m.has(labels[x]!, k)) continue;
        this.visited.set(labels[x]!, why);
        if (!m.remove(labels[x]!, k, m.explaining ? { rule: this.name, vars: [labels[x]!] } : undefined))
          return false;
      }
      if (count < 2) continue;
      for (const x of cells) {
        if (!m.has(labels[x]!, k) || !this.worthProbing(x, comp, c, piece)) continue;
        const why = this.probe(m, x, comp, c, cells, drawn, pairs);
        if (why === null) continue;
        this.visited.set(labels[x]!, why);
        if (!m.remove(labels[x]!, k, m.explaining ? { rule: this.name, vars: [labels[x]!] } : undefined))
          return false;
      }
    }
    return true;
  }

  explain(e: Explanation): void {
    const probed =
      e.variable >= 0 && !e.equal && e.value === this.k ? this.visited.get(e.variable) : undefined;
    const reason = probed ?? (e.variable < 0 ? this.failure : null);
    if (reason === null) {
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    for (const [x, v, equal] of reason) {
      if (equal) e.becauseEqual(x, v);
      else e.becauseNot(x, v);
    }
  }

  /** Each cell's piece: 2p for the cells fixed to p joined to p's first end, 2p + 1 to its second, -1 else. */
  private pieces(m: Model): { piece: Int32Array; pieceCells: number[][]; live: boolean[] } {
    const { n, k, labels, ends } = this;
    const piece = new Int32Array(n).fill(-1);
    const pieceCells: number[][] = [];
    const live: boolean[] = [];
    for (let p = 0; p < k; p++) {
      live[p] = true;
      for (let s = 0; s < 2; s++) {
        const start = ends[p]![s]!;
        pieceCells[2 * p + s] = [];
        if (!m.isFixed(labels[start]!) || m.min(labels[start]!) !== p || piece[start] !== -1) {
          live[p] = false; // an end not fixed yet, or joined already
          continue;
        }
        pieceCells[2 * p + s] = this.flood(
          m,
          start,
          piece,
          2 * p + s,
          (w) => piece[w] === -1 && m.isFixed(labels[w]!) && m.min(labels[w]!) === p,
          true,
        );
      }
    }
    return { piece, pieceCells, live };
  }

  /** The cells joined to `start` through cells `joins` accepts, each labelled `id` in `of`. */
  private flood(
    m: Model,
    start: number,
    of: Int32Array,
    id: number,
    joins: (w: number) => boolean,
    fixed = false,
  ): number[] {
    const cells = [start];
    of[start] = id;
    for (let j = 0; j < cells.length; j++)
      for (let d = 0; d < 4; d++) {
        const w = this.neighbour(cells[j]!, d);
        if (w < 0 || !joins(w) || (!fixed && m.isFixed(this.labels[w]!))) continue;
        of[w] = id;
        cells.push(w);
      }
    return cells;
  }

  /**
   * Cell x of region c taken as empty: the crossing it makes in a part of the region left, as the reason's
   * literals less x's own, or null. Only the pairs in `pairs` are tried.
   */
  private probe(
    m: Model,
    x: number,
    comp: Int32Array,
    c: number,
    cells: readonly number[],
    drawn: { piece: Int32Array; pieceCells: number[][]; live: boolean[] },
    pairs: readonly boolean[],
  ): Literal[] | null {
    const { sub } = this;
    for (const i of cells) sub[i] = -1;
    let parts = 0;
    let found: Literal[] | null = null;
    for (const s of cells) {
      if (found !== null) break;
      if (s === x || sub[s] !== -1) continue;
      const part = this.flood(m, s, sub, parts++, (w) => w !== x && comp[w] === c && sub[w] === -1);
      found = this.inRegion(m, { of: sub, id: parts - 1, cells: part, empty: x }, drawn, pairs);
    }
    for (const i of cells) sub[i] = -1;
    return found;
  }

  /** A crossing in region r of two pairs `pairs` allows, as its reason's literals, or null. */
  private inRegion(
    m: Model,
    r: Regions,
    drawn: { piece: Int32Array; pieceCells: number[][] },
    pairs: readonly boolean[],
  ): Literal[] | null {
    const { k, labels } = this;
    const { piece, pieceCells } = drawn;
    const lines = this.lines(r, piece);
    const lineOf = this.lineOf(lines);
    for (let p = 0; p < k; p++) {
      if (!pairs[p]) continue;
      const lp = lineOf.get(2 * p);
      if (lp === undefined || lp < 0 || lineOf.get(2 * p + 1) !== lp) continue;
      let wallsP: Literal[] | null | undefined;
      for (let q = p + 1; q < k; q++) {
        if (!pairs[q] || lineOf.get(2 * q) !== lp || lineOf.get(2 * q + 1) !== lp) continue;
        if (!interleaved(lines[lp]!, p, q)) continue;
        if (wallsP === undefined) wallsP = this.walls(m, p, r, piece, pieceCells);
        if (wallsP === null) break;
        const wallsQ = this.walls(m, q, r, piece, pieceCells);
        if (wallsQ === null) continue;
        const reason: Literal[] = [...wallsP, ...wallsQ];
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
   * Open cells outside region r that alone keep two pairs from crossing in r: per pair whose pieces meet one
   * boundary line of r, the walls that may still be the pair; where two interleaved pairs have but one such
   * wall between them, an open cell, that cell left empty makes them cross. Each with its reason.
   */
  private blockedOnce(
    m: Model,
    r: Regions,
    drawn: { piece: Int32Array; pieceCells: number[][] },
    live: readonly boolean[],
  ): Array<[number, Literal[]]> {
    const { k, labels } = this;
    const { piece, pieceCells } = drawn;
    const lines = this.lines(r, piece);
    const lineOf = this.lineOf(lines);
    const found: Array<[number, Literal[]]> = [];
    const blocker: number[] = []; // per pair: -1 walled, a cell when it alone may be the pair, -2 else
    for (let p = 0; p < k; p++) {
      const lp = lineOf.get(2 * p);
      blocker[p] =
        live[p] && lp !== undefined && lp >= 0 && lineOf.get(2 * p + 1) === lp
          ? this.soleBlocker(m, p, r, piece, pieceCells)
          : -2;
    }
    for (let p = 0; p < k; p++) {
      if (blocker[p] === -2) continue;
      for (let q = p + 1; q < k; q++) {
        const bp = blocker[p]!;
        const bq = blocker[q]!;
        if (bq === -2 || (bp >= 0 && bq >= 0 && bp !== bq) || (bp < 0 && bq < 0)) continue;
        const x = bp >= 0 ? bp : bq;
        if (m.isFixed(labels[x]!) || lineOf.get(2 * q) !== lineOf.get(2 * p)) continue;
        if (!interleaved(lines[lineOf.get(2 * p)!]!, p, q)) continue;
        const empty: Regions = { ...r, empty: x };
        const reason: Literal[] = [
          ...this.walls(m, p, empty, piece, pieceCells)!,
          ...this.walls(m, q, empty, piece, pieceCells)!,
        ];
        for (const t of [2 * p, 2 * p + 1])
          for (const i of pieceCells[t]!) reason.push([labels[i]!, p, true]);
        for (const t of [2 * q, 2 * q + 1])
          for (const i of pieceCells[t]!) reason.push([labels[i]!, q, true]);
        found.push([x, reason]);
      }
    }
    return found;
  }

  /** The one wall of region r and p's pieces that may still be p: -1 none, -2 more than one. */
  private soleBlocker(
    m: Model,
    p: number,
    r: Regions,
    piece: Int32Array,
    pieceCells: readonly number[][],
  ): number {
    const { labels, stamp } = this;
    const { of, id } = r;
    const now = ++this.stampNow;
    let one = -1;
    for (const from of [r.cells, pieceCells[2 * p]!, pieceCells[2 * p + 1]!])
      for (const i of from)
        for (let d = 0; d < 4; d++) {
          const w = this.neighbour(i, d);
          if (w < 0 || stamp[w] === now || of[w] === id || piece[w] === 2 * p || piece[w] === 2 * p + 1)
            continue;
          stamp[w] = now;
          if (!m.has(labels[w]!, p)) continue;
          if (one >= 0) return -2;
          one = w;
        }
    return one;
  }

  /** Region r's boundary lines, walked with r on the right: per line, the piece beyond each edge (-1 none). */
  private lines(r: Regions, piece: Int32Array): number[][] {
    const { of, id } = r;
    const seen = new Set<number>();
    const lines: number[][] = [];
    for (const i of r.cells)
      for (let d = 0; d < 4; d++) {
        const w = this.neighbour(i, d);
        if ((w >= 0 && of[w] === id) || seen.has(i * 4 + d)) continue;
        const line: number[] = [];
        let ci = i;
        let cd = d;
        while (!seen.has(ci * 4 + cd)) {
          seen.add(ci * 4 + cd);
          const out = this.neighbour(ci, cd);
          line.push(out < 0 ? -1 : piece[out]!);
          const walk = (cd + 1) % 4;
          const ahead = this.neighbour(ci, walk);
          if (ahead < 0 || of[ahead] !== id) {
            cd = walk;
            continue;
          }
          const diag = this.neighbour(ahead, cd);
          if (diag < 0 || of[diag] !== id) {
            ci = ahead;
            continue;
          }
          ci = diag;
          cd = (cd + 3) % 4;
        }
        lines.push(line);
      }
    return lines;
  }

  /** Which line each piece touches (-2 several), by piece. */
  private lineOf(lines: readonly number[][]): Map<number, number> {
    const lineOf = new Map<number, number>();
    lines.forEach((line, l) => {
      for (const t of line) if (t >= 0) lineOf.set(t, lineOf.has(t) && lineOf.get(t) !== l ? -2 : l);
    });
    return lineOf;
  }

  /**
   * The cells around region r and p's two pieces that are none of them, as `label != p` literals, or null
   * when one of them may still be p. The region's empty cell has lost p and is left out of the reason.
   */
  private walls(
    m: Model,
    p: number,
    r: Regions,
    piece: Int32Array,
    pieceCells: readonly number[][],
  ): Literal[] | null {
    const { labels, stamp } = this;
    const { of, id, empty } = r;
    const out: Literal[] = [];
    const now = ++this.stampNow;
    const inside = (w: number) => of[w] === id || piece[w] === 2 * p || piece[w] === 2 * p + 1;
    for (const from of [r.cells, pieceCells[2 * p]!, pieceCells[2 * p + 1]!])
      for (const i of from)
        for (let d = 0; d < 4; d++) {
          const w = this.neighbour(i, d);
          if (w < 0 || stamp[w] === now || inside(w)) continue;
          stamp[w] = now;
          if (w === empty) continue;
          if (m.has(labels[w]!, p)) return null;
          out.push([labels[w]!, p, false]);
        }
    return out;
  }

  /**
   * Whether leaving open cell x of region c empty could change what the rule sees: x borders a drawn piece
   * (which would then touch the region elsewhere only), or joins open neighbours that nothing else nearby
   * joins (its removal could split the region or join two boundary lines).
   */
  private worthProbing(x: number, comp: Int32Array, c: number, piece: Int32Array): boolean {
    const side = [0, 1, 2, 3].map((d) => this.neighbour(x, d));
    for (const w of side) if (w >= 0 && piece[w] >= 0) return true;
    const open = (i: number) => i >= 0 && comp[i] === c;
    let groups = 0;
    let joins = 0;
    for (let d = 0; d < 4; d++) {
      if (!open(side[d]!)) continue;
      groups++;
      const next = side[(d + 1) % 4]!;
      if (open(next) && open(this.neighbour(side[d]!, (d + 1) % 4))) joins++;
    }
    return groups - Math.min(joins, groups - 1) >= 2;
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
