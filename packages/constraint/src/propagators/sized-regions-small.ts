import { lowestBit } from "../bits.js";
import type { Model } from "../model.js";
import type { CellStates, SizedRegions } from "./sized-regions.js";
import { heldWord } from "./sized-regions-holders.js";

/**
 * The small rule for v = 2 .. top: removes v from the open cells of every area of cells that may hold v
 * smaller than v, area by area from its first open cell (in index order), breadth first from it.
 *
 * Incremental, with the same removals in the same order: per cell and word of 32 values, what it held after
 * the last run is kept on the trail (`heldLeft`, that run's top last; a backtrack restores an earlier state
 * of the branch, and along a branch domains only shrink). That run left no open cell in an area too small,
 * and an area of now that touches no cell that lost v since is one of then: only the areas beside those
 * cells are walked (all, for a value past that run's top). Each walk stops at v cells or at a cell an
 * earlier walk of this value reached (then of its area, which it found big).
 */
export function removeSmall(sr: SizedRegions, m: Model, s: CellStates, top: number): void {
  const { adjStart, adj, vars, starts } = sr;
  const n = vars.length;
  if (sr.heldModel !== m) {
    sr.heldModel = m;
    // Every value a cell was made with (an undo restores no more).
    let most = 0;
    for (const x of vars) most = Math.max(most, m.offset(x) + 32 * m.nw[x]! - 1);
    sr.heldWords = (most >>> 5) + 1;
    sr.heldLeft = m.trail.int32(n * sr.heldWords + 1, -1);
    sr.lost = Array.from({ length: 32 * sr.heldWords }, () => []);
    sr.lostCount = m.trail.int32(32 * sr.heldWords);
    sr.clearCount = m.trail.int32(n, -1);
    sr.clearSize = m.trail.int32(n, -1);
  }
  const { heldWords: words, lost } = sr;
  const left = sr.heldLeft!;
  const lastTop = left.values[n * words]!;
  for (let v = 0; v <= lastTop; v++) lost[v]!.length = 0;
  const lastWords = lastTop < 2 ? 0 : (lastTop >>> 5) + 1;
  // The order of `lost[v]` does not matter: the areas found too small are walked again in index order.
  const all = sr.touchedAll;
  for (let q = 0, count = all ? n : sr.touchedCount; q < count; q++) {
    const i = all ? q : sr.touched[q]!;
    for (let k = 0; k < lastWords; k++)
      for (let r = left.values[i * words + k]! & ~heldWord(m, vars[i]!, k, lastTop); r !== 0; r &= r - 1)
        lost[32 * k + lowestBit(r)]!.push(i);
  }
  // The exit rule's counts: a value past the record's top is new to it.
  const lostCount = sr.lostCount!;
  for (let v = 2; v <= top; v++)
    if (v > lastTop || lost[v]!.length > 0) lostCount.set(v, lostCount.values[v]! + 1);
  for (let v = 2; v <= top; v++) {
    const stamp = ++sr.stamp;
    starts.length = 0;
    if (v > lastTop) for (let j = 0; j < n; j++) smallArea(sr, m, v, j, stamp);
    else
      for (const c of lost[v]!)
        for (let k = adjStart[c]!, end = adjStart[c + 1]!; k < end; k++) smallArea(sr, m, v, adj[k]!, stamp);
    starts.sort((x, y) => x - y);
    // Each area again, breadth first from its first open cell, for the order of the removals.
    for (const i of starts) {
      const size = sr.cellArea(s, i, v);
      let q = 0;
      for (; q < size; q++) {
        const c = sr.queue[q]!;
        if (!m.isFixed(vars[c]!) && !sr.remove(m, c, v, "sizedRegions.small")) break;
      }
      if (q < size) break;
    }
  }
  if (m.failed) return;
  // A cell untouched since the record holds what it held then, as far as the same top reads.
  const topWords = top < 2 ? 0 : (top >>> 5) + 1;
  const every = all || top !== lastTop;
  for (let q = 0, count = every ? n : sr.touchedCount; q < count; q++) {
    const i = every ? q : sr.touched[q]!;
    for (let k = 0; k < topWords; k++) left.set(i * words + k, heldWord(m, vars[i]!, k, top));
  }
  left.set(n * words, top);
  sr.untouch();
  sr.touchedAll = false;
}

/**
 * The walk of the small rule from cell j (when it may hold v and no walk of this value, marked `stamp`,
 * reached it): when j's area is smaller than v and has an open cell, its first open cell joins `starts`.
 */
function smallArea(sr: SizedRegions, m: Model, v: number, j: number, stamp: number): void {
  const { adjStart, adj, vars, seen, queue, owner } = sr;
  if (seen[j] === stamp || !m.has(vars[j]!, v)) return;
  seen[j] = stamp;
  owner[j] = j;
  queue[0] = j;
  let tail = 1;
  for (let head = 0; head < tail; head++)
    for (let q = adjStart[queue[head]!]!, qe = adjStart[queue[head]! + 1]!; q < qe; q++) {
      const i = adj[q]!;
      if (!m.has(vars[i]!, v)) continue;
      if (seen[i] === stamp) {
        if (owner[i] !== j) return;
        continue;
      }
      seen[i] = stamp;
      owner[i] = j;
      queue[tail++] = i;
      if (tail >= v) return;
    }
  let first = vars.length;
  for (let q = 0; q < tail; q++) if (queue[q]! < first && !m.isFixed(vars[queue[q]!]!)) first = queue[q]!;
  if (first < vars.length) sr.starts.push(first);
}
