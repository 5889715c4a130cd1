import { cellLines, lineCount, numberCells, type Puzzle } from "./puzzle.js";

// Frontier-based dynamic programming (the transfer-matrix or "simpath" method: Knuth, TAOCP 7.1.4; Yoshinaka
// et al. for Numberlink), written from the idea, not from code. The cells are swept in reading order along the
// shorter side; the state is what crosses the frontier between the cells swept and the rest: per column the
// line down from its last swept cell, and the line right from the last swept cell. Each is nothing, a line of
// a pair's path that leaves one of its numbers (the pair's label), or one of the two ends of a piece of line
// touching no number (a mate id, the same at both ends). States that agree are merged; each keeps at most
// two of the ways that reach it, which are the answers counted (capped at two, all `solve` asks).

/** A swept cell's lines: 1 the line down is drawn, 2 the line right; `prev` the cell before it. */
interface Step {
  readonly prev: Step | null;
  readonly bits: number;
}

/** The ways into one state, at most two. */
interface Ways {
  first: Step | null;
  second: Step | null;
}

/** What the sweep found: the answers (at most two, as lines) and the states it held. */
export interface FrontierCount {
  /** The answers, at most two; all of them (none, one or two) when `complete`. */
  solutions: number[][];
  /** False when the sweep stopped at its budget: the count is then unknown. */
  complete: boolean;
  /** States made in all, and the most after one cell (a layer). */
  states: number;
  peak: number;
  /** The states after the last cell of each swept row, for as many rows as were swept. */
  rows: number[];
}

/** How far the sweep may go: states in all, and states after one cell (memory); and what it counts. */
export interface FrontierBudget {
  states?: number;
  layer?: number;
  /**
   * Count only the answers with no short cut the state shows (default false: all answers): a cell next to
   * the cell before it on its path with no line between them, or a piece of line whose two ends enter
   * neighbouring cells. Every answer shortens to one of these, so none means no answer, two mean two; one
   * is the only answer when no answer holding its paths' cells visits another cell (`longerModel`).
   */
  shortcuts?: boolean;
  /**
   * Drop the states whose open paths cannot all still meet below the frontier without crossing (default false;
   * see {@link crossed}): the count is the same, with fewer states.
   */
  planar?: boolean;
  /** Asked after each cell: true stops the sweep (a caller's deadline or signal). */
  stop?: () => boolean;
}

/**
 * Every answer of `puzzle`, counted to two by the frontier sweep, or as far as `budget` lets it go (then
 * `complete` is false and the count unknown). Exact: each answer is one way through the cells, and two ways
 * meet in a state only if every way on from it is an answer for both or for neither. Reads the puzzles `solve`
 * reads (numbers given at most twice, none hidden).
 */
export function frontierCount(puzzle: Puzzle, budget: FrontierBudget = {}): FrontierCount {
  const maxStates = budget.states ?? Number.POSITIVE_INFINITY;
  const maxLayer = budget.layer ?? Number.POSITIVE_INFINITY;
  const reduced = budget.shortcuts === true;
  const planar = budget.planar === true;
  const pairs = [...numberCells(puzzle).values()];
  // No number means no line, which puzz.link does not take as an answer.
  if (pairs.length === 0) return { solutions: [], complete: true, states: 0, peak: 0, rows: [] };
  const across = puzzle.width > puzzle.height;
  const w = across ? puzzle.height : puzzle.width;
  const h = across ? puzzle.width : puzzle.height;
  // Swept cell j (row-major in the swept grid) is the puzzle's cell at(j).
  const at = (j: number) => {
    const r = Math.floor(j / w);
    const c = j % w;
    return across ? c * puzzle.width + r : r * puzzle.width + c;
  };
  const k = pairs.length;
  const label = new Int32Array(w * h);
  pairs.forEach((cells, p) => {
    for (const i of cells) label[across ? (i % puzzle.width) * w + Math.floor(i / puzzle.width) : i] = p + 1;
  });
  let layer = new Map<string, Ways>([
    [String.fromCharCode(...new Array<number>(w + 1).fill(0)), { first: null, second: null }],
  ]);
  // The initial empty state has one way in: no cell swept.
  const start: Ways = layer.values().next().value!;
  start.first = { prev: null, bits: 0 };
  let states = 1;
  let peak = 1;
  const rows: number[] = [];
  const state = new Array<number>(w + 1);
  const order = new Int32Array(w + 1 + 2 * (w + h));
  const ends = new Int32Array(2 * k + 2);
  for (let j = 0; j < w * h; j++) {
    const r = Math.floor(j / w);
    const c = j % w;
    const canDown = r < h - 1;
    const canRight = c < w - 1;
    const next = new Map<string, Ways>();
    // The numbers on the border past the cells the frontier enters (the next w cells): see crossed.
    const rim = planar ? rimNumbers(j + w + 1, w, h, label) : [];
    // The swept cell's neighbours' numbers (0 none, or past the grid): left, up, right, down.
    const leftNumber = c > 0 ? label[j - 1]! : 0;
    const upNumber = r > 0 ? label[j - w]! : 0;
    const rightNumber = c + 1 < w ? label[j + 1]! : 0;
    const downNumber = r + 1 < h ? label[j + w]! : 0;
    let up = 0;
    /**
     * Whether the swept cell, on the path of `id` (a label, or a piece's id before its ends were renamed),
     * lies next to a cell the state shows on the same path with no line between them: the cell before it
     * (by its line down, s[c - 1]) or a number of its pair.
     */
    const besideItself = (s: readonly number[], bits: number, id: number, fromLeft: boolean) => {
      if (!fromLeft && c > 0 && s[c - 1] === id) return true;
      if (id > k) return false;
      return (
        (!fromLeft && leftNumber === id) ||
        (up === 0 && upNumber === id) ||
        ((bits & 2) === 0 && rightNumber === id) ||
        ((bits & 1) === 0 && downNumber === id)
      );
    };
    // `id`: what the swept cell carries (0 nothing); `fromLeft`: a line enters it from the left.
    const emit = (s: number[], ways: Ways, bits: number, id = 0, fromLeft = true) => {
      if (!viable(s, j, w, h, k, label)) return;
      if (planar && crossed(s, c, w, k, rim, order, ends)) return;
      if (reduced && (pieceSideBySide(s, c, w, k) || (id !== 0 && besideItself(s, bits, id, fromLeft))))
        return;
      const key = canonical(s, k);
      let into = next.get(key);
      if (into === undefined) {
        into = { first: null, second: null };
        next.set(key, into);
      }
      for (const from of [ways.first, ways.second]) {
        if (from === null || into.second !== null) continue;
        const step = { prev: from, bits };
        if (into.first === null) into.first = step;
        else into.second = step;
      }
    };
    for (const [key, ways] of layer) {
      for (let x = 0; x <= w; x++) state[x] = key.charCodeAt(x);
      // At a row's start the line from the left is none (the previous row's last cell draws no line right).
      const left = c === 0 ? 0 : state[w]!;
      up = state[c]!;
      const number = label[j]!;
      if (number > 0) {
        if (left !== 0 && up !== 0) continue;
        const came = left !== 0 ? left : up;
        if (came === 0) {
          // The path leaves the number down or right.
          if (canDown) emit(moved(state, c, w, number, 0), ways, 1, number, false);
          if (canRight) emit(moved(state, c, w, 0, number), ways, 2, number, false);
        } else {
          const s = joined(state, c, w, came, number, k);
          if (s !== null) emit(s, ways, 0, number, left !== 0);
        }
        continue;
      }
      if (left === 0 && up === 0) {
        emit(moved(state, c, w, 0, 0), ways, 0);
        // A new piece of line turning here, its two ends new mates.
        if (canDown && canRight) emit(moved(state, c, w, MATE, MATE), ways, 3);
      } else if (left === 0 || up === 0) {
        const came = left !== 0 ? left : up;
        if (canDown) emit(moved(state, c, w, came, 0), ways, 1, came, left !== 0);
        if (canRight) emit(moved(state, c, w, 0, came), ways, 2, came, left !== 0);
      } else {
        const s = joined(state, c, w, left, up, k);
        if (s !== null) emit(s, ways, 0, left <= k ? left : up <= k ? up : 0);
      }
    }
    states += next.size;
    peak = Math.max(peak, next.size);
    if (c === w - 1) rows.push(next.size);
    if (states > maxStates || next.size > maxLayer || budget.stop?.())
      return { solutions: [], complete: false, states, peak, rows };
    layer = next;
  }
  const end = layer.get(String.fromCharCode(...new Array<number>(w + 1).fill(0)));
  const solutions: number[][] = [];
  for (const way of end === undefined ? [] : [end.first, end.second])
    if (way !== null) solutions.push(linesOf(puzzle, way, w * h, at));
  return { solutions, complete: true, states, peak, rows };
}

/**
 * Whether the state after swept cell j (of a w-wide, h-high sweep; `label` per cell its pair, 0 none) can go
 * on: a line down does not enter another pair's number; a line right enters the next cell as the rules let
 * (see {@link enters}) and, when nothing else reaches that cell, can leave it down or right.
 */
function viable(
  s: readonly number[],
  j: number,
  w: number,
  h: number,
  k: number,
  label: Int32Array,
): boolean {
  const r = Math.floor(j / w);
  const c = j % w;
  const down = s[c]!;
  if (isLabel(down, k) && r + 1 < h && label[j + w] !== 0 && down !== label[j + w]) return false;
  const right = s[w]!;
  if (right === 0) return true;
  const up = s[c + 1]!;
  if (!enters(right, label[j + 1]!, up, k)) return false;
  if (label[j + 1] !== 0 || up !== 0) return true;
  // The line goes on from the next cell, down or right.
  const below = r + 1 < h ? label[j + 1 + w]! : -1;
  if (below === 0 || (below > 0 && (!isLabel(right, k) || right === below))) return true;
  return c + 2 < w && enters(right, label[j + 2]!, s[c + 2]!, k);
}

/**
 * Whether two ends of one piece of line enter neighbouring cells (after the swept cell at column c): the two
 * cells would be side by side on one path, and the line between them closes a loop.
 */
function pieceSideBySide(s: readonly number[], c: number, w: number, k: number): boolean {
  // Columns up to c enter the next row, the line right and the columns after c this row's next cells.
  for (let x = 0; x < c; x++) if (s[x]! > k && s[x] === s[x + 1]) return true;
  for (let x = c + 1; x + 1 < w; x++) if (s[x]! > k && s[x] === s[x + 1]) return true;
  return c + 2 < w && s[w]! > k && s[w] === s[c + 2];
}

/**
 * The numbers on the grid's border among cells `from` on of a w-wide, h-high sweep (`label` per cell its pair, 0
 * none), in order round the unswept side: down the last column, leftwards along the last row, up the first.
 */
function rimNumbers(from: number, w: number, h: number, label: Int32Array): number[] {
  const rim: number[] = [];
  const add = (r: number, c: number) => {
    const j = r * w + c;
    if (j >= from && label[j] !== 0) rim.push(label[j]!);
  };
  for (let r = 0; r < h; r++) add(r, w - 1);
  for (let c = w - 2; c >= 0; c--) add(h - 1, c);
  if (w > 1) for (let r = h - 2; r >= 0; r--) add(r, 0);
  return rim;
}

/**
 * Whether two pairs can no longer both be joined without crossing. Round the unswept side runs a closed line:
 * the frontier (down from columns 0 to c, right from the swept cell, down from columns c + 1 on; `order`,
 * filled here, holds its places with something on them), then the grid's border (`rim`: the numbers on it past
 * the cells the frontier enters, in order). A pair is on that line when each of its two ends is: an end of its
 * path on the frontier, or its number on the rim. Why two such pairs a and b met in the order a b a b are dead
 * unless a piece of line has exactly one end between a's two or between b's two: draw a's link from end to end
 * (below the frontier, over pieces above it, below again) and close it along the line from a1 to a2. Path b's
 * link from b1 (on that stretch) to b2 (off it) crosses the closed curve at b1 and once at each end of a piece it
 * takes on that stretch, and nowhere else, since paths do not meet. Just outside b1 and just outside b2 lie on
 * the sides the walk round the outside of the line says: it crosses the curve once at each end of a's pieces
 * it passes. So b takes a piece with one end between a1 and a2, or a takes one with one end between b1 and b2;
 * a piece with both ends on one side counts twice or not at all.
 */
function crossed(
  s: readonly number[],
  c: number,
  w: number,
  k: number,
  rim: readonly number[],
  order: Int32Array,
  ends: Int32Array,
): boolean {
  let n = 0;
  for (let x = 0; x <= c; x++) if (s[x] !== 0) order[n++] = s[x]!;
  if (s[w] !== 0) order[n++] = s[w]!;
  for (let x = c + 1; x < w; x++) if (s[x] !== 0) order[n++] = s[x]!;
  const pieces = n;
  for (const v of rim) order[n++] = v;
  // ends[2p], ends[2p + 1]: the places of pair p's two ends (-1 none; -2 more than two, not seen here).
  ends.fill(-1);
  let both = 0;
  for (let i = 0; i < n; i++) {
    const v = order[i]!;
    if (v <= 0 || v > k) continue;
    if (ends[2 * v] === -1) ends[2 * v] = i;
    else if (ends[2 * v + 1] === -1) {
      ends[2 * v + 1] = i;
      both++;
    }
  }
  if (both < 2) return false;
  for (let a = 1; a <= k; a++) {
    const a1 = ends[2 * a]!;
    const a2 = ends[2 * a + 1]!;
    if (a2 < 0) continue;
    for (let b = a + 1; b <= k; b++) {
      const b1 = ends[2 * b]!;
      const b2 = ends[2 * b + 1]!;
      // Met in the order a b a b: one of b's ends lies between a's, the other not.
      if (b2 < 0 || (a1 < b1 && b1 < a2) === (a1 < b2 && b2 < a2)) continue;
      if (!pieceAcross(order, pieces, k, a1, a2) && !pieceAcross(order, pieces, k, b1, b2)) return true;
    }
  }
  return false;
}

/** Whether a piece of line (of the `pieces` first places of `order`) has exactly one end strictly between `from` and `to`. */
function pieceAcross(order: Int32Array, pieces: number, k: number, from: number, to: number): boolean {
  for (let i = from + 1; i < Math.min(to, pieces); i++) {
    const v = order[i]!;
    if (v >= 0 && v <= k) continue;
    // A piece's two ends carry one id (MATE for the piece made or joined at this cell, at most one).
    let inside = 0;
    for (let j = from + 1; j < Math.min(to, pieces); j++) if (order[j] === v) inside++;
    if (inside === 1) return true;
  }
  return false;
}

/** A label is 1 to k; a piece's id is above k, or {@link MATE} before the state is made canonical. */
const isLabel = (v: number, k: number) => v > 0 && v <= k;

/**
 * Whether line v can enter a cell from the left where line `up` (0 none) enters from above: into a number
 * (`number`, 0 none) only alone and of its pair; otherwise to join `up` when both are one pair's, or not both
 * pieces' ends of one piece (a loop).
 */
function enters(v: number, number: number, up: number, k: number): boolean {
  if (number !== 0) return up === 0 && (!isLabel(v, k) || v === number);
  if (up === 0) return true;
  if (isLabel(v, k) && isLabel(up, k)) return v === up;
  // A new piece's two ends never meet in the next cell: they leave one cell down and right.
  return isLabel(v, k) || isLabel(up, k) || v !== up || v === MATE;
}

/** A fresh mate id, numbered by `canonical`. */
const MATE = -1;

/** The state with the swept cell's line down at column c and line right set. */
function moved(state: readonly number[], c: number, w: number, down: number, right: number): number[] {
  const s = state.slice();
  s[c] = down;
  s[w] = right;
  return s;
}

/**
 * The state after the lines `a` and `b` meet in the swept cell at column c (neither goes on), or null when
 * that breaks a rule: two different pairs joined, or a piece of line closed into a loop. One of them may be a
 * number (as `b`, a label): it ends there. Labels are 1 to k, mate ids above k.
 */
function joined(
  state: readonly number[],
  c: number,
  w: number,
  a: number,
  b: number,
  k: number,
): number[] | null {
  const s = moved(state, c, w, 0, 0);
  if (a <= k && b <= k) return a === b ? s : null;
  if (a > k && b > k) {
    if (a === b) return null;
    // Two pieces join: their far ends become mates of each other.
    const x = s.indexOf(a);
    const y = s.indexOf(b);
    s[x] = MATE;
    s[y] = MATE;
    return s;
  }
  // A piece of line reaches a pair's path (or number): its far end carries the pair's label.
  const [piece, pair] = a > k ? [a, b] : [b, a];
  s[s.indexOf(piece)] = pair;
  return s;
}

/** The key of a state: mate ids renumbered k + 1 up in order of first place, `MATE` marks a new pair of ends. */
function canonical(s: number[], k: number): string {
  const renamed = new Map<number, number>();
  let fresh = k + 1;
  let newMate = 0;
  for (let x = 0; x < s.length; x++) {
    const v = s[x]!;
    if (v === MATE) {
      if (newMate === 0) newMate = fresh++;
      s[x] = newMate;
    } else if (v > k) {
      let to = renamed.get(v);
      if (to === undefined) {
        to = fresh++;
        renamed.set(v, to);
      }
      s[x] = to;
    }
  }
  return String.fromCharCode(...s);
}

/** The puzzle's lines of one way through all the cells. */
function linesOf(puzzle: Puzzle, last: Step, cells: number, at: (j: number) => number): number[] {
  const lines = new Array<number>(lineCount(puzzle)).fill(0);
  const across = puzzle.width > puzzle.height;
  let step: Step | null = last;
  for (let j = cells - 1; j >= 0 && step !== null; j--, step = step.prev) {
    const [up, down, left, right] = cellLines(puzzle, at(j));
    void up;
    void left;
    // Swept down is the puzzle's right when the sweep runs across the columns.
    if (step.bits & 1) lines[across ? right! : down!] = 1;
    if (step.bits & 2) lines[across ? down! : right!] = 1;
  }
  return lines;
}
